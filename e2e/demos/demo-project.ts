import type { LaunchOptions, PlaywrightTestOptions, PlaywrightWorkerOptions, Project } from '@playwright/test';
import path from 'node:path';
import { ROOT } from '../../scripts/ensure-built';
import { CHROMIUM_ARGS } from '../../scripts/find-chromium';
import { FIXTURES_DIR } from '../fixtures/workspace-page';
import { SMOKE } from './support/demo-mode';

const SIZE = { width: 1280, height: 800 };

/**
 * The demo stories as a Playwright project: their pace, size and microphone (Chromium's fake microphone plays a
 * speech fixture, so recording and calibrating hear a voice). `npm run demo` runs it alone; in smoke mode the
 * browser tests' configuration runs it beside the specs, so `npm test` starts one run and shares its workers.
 */
export function demoProject(
  launchOptions: LaunchOptions | undefined,
): Project<PlaywrightTestOptions, PlaywrightWorkerOptions & { shareStudio: boolean }> {
  return {
    name: 'demos',
    testDir: path.join(ROOT, 'e2e', 'demos'),
    testMatch: '*.demo.ts',
    outputDir: path.join(ROOT, 'test-results', 'demos'),
    timeout: SMOKE ? 180_000 : 600_000,
    expect: { timeout: 15_000 },
    use: {
      viewport: SIZE,
      launchOptions: {
        ...launchOptions,
        args: [...CHROMIUM_ARGS, `--use-file-for-fake-audio-capture=${FIXTURES_DIR}/speech.wav`],
      },
      // A recorded story shows the seeded demo account, so it gets a studio of its own; smoke runs share one.
      shareStudio: SMOKE,
    },
  };
}
