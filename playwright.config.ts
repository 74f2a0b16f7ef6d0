import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/find-chromium';

/** Browser tests in a real (system) Chromium against the app started by the fixtures in e2e/fixtures. */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two workers (these machines have two cores), each with its own studio on its own ports (e2e/fixtures/test.ts);
  // a file's tests stay in order on one worker.
  fullyParallel: false,
  workers: 2,
  // Real-time voice specs run one at a time: two speech pipelines at once on two loaded cores miss their turns.
  projects: [
    { name: 'realtime', testMatch: ['agents/**/*.spec.ts', 'realtime/**/*.spec.ts'], workers: 1 },
    { name: 'browser', testIgnore: ['agents/**', 'realtime/**'] },
  ],
  retries: 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    headless: true,
    launchOptions: { executablePath: await findChromium(), args: CHROMIUM_ARGS },
    // A failed test keeps its trace (actions, DOM snapshots, network, console), without the screencast: recording
    // the screen for every test cost a fifth of the run's CPU (the browser and GPU processes encoding frames), and a
    // failure's screenshot is taken below. `npx playwright test --trace on` records everything.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
});
