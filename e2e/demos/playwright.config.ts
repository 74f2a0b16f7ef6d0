import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';
import { demoProject } from './demo-project';

/**
 * `npm run demo`: the demo stories at a human pace, each recorded (a video where Debian's ffmpeg is installed,
 * always a captioned storyboard) into demos/output/. `DEMO_MODE=smoke` runs them fast; `npm test` runs them so
 * beside the browser tests (playwright.config.ts).
 */
export default defineConfig<unknown, { shareStudio: boolean }>({
  ...base,
  // The base's paths are relative to its own folder; the project's are absolute.
  globalSetup: '../global-setup.ts',
  projects: [demoProject(base.use?.launchOptions)],
});
