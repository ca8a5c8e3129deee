#!/usr/bin/env node
// @ts-check
/**
 * `npm start`: the Docusaurus dev server, wired to a feedback receiver on
 * 127.0.0.1 so writers see the whole feedback loop locally. Arguments go to
 * `docusaurus start` unchanged (`npm start -- --locale zh`). Submissions land
 * in the local store; `npm run feedback:export` prints them as CSV.
 *
 * With FEEDBACK_ENDPOINT already set, no local receiver is started and the
 * dev server uses that endpoint.
 *
 * The dev server serves the current part of the site only (DOCS_PART=current,
 * src/navigation/buildParts.ts), which is what writers edit;
 * `npm start -- --all-versions` (or DOCS_ALL_VERSIONS=1) serves every version
 * in one, and `npm run build && npm run serve` is the whole site, every
 * version in both languages.
 *
 * Pages compile when a browser first opens them (src/plugins/site/lazyCompilation.ts);
 * `npm start -- --compile-all` compiles every page at start.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { configFromEnv } from './feedback-receiver/config.mjs';
import { createReceiver, FEEDBACK_PATH } from './feedback-receiver/receiver.mjs';

/** Our own flags; everything else goes to `docusaurus start`. */
const ALL_VERSIONS = '--all-versions';
const COMPILE_ALL = '--compile-all';
const allVersions = process.argv.includes(ALL_VERSIONS) || process.env.DOCS_ALL_VERSIONS === '1';
const compileAll = process.argv.includes(COMPILE_ALL);
const args = process.argv.slice(2).filter((arg) => arg !== ALL_VERSIONS && arg !== COMPILE_ALL);
const docusaurus = createRequire(import.meta.url).resolve('@docusaurus/core/bin/docusaurus.mjs');

/**
 * The value of `--name value`, `--name=value` or `-n value` in the dev server's arguments.
 * @param {string} long
 * @param {string} short
 */
function option(long, short) {
  for (const [index, arg] of args.entries()) {
    if (arg.startsWith(`${long}=`)) return arg.slice(long.length + 1);
    if (arg === long || arg === short) return args[index + 1];
  }
  return undefined;
}

/**
 * Origins the dev server can be opened at, which the receiver allows.
 * @returns {string[]}
 */
function devOrigins() {
  const port = option('--port', '-p') ?? process.env.PORT ?? '3000';
  const hosts = new Set([
    'localhost',
    '127.0.0.1',
    option('--host', '-h') ?? process.env.HOST ?? 'localhost',
  ]);
  return [...hosts].map((host) => `http://${host}:${port}`);
}

/** @type {Awaited<ReturnType<typeof createReceiver>> | undefined} */
let receiver;
const env = { ...process.env };
if (!process.env.FEEDBACK_ENDPOINT) {
  const config = configFromEnv({ FEEDBACK_PORT: '0', ...process.env });
  receiver = await createReceiver({ ...config, allowedOrigins: devOrigins() });
  const url = await receiver.listen(config.port, '127.0.0.1');
  env.FEEDBACK_ENDPOINT = `${url}${FEEDBACK_PATH}`;
  console.log(`[feedback] local receiver at ${env.FEEDBACK_ENDPOINT}, storing into ${config.storePath}`);
  console.log('[feedback] `npm run feedback:export` prints what it received as CSV');
}

if (allVersions) {
  env.DOCS_PART = 'all';
  console.log('[versions] serving every version (the archived ones too)');
} else {
  env.DOCS_PART = 'current';
  console.log(
    '[versions] serving the current version only, for a fast start: `npm start -- --all-versions` adds the ' +
      'archived versions; `npm run build && npm run serve` is the whole site (every version, both languages)',
  );
}

if (compileAll) env.DOCS_LAZY_COMPILATION = '0';
console.log(
  env.DOCS_LAZY_COMPILATION === '0'
    ? '[compile] compiling every page at start'
    : '[compile] a page compiles when it is first opened, for a fast start (src/plugins/site/lazyCompilation.ts): ' +
        '`npm start -- --compile-all` compiles every page at start',
);

const child = spawn(process.execPath, [docusaurus, 'start', ...args], { stdio: 'inherit', env });
// Pass a stop on to the dev server, and close the receiver once it has exited.
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
  process.on(signal, () => child.kill(signal));
child.on('exit', async (code, signal) => {
  await receiver?.close();
  process.exit(code ?? (signal ? 1 : 0));
});
