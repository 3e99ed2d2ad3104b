import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests in Debian's Chromium against the real stack: the API on in-memory PGlite with
 * a seeded catalog, the BFF, and the built web app served by `vite preview`. Ports sit apart
 * from the development defaults so a running `pnpm start` does not get in the way.
 */
// E2E_PORT_OFFSET lets two runs share a machine (other ports, and a build directory of its own).
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const ports = { api: 3101 + offset, bff: 4101 + offset, web: 5174 + offset };
const artifacts = offset === 0 ? './artifacts' : `./artifacts/run-${offset}`;
// The web app's build without its type check (`pnpm test` has just run `pnpm typecheck`), keeping
// the bundle budget (report-bundle.mjs).
const buildWeb =
  offset === 0
    ? 'pnpm --filter @novel/web exec vite build && pnpm --filter @novel/web exec node scripts/report-bundle.mjs && pnpm --filter @novel/web exec vite preview'
    : `pnpm --filter @novel/web exec vite build --outDir dist-e2e-${offset} && pnpm --filter @novel/web exec vite preview --outDir dist-e2e-${offset}`;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const launchOptions = {
  executablePath: chromium,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

export default defineConfig({
  testDir: './tests',
  outputDir: `${artifacts}/test-results`,
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: `${artifacts}/report`, open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${ports.web}`,
    // Recording a trace for every test cost a quarter of the suite's time (2026-11-25, .ci/BENCHMARKS.md);
    // CI retries a failed test once and records that retry. Locally: `pnpm exec playwright test --trace on`.
    trace: 'on-first-retry',
    // The app's service worker precaches the whole app in every new browser context: three specs
    // took 4.2 min with it and 2.9 without (.ci/BENCHMARKS.md, 2026-11-29). Only offline.spec.ts,
    // which is about it, lets it run.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'phone',
      // Desktop-only journeys (numbered pages, arrow keys) do not exist on a phone. Checks that come
      // out the same on any screen (headers, server messages, a language switch, the manifest) are
      // tagged @any-screen and run once, on the desktop, to keep the suite's time down.
      grepInvert: /@desktop-only|@any-screen/,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, browserName: 'chromium', launchOptions },
    },
    {
      name: 'desktop',
      // Phone-only journeys (infinite scroll, touch gestures) do not exist on a desktop.
      grepInvert: /@phone-only/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, browserName: 'chromium', launchOptions },
    },
  ],
  webServer: [
    {
      command: 'pnpm --filter @novel/api exec tsx src/server.ts',
      url: `http://127.0.0.1:${ports.api}/readyz`,
      env: {
        API_PORT: String(ports.api),
        DATA_DIR: 'memory://',
        SEED_BOOKS: '120',
        LOG_LEVEL: 'warn',
        MIN_READ_SECONDS_FOR_REWARD: '1',
        MIN_READ_SECONDS_FOR_COMPLETION: '1',
        // A few seconds of reading make a streak day (statistics.spec.ts); the default is 5 minutes.
        STREAK_MIN_MINUTES: '0.1',
        LOGIN_MAX_FAILURES_PER_ADDRESS: '1000',
        // Every test registers readers, all from 127.0.0.1.
        REGISTRATIONS_PER_ADDRESS_PER_HOUR: '100000',
        // The BFF on loopback passes the reader's address on; the API believes it only from there.
        TRUST_PROXY: 'loopback',
        OPENAPI_UI: 'false',
        DATABASE_URL: '',
      },
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: 'pnpm --filter @novel/bff exec tsx src/server.ts',
      url: `http://127.0.0.1:${ports.bff}/healthz`,
      // Vite's preview server fronts the BFF on loopback (as in `pnpm start`).
      env: { BFF_PORT: String(ports.bff), API_URL: `http://127.0.0.1:${ports.api}`, LOG_LEVEL: 'warn', REDIS_URL: '', TRUST_PROXY: 'loopback' },
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: `${buildWeb} --port ${ports.web} --strictPort --host 127.0.0.1`,
      url: `http://127.0.0.1:${ports.web}/login`,
      env: { BFF_URL: `http://127.0.0.1:${ports.bff}` },
      reuseExistingServer: false,
      timeout: 180_000,
    },
  ],
});
