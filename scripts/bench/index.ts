/**
 * `npm run bench` (a measurement, never a test): one run on this machine that
 *
 * 1. builds this site as a reader gets it (every version, both locales), timing
 *    it and sampling its peak memory;
 * 2. builds a stock Docusaurus classic site with the same routes as the current
 *    version (stockSite.ts);
 * 3. measures, behind the gzip server, the JavaScript (gzip, as transferred) and
 *    the requests of a plain page on both;
 * 4. runs Lighthouse's mobile preset in interleaved rounds (5 by default): each
 *    round measures the stock plain page, this site's plain page, its demo pages
 *    (grid overview, charts axis, Date Picker, Rich Tree View selection) and the
 *    DataGrid API page, so drift on this shared machine hits every page alike;
 *    each figure is the median over the rounds, and each page's blocking time
 *    is compared with the stock plain page's;
 * 5. measures search;
 * 6. prints the figures and the budget verdicts (budgets.ts), and writes
 *    `bench-results/bench.json` and `bench-results/bench.md`.
 *
 *   npm run bench                       everything (about 35 minutes)
 *   LIGHTHOUSE_ROUNDS=3 npm run bench   fewer rounds
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startServer } from '../serve.mjs';
import { launchBrowser } from '../chromium';
import { evaluateBudgets, formatVerdicts, type BenchFigures } from './budgets';
import { lighthouseRun, medianOf, type PageFigures } from './lighthouse';
import { createStockSite, readSitemapPaths } from './stockSite';
import { measureSearch, printSearch } from './search';

const ROOT = resolve('.');
const OUT = join(ROOT, 'bench-results');
const OURS = join(OUT, 'x-docs');
const STOCK_SITE = join(OUT, 'stock-site');
const STOCK = join(OUT, 'stock-build');
const ROUNDS = Number(process.env.LIGHTHOUSE_ROUNDS ?? 5);

const PAGES = {
  plain: '/x/introduction/installation/',
  api: '/x/api/data-grid/data-grid/',
};

/** Guide pages with live demos: the grid overview, the page with the most charts, a picker, a tree view. */
const DEMO_PAGES = [
  { label: 'grid overview', path: '/x/react-data-grid/' },
  { label: 'charts axis (10 charts)', path: '/x/react-charts/axis/' },
  { label: 'Date Picker', path: '/x/react-date-pickers/date-picker/' },
  { label: 'Rich Tree View selection', path: '/x/react-tree-view/rich-tree-view/selection/' },
];

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

/**
 * A cold build (no persistent bundler cache), timed, with its peak memory:
 * `docusaurus build`, or for this site `npm run build`'s two parts and merge
 * (scripts/buildSite.ts).
 */
function timedBuild(cwd: string, outDir: string, command = ['docusaurus', 'build']) {
  rmSync(join(ROOT, 'node_modules', '.cache', 'rspack'), { recursive: true, force: true });
  rmSync(join(cwd, '.docusaurus'), { recursive: true, force: true });
  rmSync(outDir, { recursive: true, force: true });
  return new Promise<{ seconds: number; peakBytes: number }>((done, fail) => {
    const started = process.hrtime.bigint();
    const child = spawn('npx', ['--no-install', ...command, '--out-dir', outDir], {
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

interface Measured {
  label: string;
  path: string;
  site: 'ours' | 'stock';
  runs: PageFigures[];
}

/**
 * Lighthouse in interleaved rounds: every round measures every page once, in
 * the same order, so whatever else the machine does at a given moment weighs
 * on all pages alike. Returns each page's runs.
 */
async function interleavedLighthouse(): Promise<Measured[]> {
  const ours = await startServer({ dir: OURS, port: 0 });
  const stock = await startServer({ dir: STOCK, port: 0 });
  const pages: Measured[] = [
    { label: 'plain, stock', path: PAGES.plain, site: 'stock', runs: [] },
    { label: 'plain page', path: PAGES.plain, site: 'ours', runs: [] },
    ...DEMO_PAGES.map((page) => ({ ...page, site: 'ours' as const, runs: [] })),
    { label: 'DataGrid API page', path: PAGES.api, site: 'ours', runs: [] },
  ];
  try {
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const page of pages) {
        console.error(`[bench] Lighthouse round ${round}/${ROUNDS}: ${page.label} (${page.path})`);
        const base = page.site === 'ours' ? ours.url : stock.url;
        page.runs.push(await lighthouseRun(new URL(page.path, base).href));
      }
    }
  } finally {
    ours.close();
    stock.close();
  }
  return pages;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  console.error('[bench] building this site (every version, en + zh)…');
  const build = await timedBuild(ROOT, OURS, ['tsx', 'scripts/buildSite.ts']);
  console.error('[bench] building the stock site (same routes as the current version)…');
  const routes = readSitemapPaths(OURS);
  createStockSite(STOCK_SITE, routes, join(ROOT, 'node_modules'));
  const stockBuild = await timedBuild(STOCK_SITE, STOCK);

  const weight = { ours: await pageWeight(OURS, PAGES.plain), stock: await pageWeight(STOCK, PAGES.plain) };
  const measured = await interleavedLighthouse();
  const search = await measureSearch(OURS, ['en', 'zh']);

  const medianOfPage = (label: string) => medianOf(measured.find((page) => page.label === label)?.runs ?? []);
  const figures: BenchFigures = {
    plainJsGzip: { ours: weight.ours.scriptGzip, stock: weight.stock.scriptGzip },
    lighthouse: {
      stockPlain: medianOfPage('plain, stock'),
      plain: medianOfPage('plain page'),
      demoPages: DEMO_PAGES.map((page) => ({ ...page, figures: medianOfPage(page.label) })),
      api: medianOfPage('DataGrid API page'),
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
    `Lighthouse, mobile preset, ${ROUNDS} interleaved rounds, medians (gzip server); TBT also as a ratio to the stock plain page:`,
    '',
    '| page | performance | TBT | TBT / stock plain | TBT per round | LCP | CLS | accessibility |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...measured.map((page) => {
      const m = medianOf(page.runs);
      const perRound = page.runs.map((run) => Math.round(run.tbt)).join(', ');
      const share = (m.tbt / Math.max(figures.lighthouse.stockPlain.tbt, 1)).toFixed(2);
      return `| ${page.label} (${page.path}) | ${m.score} | ${Math.round(m.tbt)} ms | ${share}× | ${perRound} | ${(m.lcp / 1000).toFixed(2)} s | ${m.cls.toFixed(3)} | ${m.accessibility} |`;
    }),
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
      { date: new Date().toISOString(), build, stockBuild, weight, lighthouse: measured, search, verdicts },
      null,
      2,
    ),
  );
  console.log('\nWritten: bench-results/bench.md and bench-results/bench.json');
}

void main();
