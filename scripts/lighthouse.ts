/**
 * `npm run lighthouse` (a measurement, not a test): Lighthouse's mobile preset
 * on pages of a built site behind the gzip server, median of several runs.
 *
 *   npm run lighthouse -- [/x/path/ …]            default: a plain page, the grid overview, the DataGrid API page
 *   LIGHTHOUSE_DIR=build-e2e npm run lighthouse   another build folder (default: build/)
 *   LIGHTHOUSE_RUNS=5 npm run lighthouse
 */
import { startServer } from './serve.mjs';
import { runLighthouse } from './bench/lighthouse';

const pages = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/x/introduction/installation/', '/x/react-data-grid/', '/x/api/data-grid/data-grid/'];
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

async function main() {
  const { url, close } = await startServer({ dir: process.env.LIGHTHOUSE_DIR ?? 'build', port: 0 });
  console.log(`\nLighthouse (mobile preset, gzip server, median of ${runs} runs)\n`);
  console.log('| page | performance | accessibility | CLS | LCP | TBT |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  try {
    for (const page of pages) {
      const { median: m } = await runLighthouse(new URL(page, url).href, runs);
      console.log(
        `| ${page} | ${m.score} | ${m.accessibility} | ${m.cls.toFixed(3)} | ${(m.lcp / 1000).toFixed(2)} s | ${Math.round(m.tbt)} ms |`,
      );
    }
  } finally {
    close();
  }
}

void main();
