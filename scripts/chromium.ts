/**
 * Debian's Chromium, as every browser tool of the project launches it (the
 * browser tests, the benchmark, Lighthouse). Downloaded browsers are never
 * used; set CHROMIUM_PATH (or CHROME_PATH, Lighthouse's name) for another binary.
 */
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Headless, sandbox-free and quiet: no background networking on this offline machine. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true });
}
