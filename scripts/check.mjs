#!/usr/bin/env node
/**
 * The one aggregate check (`npm test`): typecheck, lint and format, unit
 * tests, the API reference check (generated pages equal the installed
 * packages' declarations), the full production build (every version, both locales), and the
 * end-to-end tests in Chromium against that build. Ends with
 * `N passed, N failed` summed over every suite.
 *
 *   npm test                  everything (what CI runs)
 *   npm test -- --skip-build  reuse existing build/ and build-pwa/ (a faster local loop)
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { E2E_FEEDBACK_ENDPOINT } from '../e2e/feedbackEndpoint.mjs';
import { E2E_AD_LIST_URL, E2E_AD_SCRIPT_URL } from '../e2e/adEndpoints.mjs';

const skipBuild = process.argv.includes('--skip-build');

// The build the browser tests run against: feedback goes to a placeholder endpoint that
// e2e/feedback.test.mjs routes to a receiver it starts, and pages get "Edit this page".
process.env.FEEDBACK_ENDPOINT = E2E_FEEDBACK_ENDPOINT;
// Ads load from placeholder addresses that the browser tests answer (e2e/adEndpoints.mjs).
process.env.AD_SCRIPT_URL = E2E_AD_SCRIPT_URL;
process.env.AD_LIST_URL = E2E_AD_LIST_URL;
process.env.DOCS_EDIT_URL ??= 'https://github.com/mui/mui-x/edit/master/';
const results = [];

function run(command, args, { capture = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: capture ? ['ignore', 'pipe', 'inherit'] : 'inherit' });
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

async function step(name, command, args) {
  console.log(`\n=== ${name}`);
  const started = Date.now();
  const { code } = await run(command, args);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ name, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, seconds });
  return code === 0;
}

const npx = (bin, ...args) => ['npx', ['--no-install', bin, ...args]];

await step('typecheck', ...npx('tsc', '-p', 'tsconfig.json', '--noEmit'));
await step('lint', ...npx('eslint', '.', '--max-warnings=0'));
await step('format', ...npx('prettier', '--check', '.'));

console.log('\n=== unit tests (jest)');
{
  const report = 'test-results/jest.json';
  mkdirSync('test-results', { recursive: true });
  rmSync(report, { force: true });
  const started = Date.now();
  // Prettier (used by the demo build step) loads its parsers with import(), which jest runs only with vm modules.
  const { code } = await run(process.execPath, [
    '--experimental-vm-modules',
    'node_modules/jest/bin/jest.js',
    '--ci',
    '--json',
    `--outputFile=${report}`,
  ]);
  let passed = 0;
  let failed = code === 0 ? 0 : 1;
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    passed = json.numPassedTests;
    failed =
      json.numFailedTests +
      json.numRuntimeErrorTestSuites +
      (code !== 0 && json.numFailedTests === 0 ? 1 : 0);
  } catch {
    // No report: jest itself failed to start; counted as one failure above.
  }
  results.push({ name: 'unit tests', passed, failed, seconds: ((Date.now() - started) / 1000).toFixed(1) });
}

console.log('\n=== feedback receiver tests (node:test, with the load check)');
{
  const started = Date.now();
  const { code, output } = await run(
    process.execPath,
    ['--test', '--test-reporter=spec', 'scripts/feedback-receiver/'],
    { capture: true },
  );
  const count = (label) => Number(output.match(new RegExp(`ℹ ${label} (\\d+)`))?.[1] ?? 0);
  let failed = count('fail') + count('cancelled');
  if (code !== 0 && failed === 0) failed = 1;
  results.push({
    name: 'feedback receiver tests',
    passed: count('pass'),
    failed,
    seconds: ((Date.now() - started) / 1000).toFixed(1),
  });
}

console.log('\n=== API reference tests (node:test: generator modules, drift check, page count, spot checks)');
{
  const started = Date.now();
  const { code, output } = await run(process.execPath, ['--test', '--test-reporter=spec', 'scripts/api/'], {
    capture: true,
  });
  const count = (label) => Number(output.match(new RegExp(`ℹ ${label} (\\d+)`))?.[1] ?? 0);
  let failed = count('fail') + count('cancelled');
  if (code !== 0 && failed === 0) failed = 1;
  results.push({
    name: 'API reference tests',
    passed: count('pass'),
    failed,
    seconds: ((Date.now() - started) / 1000).toFixed(1),
  });
}

/** Without the ad addresses: the service-worker test opens its pages without the harness that answers them. */
function buildForServiceWorkerCheck() {
  delete process.env.AD_SCRIPT_URL;
  delete process.env.AD_LIST_URL;
  return step('build (service-worker check, en)', 'npm', ['run', '--silent', 'build:pwa']);
}

const built = skipBuild
  ? true
  : (await step('build (all versions, en + zh)', 'npx', ['--no-install', 'docusaurus', 'build'])) &&
    // The service-worker test needs a build whose production host is 127.0.0.1.
    (await buildForServiceWorkerCheck());

console.log('\n=== end-to-end tests (Chromium, production build)');
if (built) {
  const started = Date.now();
  const { code, output } = await run(process.execPath, ['scripts/e2e.mjs'], { capture: true });
  const count = (label) => Number(output.match(new RegExp(`ℹ ${label} (\\d+)`))?.[1] ?? 0);
  let failed = count('fail') + count('cancelled');
  if (code !== 0 && failed === 0) failed = 1;
  results.push({
    name: 'e2e tests',
    passed: count('pass'),
    failed,
    seconds: ((Date.now() - started) / 1000).toFixed(1),
  });
} else {
  console.log('skipped: the build failed');
  results.push({ name: 'e2e tests', passed: 0, failed: 1, seconds: '0.0' });
}

console.log('\n=== summary');
for (const result of results) {
  console.log(
    `${result.name.padEnd(34)} ${String(result.passed).padStart(4)} passed ${String(result.failed).padStart(3)} failed  ${result.seconds}s`,
  );
}
const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
