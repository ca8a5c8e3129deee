#!/usr/bin/env node
/**
 * `npm run lighthouse` (a measurement, not a test): Lighthouse's mobile
 * preset against the production build behind the gzip server, with Debian's
 * Chromium (CHROME_PATH). Prints the median of several runs per page.
 *
 *   npm run lighthouse -- [/x/path/ …]      default: the page with three live demos
 *   LIGHTHOUSE_RUNS=5 npm run lighthouse
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { startServer } from './serve.mjs';

const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['/x/react-data-grid/'];
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const { url, close } = await startServer({ dir: 'build', port: 0 });
const origin = new URL(url).origin;
const results = {};
for (const page of pages) {
  const samples = [];
  for (let run = 0; run < runs; run += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: CHROME_FLAGS,
    });
    try {
      const { lhr } = await lighthouse(`${origin}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      samples.push({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
      });
    } finally {
      chrome.kill();
    }
  }
  results[page] = {
    runs: samples,
    median: Object.fromEntries(
      ['score', 'cls', 'lcp', 'tbt'].map((key) => [key, median(samples.map((s) => s[key]))]),
    ),
  };
}
close();

console.log(`\nLighthouse (mobile preset, gzip server, median of ${runs} runs)\n`);
console.log('| page | performance | CLS | LCP | TBT |');
console.log('| --- | --- | --- | --- | --- |');
for (const [page, { median: m }] of Object.entries(results)) {
  console.log(
    `| ${page} | ${m.score} | ${m.cls.toFixed(3)} | ${(m.lcp / 1000).toFixed(2)} s | ${Math.round(m.tbt)} ms |`,
  );
}
mkdirSync('bench-results', { recursive: true });
writeFileSync(
  'bench-results/lighthouse.json',
  JSON.stringify({ date: new Date().toISOString(), results }, null, 2),
);
