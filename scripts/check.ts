/**
 * `npm test`: the one aggregate check, run by people and CI alike. It runs the
 * package.json scripts — typecheck, lint (ESLint and Prettier), the unit tests
 * (jest), the feedback receiver and API reference tests (node:test), the
 * API-name check of the guides' prose, the translation check (every UI
 * string and label translated), the e2e
 * build profile and the browser tests (@playwright/test) — and judges each
 * suite by its exit code and the machine-readable report it writes into
 * `test-results/` (jest JSON, JUnit XML, Playwright JSON), never by reading
 * its console output. It ends with `N passed, N failed`, summed over every suite.
 *
 *   npm test                 everything (what CI runs)
 *   npm test -- --no-e2e     static checks and unit tests only (a quick local loop)
 *
 * Suites that do not depend on each other run two at a time (two cores);
 * each one's output is printed when it ends, under its name.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { readJest, readJunit, readPlaywright } from './testReports';

const RESULTS = 'test-results';

interface Outcome {
  name: string;
  passed: number;
  failed: number;
  seconds: number;
}

interface Suite {
  name: string;
  /** npm script and extra arguments. */
  script: string;
  args?: string[];
  /** Extra environment (node:test takes its reporters through NODE_OPTIONS, since npm appends arguments after the paths). */
  env?: Record<string, string>;
  /** Machine-readable report the suite writes, read after it ends. */
  report?: { file: string; read: (text: string) => { passed: number; failed: number } };
  /** Print its output live (long suites), instead of after it ends. */
  live?: boolean;
}

const junit = (name: string) => {
  const file = join(RESULTS, `${name}.xml`);
  const reporters = ['dot', 'stdout', 'junit', file].map((value, index) =>
    index % 2 === 0 ? `--test-reporter=${value}` : `--test-reporter-destination=${value}`,
  );
  return {
    env: { NODE_OPTIONS: [process.env.NODE_OPTIONS ?? '', ...reporters].join(' ').trim() },
    report: { file, read: readJunit },
  };
};

const STATIC: Suite[] = [
  { name: 'typecheck', script: 'typecheck' },
  { name: 'lint (ESLint, Prettier)', script: 'lint' },
];
const UNIT: Suite[] = [
  {
    name: 'unit tests (jest)',
    script: 'test:unit',
    args: ['--ci', '--silent', '--json', `--outputFile=${join(RESULTS, 'jest.json')}`],
    report: { file: join(RESULTS, 'jest.json'), read: readJest },
  },
  { name: 'feedback receiver tests', script: 'test:feedback', ...junit('feedback') },
  { name: 'API reference tests', script: 'test:api', ...junit('api') },
  // Every API name in the guides' prose exists in its version's API (scripts/apiNames); judged by its exit code.
  { name: 'API names in prose', script: 'api-names' },
  // Every UI string and label translated in every locale (scripts/translations); judged by its exit code.
  { name: 'translations (UI strings and labels)', script: 'translations', args: ['--check'] },
];
const BROWSER: Suite[] = [
  { name: 'build (e2e profile: all versions, en + zh)', script: 'build:e2e', live: true },
  {
    name: 'browser tests (Playwright)',
    script: 'test:e2e',
    live: true,
    report: { file: join(RESULTS, 'e2e.json'), read: readPlaywright },
  },
];

function run(suite: Suite): Promise<Outcome> {
  const started = Date.now();
  if (suite.report) rmSync(suite.report.file, { force: true });
  return new Promise((resolve) => {
    const args = ['run', '--silent', suite.script, ...(suite.args ? ['--', ...suite.args] : [])];
    const child = spawn('npm', args, {
      stdio: suite.live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...suite.env },
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    if (suite.live) console.log(`\n=== ${suite.name}`);
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      if (!suite.live) console.log(`\n=== ${suite.name}\n${output.trimEnd()}`);
      let counts = code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
      if (suite.report) {
        try {
          counts = suite.report.read(readFileSync(suite.report.file, 'utf8'));
        } catch {
          counts = { passed: 0, failed: 0 };
          console.log(`(no readable report at ${suite.report.file})`);
        }
        // A non-zero exit with no failed test (a crash, a failing hook) is one failure.
        if (code !== 0 && counts.failed === 0) counts.failed = 1;
      }
      resolve({ name: suite.name, ...counts, seconds });
    });
  });
}

/** Runs suites two at a time, in order. */
async function inPairs(suites: Suite[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (let index = 0; index < suites.length; index += 2) {
    outcomes.push(...(await Promise.all(suites.slice(index, index + 2).map(run))));
  }
  return outcomes;
}

async function main() {
  mkdirSync(RESULTS, { recursive: true });
  const outcomes = [...(await inPairs(STATIC)), ...(await inPairs(UNIT))];
  if (!process.argv.includes('--no-e2e')) {
    const [build, browser] = BROWSER as [Suite, Suite];
    const built = await run(build);
    outcomes.push(built);
    if (built.failed === 0 && existsSync('build-e2e/index.html')) {
      outcomes.push(await run(browser));
    } else {
      console.log('\n=== browser tests: not run, the build failed');
      outcomes.push({ name: browser.name, passed: 0, failed: 1, seconds: 0 });
    }
  }
  console.log('\n=== summary');
  for (const outcome of outcomes) {
    console.log(
      `${outcome.name.padEnd(44)} ${String(outcome.passed).padStart(5)} passed ${String(outcome.failed).padStart(4)} failed  ${outcome.seconds.toFixed(1)}s`,
    );
  }
  const passed = outcomes.reduce((sum, outcome) => sum + outcome.passed, 0);
  const failed = outcomes.reduce((sum, outcome) => sum + outcome.failed, 0);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

void main();
