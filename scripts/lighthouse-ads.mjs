#!/usr/bin/env node
/**
 * `npm run lighthouse:ads` (a measurement, not a test): Lighthouse's mobile
 * preset on a page with an ad slot, in the ad block's three real outcomes —
 * a paid ad from the ad list ("inline" shape), a paid placement rendered by
 * the ad script ("image" shape), and the script blocked (in-house ad or
 * appeal after more than 6 checks). The ad addresses are the placeholders
 * the e2e profile builds with (e2e/profile.ts), answered here through
 * request interception, so it runs on that build (`build-e2e/`):
 *
 *   npm run build:e2e   (npm test and npm run test:e2e build it too)
 *   npm run lighthouse:ads -- [/x/path/]      default: /x/react-data-grid/editing/
 *   LIGHTHOUSE_RUNS=5 npm run lighthouse:ads
 *
 * Each run also records when the ad (or fallback) appeared and checks that it
 * was inside Lighthouse's trace, so the CLS figure covers it.
 */
/* global window, document, MutationObserver */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { navigation } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { startServer } from './serve.mjs';
import { E2E_AD_LIST_URL, E2E_AD_SCRIPT_URL, E2E_BUILD_DIR } from '../e2e/profile.ts';
import { PLACEMENT_SCRIPT } from '../e2e/adPlacement.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';

const page = process.argv[2] ?? '/x/react-data-grid/editing/';
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const AD_IMAGE =
  '<svg xmlns="http://www.w3.org/2000/svg" width="130" height="100"><rect width="130" height="100" fill="#8aa"/></svg>';
const VALID_LIST = JSON.stringify({
  ads: [
    {
      statlink: 'https://ads.example.test/click',
      statimp: 'https://pixel.example.test/imp',
      image: 'https://cdn.example.test/ad.svg',
      company: 'Northwind Tables',
      description: 'Spreadsheet-grade editing for your internal tools.',
      pixel: 'https://pixel.example.test/a?t=[timestamp]',
      timestamp: '1700000000',
    },
  ],
});
const CASES = {
  'paid ad from the list (inline)': { shape: 'inline', list: VALID_LIST, script: '' },
  'paid placement from the script (image)': { shape: 'image', list: '{"ads":[]}', script: PLACEMENT_SCRIPT },
  'script blocked (in-house ad or appeal)': { shape: 'image', list: null, script: null },
};

const scripts = readdirSync(join(E2E_BUILD_DIR, 'assets/js')).map((name) =>
  readFileSync(join(E2E_BUILD_DIR, 'assets/js', name), 'utf8'),
);
if (!scripts.some((text) => text.includes(E2E_AD_LIST_URL))) {
  console.error(
    `lighthouse:ads: ${E2E_BUILD_DIR}/ has no placeholder ad addresses; run \`npm run build:e2e\` first.`,
  );
  process.exit(1);
}

/** Runs in the page before its own scripts: fixes the shape, records when the ad block filled. */
function prepare(shape) {
  window.sessionStorage.setItem('x-docs-ad-shape', shape);
  const filled =
    '[data-ad-slot] [data-ad-card], [data-ad-slot] [data-ad-appeal], [data-ad-slot] a[href^="http"]';
  new MutationObserver((_, observer) => {
    const node = document.querySelector(filled);
    if (node) {
      window.__adShown = {
        at: performance.now(),
        kind: node.hasAttribute('data-ad-appeal')
          ? 'appeal'
          : node.hasAttribute('data-ad-card')
            ? 'card'
            : 'placement',
      };
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
}

function answer(request, adCase) {
  const url = request.url();
  if (url === E2E_AD_LIST_URL) {
    return adCase.list === null
      ? request.abort('blockedbyclient')
      : request.respond({
          contentType: 'application/json',
          headers: { 'access-control-allow-origin': '*' },
          body: adCase.list,
        });
  }
  if (url === E2E_AD_SCRIPT_URL) {
    return adCase.script === null
      ? request.abort('blockedbyclient')
      : request.respond({ contentType: 'text/javascript', body: adCase.script });
  }
  if (/^https:\/\/(cdn|pixel)\.example\.test\//.test(url)) {
    return request.respond({ contentType: 'image/svg+xml', body: AD_IMAGE });
  }
  return request.continue();
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const { url, close } = await startServer({ dir: E2E_BUILD_DIR, port: 0 });
const target = new URL(page, url).href;
const rows = [];
for (const [name, adCase] of Object.entries(CASES)) {
  const samples = [];
  for (let run = 0; run < runs; run += 1) {
    const browser = await puppeteer.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    });
    try {
      const tab = await browser.newPage();
      await tab.setRequestInterception(true);
      tab.on('request', (request) => answer(request, adCase));
      await tab.evaluateOnNewDocument(prepare, adCase.shape);
      const result = await navigation(tab, target, {
        config: {
          extends: 'lighthouse:default',
          settings: { onlyCategories: ['performance'], disableStorageReset: true, pauseAfterLoadMs: 5000 },
        },
      });
      const lhr = result.lhr;
      const traceEnd = lhr.audits.metrics.details.items[0].observedTraceEnd;
      const shown = await tab.evaluate(() => window.__adShown ?? null);
      if (!shown || shown.at > traceEnd) {
        throw new Error(
          `${name}: the ad block had not filled inside the trace (shown: ${JSON.stringify(shown)}, trace end ${Math.round(traceEnd)} ms)`,
        );
      }
      samples.push({
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        shownAt: shown.at,
        kind: shown.kind,
        traceEnd,
      });
    } finally {
      await browser.close();
    }
  }
  rows.push({ name, samples });
}
close();

console.log(`\nLighthouse (mobile preset, gzip server) on ${page}: ad outcomes, median of ${runs} runs\n`);
console.log(
  '| case | CLS (median) | CLS (max) | ad shown at (median) | trace end (median) | what filled the slot |',
);
console.log('| --- | --- | --- | --- | --- | --- |');
for (const { name, samples } of rows) {
  const cls = samples.map((s) => s.cls);
  const kinds = [...new Set(samples.map((s) => s.kind))].join(', ');
  console.log(
    `| ${name} | ${median(cls).toFixed(3)} | ${Math.max(...cls).toFixed(3)} | ${(median(samples.map((s) => s.shownAt)) / 1000).toFixed(2)} s | ${(median(samples.map((s) => s.traceEnd)) / 1000).toFixed(2)} s | ${kinds} |`,
  );
}
