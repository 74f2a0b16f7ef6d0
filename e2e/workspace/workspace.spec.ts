import { readFileSync } from 'node:fs';
import { ProjectsPage } from '../fixtures/projects-page';
import { SignInPage } from '../fixtures/sign-in-page';
import { DEMO, expect, test } from '../fixtures/test';
import { AUDIO_FIXTURES, seriousViolations, WorkspacePage } from '../fixtures/workspace-page';

test('upload wav, mp3, flac and ogg with per-file progress; a wrong file fails on its own', async ({ page }) => {
  const workspace = new WorkspacePage(page);
  await workspace.startInNewFolder('Uploads', 'Takes');
  expect(await seriousViolations(page)).toEqual([]);

  // Slow the upload link down (Chromium's network emulation) so each file's progress can be seen moving.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 40 * 1024,
  });

  await workspace.upload(AUDIO_FIXTURES);
  await workspace.upload([
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('These are not audio samples.\n'.repeat(200)) },
  ]);
  await expect(workspace.uploads()).toHaveCount(5);
  // Two at a time: some files wait while others upload, each with its own bar.
  await expect(
    workspace
      .uploads()
      .filter({ hasText: /Uploading [1-9]\d?%/ })
      .first(),
  ).toBeVisible();
  await expect(workspace.uploads().filter({ hasText: 'Waiting' }).first()).toBeVisible();
  const progress = await workspace.uploadOf('speech.wav').getByTestId('upload-progress').getAttribute('aria-valuenow');
  expect(Number(progress)).toBeLessThan(100);

  await expect(workspace.uploads().and(page.locator('[data-status="done"]'))).toHaveCount(4, { timeout: 30_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  for (const name of ['speech.wav', 'speech.mp3', 'speech.flac', 'speech.ogg']) {
    await expect(workspace.uploadOf(name).getByTestId('upload-progress')).toHaveAttribute('aria-valuenow', '100');
  }
  const refused = workspace.uploadOf('notes.txt');
  await expect(refused).toHaveAttribute('data-status', 'failed');
  await expect(refused.getByRole('alert')).toHaveText(
    'This is not an audio file (text/plain): upload WAV, MP3, FLAC or OGG',
  );

  await expect(workspace.originalRows()).toHaveCount(4);
  await expect(page.getByTestId('originals-count')).toHaveText('4 originals');
  // Uploaded files leave the list by themselves once the batch is over; the refused one stays until dismissed.
  await expect(workspace.uploads()).toHaveCount(1, { timeout: 10_000 });
  await expect(refused).toBeVisible();
  await refused.getByRole('button', { name: 'Dismiss notes.txt' }).click();
  await expect(workspace.uploads()).toHaveCount(0);

  // Drag and drop: files dropped on the zone upload the same way.
  const bytes = readFileSync(AUDIO_FIXTURES[0]!).toString('base64');
  const dataTransfer = await page.evaluateHandle((base64) => {
    const transfer = new DataTransfer();
    const data = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    transfer.items.add(new File([data], 'dropped.wav', { type: 'audio/wav' }));
    return transfer;
  }, bytes);
  await page.getByTestId('drop-zone').dispatchEvent('dragenter', { dataTransfer });
  await page.getByTestId('drop-zone').dispatchEvent('drop', { dataTransfer });
  await expect(workspace.uploadOf('dropped.wav')).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
  await expect(page.getByTestId('originals-count')).toHaveText('5 originals');
});

test('an empty folder says so and offers one next action: its upload button opens the file picker', async ({
  page,
}) => {
  const workspace = new WorkspacePage(page);
  await workspace.startInNewFolder('Empty folder', 'Nothing yet');
  const empty = page.getByTestId('empty-state');
  await expect(empty).toContainText('No recordings in this folder yet.');
  await expect(empty.locator('button')).toHaveCount(1);
  const chooser = page.waitForEvent('filechooser');
  await empty.getByRole('button', { name: 'Upload audio files' }).click();
  const picker = await chooser;
  expect(picker.isMultiple()).toBe(true);
  await picker.setFiles(AUDIO_FIXTURES[0]!);
  await expect(workspace.uploadOf('speech.wav')).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
  await expect(workspace.originalRows()).toHaveCount(1);
  await expect(empty).toHaveCount(0);
});

