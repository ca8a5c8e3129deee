/**
 * Browser tests (`npm run test:e2e`): @playwright/test driving Debian's
 * Chromium (never a downloaded browser) against the e2e build profile
 * (e2e/profile.ts), served with gzip on 127.0.0.1 like a real host.
 * `npm run test:e2e` builds the profile first when it is missing or stale.
 */
import { defineConfig } from '@playwright/test';
import { E2E_BASE_URL, E2E_BUILD_DIR, E2E_HOST, E2E_PORT } from './e2e/profile';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/e2e-artifacts',
  fullyParallel: true,
  // Two cores: one worker per core; each test gets its own browser context.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: E2E_BASE_URL,
    browserName: 'chromium',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
    viewport: { width: 1280, height: 800 },
    // The e2e build registers its service worker on 127.0.0.1; only the worker tests allow it.
    serviceWorkers: 'block',
    trace: 'off',
  },
  webServer: {
    command: `node scripts/serve.mjs --dir ${E2E_BUILD_DIR} --port ${E2E_PORT} --host ${E2E_HOST}`,
    url: `${E2E_BASE_URL}`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
