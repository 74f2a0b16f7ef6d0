import { expect, test } from '../fixtures/test';
import { AUDIO_FIXTURES, WorkspacePage } from '../fixtures/workspace-page';

/**
 * Listening first, at a laptop and a phone size: a folder's originals come first, every row plays in place with a
 * mini waveform from the server's peaks, one audio at a time, and the keyboard drives it; the original page draws
 * its waveform from peaks without decoding the file, and zoom shows from the first click.
 */
for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('the originals come first, every row plays from its own button, one at a time', async ({ page }) => {
      const workspace = new WorkspacePage(page);
      await workspace.startInNewFolder(`Listen ${viewport.width}`, 'Takes');
      await workspace.upload(AUDIO_FIXTURES);
      await expect(workspace.originalRows()).toHaveCount(4, { timeout: 30_000 });
      for (const row of await workspace.originalRows().all())
        await expect(row).not.toContainText('processing', { timeout: 20_000 });
      await expect(workspace.uploads()).toHaveCount(0, { timeout: 10_000 });

      // All four rows are on screen without scrolling (on a laptop; a phone shows the first ones).
      await page.evaluate(() => window.scrollTo(0, 0));
      const shown = viewport.width >= 1024 ? 4 : 1;
      for (let i = 0; i < shown; i++) await expect(workspace.originalRows().nth(i)).toBeInViewport();

      // Each row's mini waveform is drawn from the server's peaks.
      await expect(page.getByTestId('mini-waveform').and(page.locator('[data-peaks="drawn"]'))).toHaveCount(4);

      const wav = workspace.originalRow('speech.wav');
      const mp3 = workspace.originalRow('speech.mp3');
      await wav.getByRole('button', { name: 'Play speech.wav' }).click();
      await expect(wav.getByTestId('row-player')).toHaveAttribute('data-playing', 'true');
      await mp3.getByRole('button', { name: 'Play speech.mp3' }).click();
      await expect(mp3.getByTestId('row-player')).toHaveAttribute('data-playing', 'true');
      await expect(page.locator('[data-testid="row-player"][data-playing]')).toHaveCount(1);
      // The short file plays to its end and the button returns to Play.
      await expect(mp3.getByRole('button', { name: 'Play speech.mp3' })).toBeVisible({ timeout: 5_000 });
    });
  });
}

test('keyboard in the folder list: Space plays the row in focus, N plays the next one, arrows seek', async ({
  page,
}) => {
  const workspace = new WorkspacePage(page);
  await workspace.startInNewFolder('Keys', 'Takes');
  await workspace.upload([AUDIO_FIXTURES[0]!, AUDIO_FIXTURES[2]!]);
  await expect(workspace.originalRows()).toHaveCount(2, { timeout: 30_000 });
  for (const row of await workspace.originalRows().all())
    await expect(row).not.toContainText('processing', { timeout: 20_000 });

  const first = workspace.originalRows().nth(0);
  const second = workspace.originalRows().nth(1);
  await first.getByRole('link').focus();
  await page.keyboard.press('Space');
  await expect(first.getByTestId('row-player')).toHaveAttribute('data-playing', 'true');
  await page.keyboard.press('Space');
  await expect(first.getByTestId('row-player')).not.toHaveAttribute('data-playing');
  await page.keyboard.press('n');
  await expect(second.getByTestId('row-player')).toHaveAttribute('data-playing', 'true');
  await expect(second.getByRole('link')).toBeFocused();
  await expect(page).toHaveURL(/\/folders\/[^/]+$/);
});

test('the original page draws its waveform from the server peaks: no full download, no decode; zoom shows at once', async ({
  page,
}) => {
  // Any decode in the tab would go through Web Audio's decodeAudioData: count the calls.
  await page.addInitScript(() => {
    const counts = { decodes: 0 };
    (window as unknown as { __audio: typeof counts }).__audio = counts;
    const original = AudioContext.prototype.decodeAudioData;
    AudioContext.prototype.decodeAudioData = function (this: AudioContext, ...args: Parameters<typeof original>) {
      counts.decodes++;
      return original.apply(this, args);
    } as typeof original;
  });
  const workspace = new WorkspacePage(page);
  await workspace.startInNewFolder('Peaks', 'Takes');
  await workspace.upload([AUDIO_FIXTURES[0]!]);
  const row = workspace.originalRow('speech.wav');
  await expect(row).not.toContainText('processing', { timeout: 30_000 });

  const peaksAnswers: number[] = [];
  const audioFetches: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/storage/') && response.url().endsWith('.json')) peaksAnswers.push(response.status());
  });
  page.on('request', (request) => {
    // The media element may ask for a range (metadata); a fetch or XHR of the file would be a whole download.
    if (
      /\/storage\/.*\.(wav|mp3|flac|ogg|webm)/.test(request.url()) &&
      ['fetch', 'xhr'].includes(request.resourceType())
    )
      audioFetches.push(request.url());
  });
  await page.reload();
  await workspace.openOriginal('speech.wav');
  await expect(page.getByTestId('player-time')).toContainText('/ 0:01.5');
  await page.waitForFunction(() => {
    const canvas = document.querySelector('[data-testid="waveform"] div')?.shadowRoot?.querySelector('canvas');
    return Boolean(canvas && canvas.width > 0);
  });
  expect(peaksAnswers).toContain(200);
  expect(audioFetches).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __audio: { decodes: number } }).__audio.decodes)).toBe(0);

  // Zoom on a 1.5 s take: the first click already makes the waveform wider than its box.
  const scrollWidth = () =>
    page.evaluate(() => {
      const scroller = document.querySelector('[data-testid="waveform"] div')?.shadowRoot?.querySelector('.scroll');
      return scroller ? scroller.scrollWidth : 0;
    });
  const before = await scrollWidth();
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect.poll(scrollWidth).toBeGreaterThan(before * 1.5);
});
