import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests of the built app in Debian's Chromium (never a downloaded browser). Each worker starts
 * its own server exactly as `npm start` serves it, on its own port and a fresh data directory
 * (e2e/support/app-server.ts, the `baseURL` of its tests), so files run on E2E_WORKERS workers
 * (default 2) that share nothing.
 */
const workers = Number(process.env.E2E_WORKERS ?? 2);

export default defineConfig({
  testDir: 'e2e',
  // The scale-out rehearsal runs against its own topology (scripts/scale-out.sh).
  testIgnore: '**/scale-out/**',
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
