import { encodeWav } from '../../audio-formats/wav-file';
import { expect, test } from '../fixtures/test';
import { AUDIO_FIXTURES, WorkspacePage } from '../fixtures/workspace-page';

test.use({ studioEnv: { SANDBOX_MAX_UPLOAD_MB: '1' } });

/** A valid mono 16-bit WAV of `seconds` of quiet noise at 16 kHz (32 KB a second). */
function wav(seconds: number): Buffer {
  const samples = Float32Array.from({ length: Math.round(16000 * seconds) }, (_, i) => (Math.sin(i / 7) * 800) / 32767);
  return Buffer.from(encodeWav(samples, 16000).buffer);
}

test('an oversize file gets its own clear message while the others upload', async ({ page }) => {
  const workspace = new WorkspacePage(page);
  await workspace.startInNewFolder('Limits', 'Big');
  await workspace.upload([{ name: 'too-long.wav', mimeType: 'audio/wav', buffer: wav(40) }]);
  await workspace.upload([AUDIO_FIXTURES[0]!, AUDIO_FIXTURES[1]!]);
  const big = workspace.uploadOf('too-long.wav');
  await expect(big).toHaveAttribute('data-status', 'failed', { timeout: 20_000 });
  await expect(big.getByRole('alert')).toHaveText('The recording is larger than the 1 MB upload limit');
  await expect(workspace.uploads().and(page.locator('[data-status="done"]'))).toHaveCount(2, { timeout: 20_000 });
  await expect(workspace.originalRows()).toHaveCount(2);
});

test('an upload in progress can be cancelled; the file is not added', async ({ page }) => {
  const workspace = new WorkspacePage(page);
  await workspace.startInNewFolder('Cancel', 'Takes');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 32 * 1024,
  });
  await workspace.upload([{ name: 'slow.wav', mimeType: 'audio/wav', buffer: wav(20) }]);
  const slow = workspace.uploadOf('slow.wav');
  await expect(slow).toContainText(/Uploading [1-9]\d?%/);
  // Closing the tab now would stop the upload: the browser asks first.
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => void dialog.dismiss().then(() => resolve(dialog.type()))),
  );
  await page.close({ runBeforeUnload: true });
  expect(await asked).toBe('beforeunload');
  await expect(slow).toHaveAttribute('data-status', 'uploading');
  await slow.getByRole('button', { name: 'Cancel upload of slow.wav' }).click();
  await expect(slow).toHaveAttribute('data-status', 'cancelled');
  await expect(slow).toContainText('Cancelled');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await page.reload();
  await expect(page.getByText('No recordings in this folder yet.')).toBeVisible();
});
