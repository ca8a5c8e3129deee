/**
 * `npm run start:time` (a measurement, never a test): how long the writer's
 * loop takes to be ready. It runs `npm start` (scripts/start.mjs) on a port of
 * its own, and times each start from the command to the moment
 * `/x/react-data-grid/` has rendered in Chromium (its h1 "Data Grid" visible):
 * the dev server has compiled, and the page works. Then it stops the server
 * and starts again; it prints every run and the median.
 *
 *   npm run start:time                              3 starts, the default dev server
 *   npm run start:time -- --runs 5                  5 starts
 *   npm run start:time -- --cold                    empty Docusaurus's caches before each start
 *   npm run start:time -- -- --all-versions         arguments after a second `--` go to `npm start`
 *
 * START_TIME_PORT sets the port (default 3999).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser } from './chromium';

const PORT = Number(process.env.START_TIME_PORT ?? 3999);
const PAGE = `http://127.0.0.1:${PORT}/x/react-data-grid/`;
const TIMEOUT_MS = 10 * 60_000;
/** What `docusaurus clear` removes, the dev server's persistent cache among it. */
const CACHES = ['.docusaurus', join('node_modules', '.cache')];

const args = process.argv.slice(2);
const separator = args.indexOf('--');
const own = separator === -1 ? args : args.slice(0, separator);
const forwarded = separator === -1 ? [] : args.slice(separator + 1);
const runs = Number(own[own.indexOf('--runs') + 1] ?? 3) || 3;
const cold = own.includes('--cold');

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.pid === undefined) return resolve();
    child.once('exit', () => resolve());
    // The server runs in its own process group (detached): stop the whole group, and only it.
    process.kill(-child.pid, 'SIGTERM');
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function oneStart(): Promise<number> {
  if (cold) for (const path of CACHES) rmSync(path, { recursive: true, force: true });
  const browser = await launchBrowser();
  const started = Date.now();
  const child = spawn(
    'npm',
    ['start', '--', '--port', String(PORT), '--host', '127.0.0.1', '--no-open', ...forwarded],
    {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let log = '';
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  try {
    const page = await browser.newPage();
    for (;;) {
      if (Date.now() - started > TIMEOUT_MS)
        throw new Error(`not ready after ${TIMEOUT_MS / 1000} s:\n${log}`);
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${log}`);
      const response = await page.goto(PAGE, { waitUntil: 'load', timeout: 30_000 }).catch(() => null);
      if (response?.ok()) {
        const rendered = await page
          .getByRole('heading', { level: 1, name: 'Data Grid' })
          .waitFor({ state: 'visible', timeout: 30_000 })
          .then(() => true)
          .catch(() => false);
        if (rendered) return (Date.now() - started) / 1000;
      }
      await sleep(250);
    }
  } finally {
    await stop(child);
    await browser.close();
  }
}

async function main(): Promise<void> {
  const times: number[] = [];
  for (let run = 1; run <= runs; run += 1) {
    const seconds = await oneStart();
    times.push(seconds);
    console.log(`start ${run}: ready in ${seconds.toFixed(1)} s${cold ? ' (caches emptied first)' : ''}`);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  console.log(`median of ${runs}: ${median.toFixed(1)} s (npm start ${forwarded.join(' ')})`.trimEnd());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
