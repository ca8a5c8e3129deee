/**
 * `npm run bench` (a measurement, never a test): one run on this machine that
 *
 * 1. builds this site as a reader gets it (every version, both locales), timing
 *    it and sampling its peak memory;
 * 2. builds a stock Docusaurus classic site with the same routes as the current
 *    version (stockSite.ts);
 * 3. measures, behind the gzip server, the JavaScript (gzip, as transferred) and
 *    the requests of a plain page on both;
 * 4. runs Lighthouse's mobile preset (median of 3) on the plain page of both, and
 *    on a grid demo page, the DataGrid API page and the charts page with the most
 *    charts of this site;
 * 5. measures search;
 * 6. prints the figures and the budget verdicts (budgets.ts), and writes
 *    `bench-results/bench.json` and `bench-results/bench.md`.
 *
 *   npm run bench                      everything (about 20 minutes)
 *   LIGHTHOUSE_RUNS=5 npm run bench    more Lighthouse runs per page
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startServer } from '../serve.mjs';
import { launchBrowser } from '../chromium';
import { readManifest } from '../../src/content/manifest';
import { evaluateBudgets, formatVerdicts, type BenchFigures } from './budgets';
import { runLighthouse, type LighthouseResult } from './lighthouse';
import { createStockSite, readSitemapPaths } from './stockSite';
import { measureSearch, printSearch } from './search';

const ROOT = resolve('.');
const OUT = join(ROOT, 'bench-results');
const OURS = join(OUT, 'x-docs');
const STOCK_SITE = join(OUT, 'stock-site');
const STOCK = join(OUT, 'stock-build');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

const PAGES = {
  plain: '/x/introduction/installation/',
  gridDemo: '/x/react-data-grid/',
  api: '/x/api/data-grid/data-grid/',
};

/** Sum of the resident memory of a process and its descendants, in bytes. */
function treeRss(rootPid: number): number {
  let table = '';
  try {
    table = execFileSync('ps', ['-eo', 'pid=,ppid=,rss='], { encoding: 'utf8' });
  } catch {
    return 0;
  }
  const rows = table
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number));
  const children = new Map<number, number[]>();
  for (const [pid = 0, ppid = 0] of rows) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const rss = new Map(rows.map(([pid = 0, , kb = 0]) => [pid, kb * 1024]));
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop() ?? 0;
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** A cold build (no persistent bundler cache), timed, with its peak memory. */
function timedBuild(cwd: string, outDir: string, extraArgs: string[] = []) {
  rmSync(join(ROOT, 'node_modules', '.cache', 'rspack'), { recursive: true, force: true });
  rmSync(join(cwd, '.docusaurus'), { recursive: true, force: true });
  rmSync(outDir, { recursive: true, force: true });
  return new Promise<{ seconds: number; peakBytes: number }>((done, fail) => {
    const started = process.hrtime.bigint();
    const child = spawn('npx', ['--no-install', 'docusaurus', 'build', '--out-dir', outDir, ...extraArgs], {
      cwd,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, NODE_ENV: 'production' },
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    let peak = 0;
    const timer = setInterval(() => (peak = Math.max(peak, treeRss(child.pid ?? 0))), 250);
    child.on('close', (code) => {
      clearInterval(timer);
      if (code !== 0) fail(new Error(`build of ${cwd} failed:\n${stderr.slice(-3000)}`));
      else done({ seconds: Number(process.hrtime.bigint() - started) / 1e9, peakBytes: peak });
    });
  });
}

/** Scripts (gzip bytes as transferred) and requests of a page, loaded until the network is idle. */
async function pageWeight(buildDir: string, path: string) {
  const { url, close } = await startServer({ dir: buildDir, port: 0 });
  const browser = await launchBrowser();
  const page = await (await browser.newContext()).newPage();
  const requests: { type: string; bytes: Promise<number> }[] = [];
  page.on('requestfinished', (request) => {
    requests.push({
      type: request.resourceType(),
      bytes: request.sizes().then((sizes) => sizes.responseBodySize),
    });
  });
  await page.goto(new URL(path, url).href, { waitUntil: 'networkidle' });
  await page.waitForSelector('html[data-has-hydrated="true"]');
  const sized = await Promise.all(requests.map(async (entry) => ({ ...entry, bytes: await entry.bytes })));
  await browser.close();
  close();
  const scripts = sized.filter((entry) => entry.type === 'script');
  return {
    requests: sized.length,
    scripts: scripts.length,
    scriptGzip: scripts.reduce((sum, entry) => sum + entry.bytes, 0),
  };
}

/** The charts guide page of the current version with the most live demos. */
function chartsPageWithMostCharts(buildDir: string): string {
  const pages = readManifest(buildDir).pages.filter(
    (page) => page.version === 'current' && page.product === 'charts' && !page.api,
  );
  const best = [...pages].sort((a, b) => b.demos.length - a.demos.length)[0];
  return best?.permalink ?? '/x/react-charts/bars/';
}

async function lighthouseOf(buildDir: string, path: string): Promise<LighthouseResult> {
  const { url, close } = await startServer({ dir: buildDir, port: 0 });
  try {
    console.error(`[bench] Lighthouse ×${RUNS}: ${path}`);
    return await runLighthouse(new URL(path, url).href, RUNS);
  } finally {
    close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  console.error('[bench] building this site (every version, en + zh)…');
  const build = await timedBuild(ROOT, OURS);
  console.error('[bench] building the stock site (same routes as the current version)…');
  const routes = readSitemapPaths(OURS);
  createStockSite(STOCK_SITE, routes, join(ROOT, 'node_modules'));
  const stockBuild = await timedBuild(STOCK_SITE, STOCK);

  const weight = { ours: await pageWeight(OURS, PAGES.plain), stock: await pageWeight(STOCK, PAGES.plain) };
  const charts = chartsPageWithMostCharts(OURS);
  const lighthouse = {
    plainOurs: await lighthouseOf(OURS, PAGES.plain),
    plainStock: await lighthouseOf(STOCK, PAGES.plain),
    gridDemo: await lighthouseOf(OURS, PAGES.gridDemo),
    api: await lighthouseOf(OURS, PAGES.api),
    charts: await lighthouseOf(OURS, charts),
  };
  const search = await measureSearch(OURS, ['en', 'zh']);

  const figures: BenchFigures = {
    plainJsGzip: { ours: weight.ours.scriptGzip, stock: weight.stock.scriptGzip },
    lighthouse: {
      plain: { ours: lighthouse.plainOurs.median, stock: lighthouse.plainStock.median },
      gridDemo: lighthouse.gridDemo.median,
      api: lighthouse.api.median,
      charts: lighthouse.charts.median,
    },
    buildSeconds: build.seconds,
  };
  const verdicts = evaluateBudgets(figures);

  const lines = [
    `Benchmark of ${new Date().toISOString().slice(0, 10)} (${routes.length} routes in the current version)`,
    '',
    '| figure | X Docs | stock classic |',
    '| --- | --- | --- |',
    `| full build (every version, en + zh) | ${build.seconds.toFixed(1)} s, peak ${mb(build.peakBytes)} | — |`,
    `| build of the current version's routes (stock, en) | — | ${stockBuild.seconds.toFixed(1)} s, peak ${mb(stockBuild.peakBytes)} |`,
    `| plain page (${PAGES.plain}) JS, gzip | ${kb(weight.ours.scriptGzip)} in ${weight.ours.scripts} files | ${kb(weight.stock.scriptGzip)} in ${weight.stock.scripts} files |`,
    `| plain page requests | ${weight.ours.requests} | ${weight.stock.requests} |`,
    '',
    `Lighthouse, mobile preset, median of ${RUNS} (gzip server):`,
    '',
    '| page | performance | TBT | LCP | CLS | accessibility |',
    '| --- | --- | --- | --- | --- | --- |',
    ...(
      [
        [`plain, X Docs (${PAGES.plain})`, lighthouse.plainOurs],
        [`plain, stock (${PAGES.plain})`, lighthouse.plainStock],
        [`grid demo page (${PAGES.gridDemo})`, lighthouse.gridDemo],
        [`API page (${PAGES.api})`, lighthouse.api],
        [`charts page with the most charts (${charts})`, lighthouse.charts],
      ] as const
    ).map(
      ([label, { median: m }]) =>
        `| ${label} | ${m.score} | ${Math.round(m.tbt)} ms | ${(m.lcp / 1000).toFixed(2)} s | ${m.cls.toFixed(3)} | ${m.accessibility} |`,
    ),
    '',
    'Budgets:',
    '',
    formatVerdicts(verdicts),
  ];
  const report = lines.join('\n');
  console.log(`\n${report}`);
  printSearch(search);
  writeFileSync(join(OUT, 'bench.md'), `${report}\n`);
  writeFileSync(
    join(OUT, 'bench.json'),
    JSON.stringify(
      { date: new Date().toISOString(), build, stockBuild, weight, lighthouse, search, verdicts },
      null,
      2,
    ),
  );
  console.log('\nWritten: bench-results/bench.md and bench-results/bench.json');
}

void main();
