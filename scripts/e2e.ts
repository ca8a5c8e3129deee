/**
 * `npm run test:e2e`: the browser tests (@playwright/test, playwright.config.ts)
 * against the e2e build profile. Builds the profile into `build-e2e/` first
 * when it is missing or older than the sources (scripts/build-e2e.ts), so a
 * fresh clone needs only `npm install` and Debian's Chromium.
 *
 *   npm run test:e2e                              everything
 *   npm run test:e2e -- e2e/demos.spec.ts         one file (any Playwright arguments pass through)
 *   npm run test:e2e -- -g "react-charts"         tests whose title matches
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { buildE2e } from './build-e2e';
import { CHROMIUM_PATH } from './chromium';

if (!existsSync(CHROMIUM_PATH)) {
  console.error(
    `e2e: Chromium not found at ${CHROMIUM_PATH}. Install Debian's package: apt-get install -y chromium ` +
      '(or set CHROMIUM_PATH). Downloaded browsers are not used.',
  );
  process.exit(1);
}
const built = buildE2e();
if (built !== 0) {
  console.error('e2e: the e2e build failed; see the build output above.');
  process.exit(built);
}
const result = spawnSync('npx', ['--no-install', 'playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
