import { defineConfig } from '@playwright/test';
import path from 'node:path';
import base from '../../playwright.config';
import { CHROMIUM_ARGS } from '../../scripts/find-chromium';
import { FIXTURES_DIR } from '../fixtures/workspace-page';
import { SMOKE } from './support/demo-mode';

/**
 * `npm run demo`: the demo stories at a human pace, each recorded (a video where Debian's ffmpeg is installed,
 * always a captioned storyboard) into demos/output/. `DEMO_MODE=smoke` runs them fast, as `npm test` does.
 * Chromium's fake microphone plays a speech fixture, so recording and calibrating hear a voice.
 */
const SIZE = { width: 1280, height: 800 };
/** The browser tests' configuration (same Chromium, workers, reporters), with the demos' pace, size and microphone. */
export default defineConfig<unknown, { shareStudio: boolean }>({
  ...base,
  projects: undefined,
  testDir: '.',
  testMatch: '*.demo.ts',
  globalSetup: '../global-setup.ts',
  outputDir: path.join('..', '..', 'test-results', 'demos'),
  timeout: SMOKE ? 180_000 : 600_000,
  expect: { timeout: 15_000 },
  use: {
    ...base.use,
    viewport: SIZE,
    launchOptions: {
      ...base.use?.launchOptions,
      args: [...CHROMIUM_ARGS, `--use-file-for-fake-audio-capture=${FIXTURES_DIR}/speech.wav`],
    },
    // A recorded story shows the seeded demo account, so it gets a studio of its own; smoke runs share one.
    shareStudio: SMOKE,
  },
});
