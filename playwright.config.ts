// End-to-end tests in Debian's Chromium against `wrangler dev` with its own local D1.
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS } from './scripts/chromium.ts';

/** E2E_PORT lets two checkouts run their browser tests side by side. */
const E2E_PORT = Number(process.env.E2E_PORT ?? 8790);
export const E2E_STATE = '.wrangler/e2e-state';
/** Tokens are minted for real; nothing listens at this LiveKit URL, so connecting fails as it must here. */
const LIVEKIT = ['LIVEKIT_URL:ws://127.0.0.1:7881', 'LIVEKIT_API_KEY:e2e-key', 'LIVEKIT_API_SECRET:e2e-secret-e2e-secret-e2e-secret-00'];

/**
 * The specs that create calls and log consents. Every call comes from one client (127.0.0.1), whose calls
 * the Worker caps a minute and a day, and those specs spend them in an order they were written around:
 * they run one at a time, in file order, as they always have.
 */
const CALLS = /\/(call|call-panel|consent)\.spec\.ts$/;
const desktop = { ...devices['Desktop Chrome'], channel: undefined };

export default defineConfig({
  testDir: 'tests/e2e',
  // Two browsers at a time: a test mostly waits (on a page, on axe in the browser), so the second core is free.
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    launchOptions: {
      executablePath: CHROMIUM,
      args: [...CHROMIUM_FLAGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
    },
  },
  projects: [
    { name: 'calls', testMatch: CALLS, workers: 1, use: desktop },
    // Each of these tests has its own browser context and sends nothing to the API: any order, either worker.
    { name: 'desktop', testIgnore: CALLS, fullyParallel: true, use: desktop },
  ],
  webServer: {
    // A fresh local D1 every run: the day's call counts of one run (every call comes from 127.0.0.1,
    // one client) must not use up the next run's per-client cap.
    command: `rm -rf ${E2E_STATE} && node scripts/start.ts ${LIVEKIT.map((v) => `--var ${v}`).join(' ')}`,
    url: `http://127.0.0.1:${E2E_PORT}/`,
    env: { PORT: String(E2E_PORT), PERSIST_TO: E2E_STATE },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
