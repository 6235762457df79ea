import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
/** A running stack to test instead of starting one (e.g. `E2E_BASE_URL=http://localhost:3000`). */
const existing = process.env.E2E_BASE_URL;

export default defineConfig({
  testDir: './tests',
  // The API killed mid-write and a remote redeployed alone run with `npm run test:reliability` (and in CI).
  // The journey of the compose stack runs only with `npm run test:stack` (ZABER_STACK=1), and then alone.
  // The pixel comparison runs only with `npm run test:visual` (ZABER_VISUAL=1), alone on its own data.
  testIgnore: [
    ...(process.env.ZABER_RELIABILITY === '1' ? [] : ['**/reliability/**']),
    ...(process.env.ZABER_STACK === '1' ? [] : ['**/stack/**']),
    ...(process.env.ZABER_VISUAL === '1' ? [] : ['**/visual/**']),
  ],
  ...(process.env.ZABER_STACK === '1' ? { testMatch: 'stack/**/*.spec.ts' } : {}),
  ...(process.env.ZABER_VISUAL === '1' ? { testMatch: 'visual/**/*.spec.ts' } : {}),
  outputDir: '../.reports/e2e-artifacts',
  // The visual comparison's reference images: taken on the base revision by `npm run test:visual`.
  ...(process.env.VISUAL_SNAPSHOTS ? { snapshotPathTemplate: `${process.env.VISUAL_SNAPSHOTS}/{arg}{ext}` } : {}),
  fullyParallel: true,
  workers: process.env.ZABER_VISUAL === '1' ? 1 : 2,
  retries: 0,
  // A budget, not a speed goal: on two cores shared by two browsers' workers, the API and the five
  // servers, the longest single-page tests took 27–35 s (speed lives in `npm run bench`).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: existing ?? `http://localhost:${port}`,
    locale: 'cs-CZ',
    timezoneId: 'Europe/Prague',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: existing
    ? undefined
    : {
        // Production builds (rebuilt only when their sources changed), served as separate origins.
        command: 'node ../scripts/build.mjs && node ../scripts/serve.mjs',
        url: `http://localhost:${port}/healthz`,
        timeout: 15 * 60_000,
        reuseExistingServer: false,
        // The real API on a fresh embedded database for every run.
        env: {
          ZABER_PORT: String(port),
          ZABER_QUIET: '1',
          PGLITE_DIR: path.join(os.tmpdir(), `zaber-e2e-${process.pid}-${Date.now()}`),
          DATABASE_URL: '',
          REDIS_URL: '',
          // The journeys check the server's HTML: a loaded machine must not push a page to the browser's render.
          SSR_BUDGET_MS: '5000',
        },
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
