#!/usr/bin/env node
/**
 * End-to-end tests against the production build: serves build/ on 127.0.0.1
 * (gzip, base /x/) and runs e2e/*.test.mjs with node's test runner.
 * Prints node's summary (`ℹ pass N` / `ℹ fail N`) and exits non-zero on failure.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { startServer } from './serve.mjs';

if (!existsSync('build/index.html') || !existsSync('build/zh/index.html')) {
  console.error('e2e: no production build of both locales in build/. Run `npm run build` first.');
  process.exit(1);
}
const files = process.argv.slice(2);
const needsPwaBuild = files.length === 0 || files.some((file) => file.includes('serviceWorker'));
if (needsPwaBuild && !existsSync('build-pwa/index.html')) {
  console.error('e2e: no service-worker check build in build-pwa/. Run `npm run build:pwa` first.');
  process.exit(1);
}
if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
  console.error(
    'e2e: Chromium not found at /usr/bin/chromium. Install it with `apt-get install -y chromium`.',
  );
  process.exit(1);
}

const { url, close } = await startServer({ dir: 'build', port: 0 });
const child = spawn(
  process.execPath,
  ['--test', '--test-concurrency=1', '--test-reporter=spec', ...(files.length ? files : ['e2e/'])],
  { stdio: 'inherit', env: { ...process.env, E2E_BASE_URL: url } },
);
const code = await new Promise((resolve) => child.on('close', resolve));
close();
process.exit(code ?? 1);
