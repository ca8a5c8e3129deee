/**
 * Lighthouse's mobile preset against a served build, with Debian's Chromium.
 * `lighthouseRun` measures a page once (a fresh Chromium each time);
 * `runLighthouse` takes the median of several runs of one page. Used by
 * `npm run bench` (which interleaves pages round by round) and `npm run lighthouse`.
 */
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium';
import type { LighthouseFigures } from './budgets';

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

export type PageFigures = LighthouseFigures & { accessibility: number };

export interface LighthouseResult {
  median: PageFigures;
  runs: PageFigures[];
}

/** One Lighthouse run of one URL, in a fresh Chromium. */
export async function lighthouseRun(url: string): Promise<PageFigures> {
  // Imported at run time, so Node loads Lighthouse's ES modules as they are: through tsx's
  // CommonJS transform, its page functions (serialized into the page) would call a helper
  // (`__name`) that does not exist in the browser.
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    // chrome-launcher adds --headless itself when asked; the rest are the machine's flags.
    chromeFlags: CHROMIUM_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    };
  } finally {
    chrome.kill();
  }
}

/** The median of each figure over several runs. */
export function medianOf(samples: readonly PageFigures[]): PageFigures {
  const pick = (key: keyof PageFigures) => median(samples.map((sample) => sample[key]));
  return {
    score: pick('score'),
    accessibility: pick('accessibility'),
    cls: pick('cls'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
  };
}

/** Runs Lighthouse `runs` times on one URL and keeps the median of each figure. */
export async function runLighthouse(url: string, runs = 3): Promise<LighthouseResult> {
  const samples: PageFigures[] = [];
  for (let run = 0; run < runs; run += 1) samples.push(await lighthouseRun(url));
  return { runs: samples, median: medianOf(samples) };
}
