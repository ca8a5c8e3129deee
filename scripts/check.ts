/**
 * `npm test`: the one aggregate check, run by people and CI alike. It runs the
 * package.json scripts — typecheck, lint (ESLint and Prettier), the unit tests
 * (jest), the feedback receiver and API reference tests (node:test), the
 * API-name check of the guides' prose, the
 * translation check (every UI string and label translated), the e2e build
 * profile, the site check (every built page read as HTML) and the browser
 * tests (@playwright/test) — and judges each suite by its exit code and the
 * machine-readable report it writes into `test-results/` (jest JSON, JUnit
 * XML, Playwright JSON), never by reading its console output. It ends with a
 * table of the suites' times and `N passed, N failed`, summed over every suite.
 *
 *   npm test                 everything (what CI runs)
 *   npm test -- --no-e2e     no build, site check or browser tests (a quick local loop)
 *   npm test -- --jobs 1     one suite at a time (default: 2, one per core; CHECK_JOBS too)
 *
 * Suites run two at a time (scripts/schedule.ts): the build, which the site
 * check and the browser tests wait for, starts first, and the other suites
 * run beside it. A suite's output is printed when it ends, under its name;
 * the build and the browser tests print theirs live.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { runJobs, type Job } from './schedule';
import { minutes, readJest, readJunit, readPlaywright } from './testReports';

const RESULTS = 'test-results';

interface Outcome {
  name: string;
  passed: number;
  failed: number;
  /** Seconds after the start of `npm test` at which the suite started. */
  start: number;
  seconds: number;
  /** Why it did not run. */
  skipped?: string;
}

interface Suite extends Job {
  /** npm script and extra arguments. */
  script: string;
  args?: string[];
  /** Extra environment (node:test takes its reporters through NODE_OPTIONS, since npm appends arguments after the paths). */
  env?: Record<string, string>;
  /** Machine-readable report the suite writes, read after it ends. */
  report?: { file: string; read: (text: string) => { passed: number; failed: number } };
  /** Print its output live (long suites), instead of after it ends. */
  live?: boolean;
  /** What the suite needs besides its prerequisites: a file of the build. */
  requires?: string;
  /** Left out by `--no-e2e`. */
  e2e?: boolean;
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

const BUILD = 'build (e2e profile: all versions, en + zh)';

/**
 * Every suite, with the seconds it took in a full run on the 2-core machine
 * (README, Tests); the schedule starts the longest chain first.
 */
const SUITES: Suite[] = [
  { name: 'typecheck', script: 'typecheck', seconds: 70 },
  { name: 'lint (ESLint, Prettier)', script: 'lint', seconds: 60 },
  {
    name: 'unit tests (jest)',
    script: 'test:unit',
    args: ['--ci', '--silent', '--json', `--outputFile=${join(RESULTS, 'jest.json')}`],
    report: { file: join(RESULTS, 'jest.json'), read: readJest },
    seconds: 40,
  },
  { name: 'feedback receiver tests', script: 'test:feedback', ...junit('feedback'), seconds: 5 },
  { name: 'API reference tests', script: 'test:api', ...junit('api'), seconds: 25 },
  // Every API name in the guides' prose exists in its version's API (scripts/apiNames); judged by its exit code.
  { name: 'API names in prose', script: 'api-names', seconds: 5 },
  // Every UI string and label translated in every locale (scripts/translations); judged by its exit code.
  { name: 'translations (UI strings and labels)', script: 'translations', args: ['--check'], seconds: 5 },
  { name: BUILD, script: 'build:e2e', live: true, e2e: true, seconds: 240 },
  {
    name: 'site check (every built page, as HTML)',
    script: 'check:site',
    args: ['--junit', join(RESULTS, 'site.xml')],
    report: { file: join(RESULTS, 'site.xml'), read: readJunit },
    needs: [BUILD],
    requires: 'build-e2e/index.html',
    e2e: true,
    seconds: 15,
  },
  {
    name: 'Markdown and llms.txt (built files)',
    script: 'check:markdown',
    ...junit('markdown'),
    env: { ...junit('markdown').env, MARKDOWN_CHECK_DIR: 'build-e2e' },
    needs: [BUILD],
    requires: 'build-e2e/index.html',
    e2e: true,
    seconds: 20,
  },
  {
    name: 'browser tests (Playwright)',
    script: 'test:e2e',
    live: true,
    report: { file: join(RESULTS, 'e2e.json'), read: readPlaywright },
    needs: [BUILD],
    requires: 'build-e2e/index.html',
    e2e: true,
    seconds: 300,
  },
];

const started = Date.now();
const sinceStart = () => (Date.now() - started) / 1000;

function run(suite: Suite): Promise<Outcome> {
  const start = sinceStart();
  if (suite.report) rmSync(suite.report.file, { force: true });
  if (suite.requires && !existsSync(suite.requires)) {
    console.log(`\n=== ${suite.name}: not run, ${suite.requires} is missing`);
    return Promise.resolve({ name: suite.name, passed: 0, failed: 1, start, seconds: 0 });
  }
  return new Promise((resolve) => {
    const args = ['run', '--silent', suite.script, ...(suite.args ? ['--', ...suite.args] : [])];
    const child = spawn('npm', args, {
      stdio: suite.live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...suite.env },
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    if (suite.live) console.log(`\n=== ${suite.name} (started at ${start.toFixed(0)} s)`);
    child.on('close', (code) => {
      const seconds = sinceStart() - start;
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
      resolve({ name: suite.name, ...counts, start, seconds });
    });
  });
}

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

/** The suites' table: counts, when each started and how long it took, in the order they started. */
function printTable(outcomes: Outcome[]): void {
  console.log('\n=== summary (suite times; two at a time, the longest chain first)');
  console.log(
    `${'suite'.padEnd(44)} ${'passed'.padStart(6)} ${'failed'.padStart(6)}  ${'start'.padStart(6)} ${'time'.padStart(6)}`,
  );
  for (const outcome of [...outcomes].sort((a, b) => a.start - b.start)) {
    const time = outcome.skipped ? `not run: ${outcome.skipped}` : minutes(outcome.seconds).padStart(6);
    console.log(
      `${outcome.name.padEnd(44)} ${String(outcome.passed).padStart(6)} ${String(outcome.failed).padStart(6)}  ${minutes(outcome.start).padStart(6)} ${time}`,
    );
  }
  console.log(
    `${'total (wall clock)'.padEnd(44)} ${''.padStart(6)} ${''.padStart(6)}  ${''.padStart(6)} ${minutes(sinceStart()).padStart(6)}`,
  );
}

async function main() {
  mkdirSync(RESULTS, { recursive: true });
  const jobs = Number(option('--jobs') ?? process.env.CHECK_JOBS ?? 2);
  const suites = process.argv.includes('--no-e2e') ? SUITES.filter((suite) => !suite.e2e) : SUITES;
  const ended = await runJobs(suites, jobs, run, (outcome) => outcome.failed === 0);
  const outcomes: Outcome[] = ended.map((entry) => {
    if (entry.ran) return entry.result;
    console.log(`\n=== ${entry.job}: not run, ${entry.blockedBy} failed`);
    return {
      name: entry.job,
      passed: 0,
      failed: 1,
      start: sinceStart(),
      seconds: 0,
      skipped: `${entry.blockedBy} failed`,
    };
  });
  printTable(outcomes);
  const passed = outcomes.reduce((sum, outcome) => sum + outcome.passed, 0);
  const failed = outcomes.reduce((sum, outcome) => sum + outcome.failed, 0);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

void main();
