/**
 * `npm run build:e2e`: builds the e2e profile (e2e/profile.ts) — every
 * version, both locales — into `build-e2e/`, unless the folder already holds
 * a build of the same inputs. The fingerprint covers
 * the profile and every file the build reads (docs, translations, site code,
 * config, lockfile), so an edited page or component rebuilds and a test-only
 * change does not.
 *
 *   npm run build:e2e             build when missing or stale
 *   npm run build:e2e -- --force  always build
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from './buildSite';
import { E2E_BUILD_DIR, E2E_BUILD_ENV, E2E_CLEARED_ENV } from '../e2e/profile';

/** What the build reads, from the site root. */
const INPUTS = [
  'docs',
  'versioned_docs',
  'versioned_sidebars',
  'i18n',
  'src',
  'static',
  'docusaurus.config.ts',
  'sidebars.ts',
  'versions.json',
  'package-lock.json',
  'tsconfig.json',
  'e2e/profile.ts',
  'scripts/buildSite.ts',
];
const STAMP = join(E2E_BUILD_DIR, '.e2e-fingerprint');

/** Tests and snapshots beside the code are not read by the build. */
const isBuildInput = (path: string) => !/\.test\.(ts|tsx|mjs)$/.test(path);

function files(entry: string): string[] {
  if (!existsSync(entry)) return [];
  if (statSync(entry).isFile()) return [entry];
  return readdirSync(entry, { recursive: true, encoding: 'utf8' })
    .map((name) => join(entry, name))
    .filter((path) => statSync(path).isFile());
}

export function inputFingerprint(): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(E2E_BUILD_ENV));
  for (const path of INPUTS.flatMap(files).filter(isBuildInput).sort()) {
    hash.update(path);
    hash.update(readFileSync(path));
  }
  return hash.digest('hex');
}

export function e2eBuildIsFresh(fingerprint = inputFingerprint()): boolean {
  return (
    existsSync(join(E2E_BUILD_DIR, 'index.html')) &&
    existsSync(join(E2E_BUILD_DIR, 'zh', 'index.html')) &&
    existsSync(STAMP) &&
    readFileSync(STAMP, 'utf8') === fingerprint
  );
}

/** Builds the profile when needed; returns the build's exit code (0 when it was fresh). */
export function buildE2e({ force = false } = {}): number {
  const fingerprint = inputFingerprint();
  if (!force && e2eBuildIsFresh(fingerprint)) {
    console.log(`${E2E_BUILD_DIR}/ is up to date with the sources (e2e profile); not rebuilding.`);
    return 0;
  }
  console.log(`Building the e2e profile into ${E2E_BUILD_DIR}/ (every version, en + zh)…`);
  const cleared = new Set<string>(E2E_CLEARED_ENV);
  const env: NodeJS.ProcessEnv = {
    ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !cleared.has(name))),
    ...E2E_BUILD_ENV,
  };
  const code = buildSite(E2E_BUILD_DIR, [], env);
  if (code === 0) writeFileSync(STAMP, fingerprint);
  return code;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(buildE2e({ force: process.argv.includes('--force') }));
}
