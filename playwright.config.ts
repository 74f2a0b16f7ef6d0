import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findTestChromium } from './scripts/find-chromium';

/** Browser tests in a real (system) Chromium against the app started by the fixtures in e2e/fixtures. */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Three workers, each with its own studio on its own ports (e2e/fixtures/test.ts); a file's tests stay in order
  // on one worker. These machines have two cores, but the tests also wait (real-time audio, timers, the studio's
  // answers): with two workers in the headless shell the cores were 79 % busy, with three 94 %, and the browser
  // tests took 226 s instead of 258.
  fullyParallel: false,
  workers: 3,
  // Real-time voice specs run one at a time: two speech pipelines at once on two loaded cores miss their turns.
  projects: [
    { name: 'realtime', testMatch: ['agents/**/*.spec.ts', 'realtime/**/*.spec.ts'], workers: 1 },
    { name: 'browser', testIgnore: ['agents/**', 'realtime/**'] },
  ],
  retries: 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    headless: true,
    launchOptions: { executablePath: await findTestChromium(), args: CHROMIUM_ARGS },
    // No trace by default: recording one for every test (to keep only the failures') cost a seventh of the run's
    // wall time, and a failure still leaves its screenshot and error context (the page's accessibility snapshot).
    // `npx playwright test --trace retain-on-failure` (or `on`) records them when a failure needs its timeline.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
