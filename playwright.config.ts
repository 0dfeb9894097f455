// End-to-end journeys in a real Chromium against the built server (docs/web.md, "End-to-end tests").
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
// E2E_BASE_URL points the journeys at a server that is already running (then none is started).
const externalBaseUrl = process.env.E2E_BASE_URL;
const baseURL = externalBaseUrl ?? `http://127.0.0.1:${PORT}`;
const isCI = Boolean(process.env.CI);

// A fresh data folder per run, so the server creates, migrates and seeds its demo catalogue. Set
// through the environment so that the worker processes, which load this file again, reuse it; the
// runner that made it removes it when it exits, after the server has stopped.
function runDataDir(): string {
  const inherited = process.env.E2E_DATA_DIR;
  if (inherited) return inherited;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spindle-e2e-'));
  process.env.E2E_DATA_DIR = dataDir;
  process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
  return dataDir;
}

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: true,
  forbidOnly: isCI,
  // A journey must pass on its first try (docs/web.md, "Journeys that hold on a slow machine"). On CI a
  // failure is run once more only to tell a flaky journey from a broken one: either fails the run.
  retries: isCI ? 1 : 0,
  failOnFlakyTests: isCI,
  workers: isCI ? 2 : undefined,
  reporter: isCI ? [['list'], ['html', { open: 'never' }]] : 'list',
  // Four times the 20 s that the slowest journey without a time limit of its own took on a busy 2-core
  // machine; the longer ones set theirs from their measured duration (setTimeoutFromMeasurement).
  timeout: 80_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        // The machines have Debian's Chromium; Playwright's own browser download is not available.
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: externalBaseUrl
    ? undefined
    : {
        command: 'node scripts/start.ts',
        url: `${baseURL}/api/health`,
        env: {
          PORT: String(PORT),
          HOST: '127.0.0.1',
          NODE_ENV: 'production',
          LOG_LEVEL: 'warn',
          DATA_DIR: runDataDir(),
          // As behind a local proxy: a journey may say which client address a request comes from
          // (e2e/sign-in-link.e2e.ts: a distributed attack); the browser's own requests carry no
          // X-Forwarded-For, so they stay 127.0.0.1.
          TRUST_PROXY: 'loopback',
          // Third-party tags configured for every journey (e2e/consent.e2e.ts): they load only after
          // consent, the fixtures refuse it by default, and a journey that gives it answers the tag
          // hosts locally (stubThirdPartyHosts in e2e/fixtures.ts). Same values as E2E_TAGS there.
          GTM_ID: 'GTM-E2E0001',
          PLAUSIBLE_DOMAIN: 'spindle.example',
          CRISP_WEBSITE_ID: '7598bf86-9ebb-4bc8-8ad9-ff6a8f1d1d8f',
        },
        reuseExistingServer: !isCI,
        // The first start builds the web app when needed, then creates and seeds the database.
        timeout: 240_000,
        stdout: 'pipe',
        stderr: 'pipe',
      },
});