test('the original page: waveform from peaks, play and seek by keyboard and mouse, zoom, star, label and note as text, delete', async ({
  page,
}) => {
  const workspace = new WorkspacePage(page);
  await workspace.startInNewFolder('Player', 'Takes');
  await workspace.upload([AUDIO_FIXTURES[2]!, AUDIO_FIXTURES[0]!]);
  await expect(workspace.originalRows()).toHaveCount(2, { timeout: 30_000 });

  await workspace.openOriginal('speech.flac');
  await expect(page.getByTestId('waveform').locator('div').first()).toBeVisible();
  await expect(page.getByTestId('player-time')).toContainText('/ 0:01.5');
  await expect(page.getByText('Uploaded file')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const waveform = page.getByTestId('waveform');
  await waveform.focus();
  // Space plays; the 1.5 s file plays through to its end and the button returns to Play.
  await page.keyboard.press('Space');
  await expect(page.getByTestId('play-toggle')).toHaveAccessibleName(/^Pause /);
  await expect.poll(() => workspace.playerSeconds(), { timeout: 5_000 }).toBeGreaterThan(0.2);
  await expect(page.getByTestId('play-toggle')).toHaveAccessibleName(/^Play /, { timeout: 5_000 });
  await expect(page.getByTestId('player-time')).toHaveText('0:01.5 / 0:01.5');
  await page.keyboard.press('Home');
  await expect(page.getByTestId('player-time')).toContainText('0:00.0 /');
  await page.keyboard.press('Shift+ArrowRight');
  await expect(page.getByTestId('player-time')).toContainText('0:01.0 /');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('player-time')).toContainText('0:00.0 /');
  await expect(waveform).toHaveAttribute('aria-valuetext', '0:00.0 of 0:01.5');

  // A click halfway along the waveform seeks to about the middle.
  const box = (await waveform.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + 40);
  await expect.poll(() => workspace.playerSeconds()).toBeGreaterThan(0.5);
  expect(await workspace.playerSeconds()).toBeLessThan(1.0);

  await page.keyboard.press('+');
  await expect(page.getByRole('button', { name: 'Zoom out' })).toBeEnabled();
  await page.getByRole('button', { name: 'Zoom out' }).click();
  await expect(page.getByRole('button', { name: 'Zoom out' })).toBeDisabled();

  await page.getByRole('button', { name: 'Star', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Starred', exact: true })).toHaveAttribute('aria-pressed', 'true');

  const markup = '<b>Bold</b> & <img src=x>';
  await page.getByRole('button', { name: 'Edit label' }).click();
  await page.getByRole('dialog').getByLabel('Label').fill(markup);
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('#recording-title')).toHaveText(markup);
  await expect(page.locator('main img[src="x"]')).toHaveCount(0);

  await page.getByRole('button', { name: 'Add note' }).click();
  await page.getByRole('textbox', { name: 'Note' }).fill('<script>alert(1)</script> breath at 0:01');
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByTestId('note-text')).toHaveText('<script>alert(1)</script> breath at 0:01');
  await page.getByRole('button', { name: 'Edit note' }).click();
  await page.getByRole('textbox', { name: 'Note' }).fill('breath at 0:01');
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByTestId('note-text')).toHaveText('breath at 0:01');

  // The folder's row shows the label as text, the star and the note marker.
  await page.getByRole('link', { name: 'Back to the folder' }).click();
  const row = workspace.originalRow(markup);
  await expect(row.getByRole('button', { name: `Star ${markup}` })).toHaveAttribute('aria-pressed', 'true');
  await expect(row.getByRole('img', { name: 'Has a note' })).toBeVisible();
  await workspace.openOriginal(markup);
  await page.getByRole('button', { name: 'Delete note' }).click();
  await expect(page.getByText('No note.')).toBeVisible();

  await page.getByRole('article').getByRole('button', { name: 'Delete recording' }).click();
  await expect(page.getByRole('dialog')).toContainText('its 0 conversions');
  await page.getByRole('dialog').getByRole('button', { name: 'Delete recording' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Takes' })).toBeVisible();
  await expect(workspace.originalRows()).toHaveCount(1);
});

test('folders nest; deleting one says what goes with it, and its recordings are gone', async ({ page }) => {
  const workspace = new WorkspacePage(page);
  await workspace.startInNewFolder('Tree', 'Session');
  await workspace.upload(AUDIO_FIXTURES.slice(0, 2));
  await expect(workspace.originalRows()).toHaveCount(2, { timeout: 30_000 });
  await workspace.createFolder('Retakes', 'Session');
  await workspace.upload([AUDIO_FIXTURES[3]!]);
  await expect(workspace.originalRows()).toHaveCount(1, { timeout: 30_000 });
  await workspace.openOriginal('speech.ogg');
  const originalUrl = page.url();
  // The nested list shows Retakes inside Session.
  await expect(
    workspace.folderTree().getByRole('listitem').filter({ hasText: 'Session' }).getByRole('link', { name: 'Retakes' }),
  ).toBeVisible();

  await workspace.createFolder('Keep');
  await workspace.folderTree().getByRole('button', { name: 'Rename folder Keep' }).click();
  await page.getByRole('dialog').getByLabel('Folder name').fill('Keepers');
  await page.getByRole('dialog').getByRole('button', { name: 'Rename' }).click();
  await expect(workspace.folderTree().getByRole('link', { name: 'Keepers' })).toBeVisible();
  // Back to the original inside Session, so that deleting Session leaves the page being read.
  await page.goBack();
  await expect(page).toHaveURL(originalUrl);

  const confirmation = await workspace.deleteFolder('Session');
  expect(confirmation).toContain('its 1 subfolder');
  expect(confirmation).toContain('3 recordings (3 originals and 0 conversions)');
  await expect(page.getByText('Pick a folder, or create one')).toBeVisible();
  await expect(page.getByTestId('folder-item')).toHaveCount(1);

  await page.goto(originalUrl);
  await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
});

test('with API-key sign-in (no cookie for the media element) the original still draws and plays', async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.withApiKey(DEMO.apiKey);
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();
  await new ProjectsPage(page).create('Key user');
  const workspace = new WorkspacePage(page);
  await workspace.createFolder('Takes');
  await workspace.upload([AUDIO_FIXTURES[1]!]);
  await expect(workspace.originalRows()).toHaveCount(1, { timeout: 30_000 });
  await workspace.openOriginal('speech.mp3');
  await expect(page.getByTestId('player-time')).toContainText(/\/ 0:01\.\d/);
  await page.getByTestId('play-toggle').click();
  await expect.poll(() => workspace.playerSeconds(), { timeout: 5_000 }).toBeGreaterThan(0.2);
});
