import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_BASE_URL, E2E_PORT, OPERATOR_TOKEN } from './e2e/support/env';

const CI = !!process.env.CI;
const webDist = path.resolve(process.env.E2E_WEB_DIST ?? 'apps/web/dist');

/**
 * Browser tests (e2e/) on the system Chromium against the real server on PGlite with a fresh data
 * directory per run (e2e/support/server.ts). E2E_WEB_DIST points at another build; E2E_PORT moves
 * the port; E2E_OUTPUT_DIR moves the failure artefacts.
 */
export default defineConfig({
  testDir: 'e2e',
  // Failure artefacts (traces, error context). E2E_OUTPUT_DIR keeps parallel runs on one tree apart.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results/e2e',
  fullyParallel: false,
  forbidOnly: CI,
  // Three browsers on two cores: a test spends much of its time waiting (for the server, a timer, a
  // page's scripts), and the CPU stays busier than with two (docs/decisions/051).
  workers: 3,
  retries: CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: 'list',
  use: {
    baseURL: E2E_BASE_URL,
    // An English browser: Thai must still be the default (spec 2), not follow navigator.language.
    locale: 'en-US',
    timezoneId: 'Asia/Bangkok',
    // The store honours reduced motion (no carousel autoplay, no transitions): fewer frames to paint
    // on a CPU shared with the other tests (docs/decisions/051). A test of motion would turn it back
    // on with page.emulateMedia({ reducedMotion: "no-preference" }).
    reducedMotion: 'reduce',
    // CI: a trace of the retry of a failed test only. Recording every test (screenshots and DOM
    // snapshots of each step) cost a fifth of Chromium's CPU (docs/decisions/051).
    trace: CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } }],
  webServer: {
    command: 'node --import tsx e2e/support/server.ts',
    url: `${E2E_BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 90_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      WEB_DIST: webDist,
      OPERATOR_TOKEN,
      LOG_LEVEL: 'warn',
    },
  },
});
