import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, findTestChromium } from '../../scripts/find-chromium';
import { recordingReaches } from '../fixtures/record-take';
import { expect, test } from '../fixtures/test';
import { WorkspacePage } from '../fixtures/workspace-page';

/** A microphone driven into clipping: a full-scale square wave, as an input with its gain far too high gives. */
function clippedWav(seconds = 2, rate = 48_000): string {
  const samples = seconds * rate;
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++) wav.writeInt16LE(Math.floor(i / 60) % 2 ? 32767 : -32768, 44 + i * 2);
  const file = path.join(os.tmpdir(), `clipped-microphone-${process.pid}.wav`);
  writeFileSync(file, wav);
  return file;
}

test.use({
  launchOptions: {
    executablePath: await findTestChromium(),
    args: [...CHROMIUM_ARGS, `--use-file-for-fake-audio-capture=${clippedWav()}`],
  },
});

test('a take that clips is drawn red and warned about, with what to do', async ({ page }) => {
  const workspace = new WorkspacePage(page);
  await workspace.startInNewFolder('Loud', 'Takes');
  await workspace.openAddPanel('Record a take');
  await page.getByRole('button', { name: 'Enable microphone' }).click();
  await page.getByRole('button', { name: 'Record', exact: true }).click();
  await recordingReaches(page, 1);
  const warning = page.getByTestId('clipping-warning');
  await expect(warning).toContainText('The input clipped');
  await expect(warning).toContainText('turn its input gain down, then record again');
  await expect(page.getByTestId('live-waveform').locator('rect.fill-danger').first()).toBeAttached();
  await page.getByRole('button', { name: /^Stop/ }).click();
  // The warning stays with the take it is about.
  await expect(warning).toBeVisible();
});
