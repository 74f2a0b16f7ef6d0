import { CHROMIUM_ARGS, findTestChromium } from '../../scripts/find-chromium';
import { recordingReaches, recordTake } from '../fixtures/record-take';
import { expect, test } from '../fixtures/test';
import { FIXTURES_DIR, WorkspacePage } from '../fixtures/workspace-page';

// Chromium's fake microphone plays this file (looped) instead of its default beep: a scripted take of speech.
test.use({
  launchOptions: {
    executablePath: await findTestChromium(),
    args: [...CHROMIUM_ARGS, `--use-file-for-fake-audio-capture=${FIXTURES_DIR}/speech.wav`],
  },
});

test('record a take from the (fake) microphone, listen back, record again and save it with the microphone’s name', async ({
  page,
}) => {
  const workspace = new WorkspacePage(page);
  await workspace.startInNewFolder('Recorder', 'Takes');
  await workspace.openAddPanel('Record a take');
  await expect(page.getByTestId('microphone-permission')).toContainText(/Microphone access/);

  await page.getByRole('button', { name: 'Enable microphone' }).click();
  const input = page.getByLabel('Input', { exact: true });
  await expect(input).toBeVisible();
  const microphone = (await input.locator('option:checked').innerText()).trim();
  await expect(page.getByRole('meter', { name: 'Input level' })).not.toHaveAttribute('aria-valuenow', '0', {
    timeout: 5_000,
  });

  await recordTake(page, 1);
  await expect(page.getByLabel('Listen to the take')).toBeVisible();
  // After a take, saving it is the main button and recording again the alternative.
  await expect(page.getByRole('button', { name: /^Save take/ })).toHaveClass(/\bbg-accent\b/);
  await expect(page.getByRole('button', { name: 'Record again' })).not.toHaveClass(/\bbg-accent\b/);
  const name = page.getByLabel('Take name');
  await expect(name).toHaveValue(/^Take \d\d:\d\d:\d\d$/);
  await page.getByRole('button', { name: 'Record again' }).click();
  // The level meter keeps moving while recording.
  const meter = page.getByRole('meter', { name: 'Input level' });
  const levels = new Set<string | null>();
  const distinctLevels = async () => levels.add(await meter.getAttribute('aria-valuenow')).size;
  await expect.poll(distinctLevels, { intervals: [200] }).toBeGreaterThan(2);
  // Longer than the first take, so the saved one is seen to be the second.
  await recordingReaches(page, 1.6);
  await page.getByRole('button', { name: /^Stop/ }).click();
  await expect(page.getByLabel('Listen to the take')).toBeVisible();
  // The take is named before it is saved (the name typed survives recording again).
  await name.fill('Morning read');
  await page.getByRole('button', { name: /^Save take/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved “Morning read” to this folder' })).toBeVisible({
    timeout: 20_000,
  });

  await expect(workspace.originalRows()).toHaveCount(1);
  const label = await workspace.originalRows().getByRole('link').innerText();
  expect(label).toBe('Morning read');
  await page.getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByRole('button', { name: 'Enable microphone' })).toBeVisible();

  await workspace.openOriginal(label);
  await expect(page.getByText(`Recorded with ${microphone}`)).toBeVisible();
  const duration = await page.locator('dt:text("Duration") + dd').innerText();
  const [minutes, seconds] = duration.split(':').map(Number);
  expect(minutes! * 60 + seconds!).toBeGreaterThan(1.4);
});

test('leaving with an unsaved take asks first', async ({ page }) => {
  const workspace = new WorkspacePage(page);
  await workspace.startInNewFolder('Unsaved', 'Takes');
  await workspace.createFolder('Other');
  await workspace.openFolder('Takes');
  await workspace.openAddPanel('Record a take');
  await page.getByRole('button', { name: 'Enable microphone' }).click();
  await recordTake(page, 0.6);
  await expect(page.getByLabel('Listen to the take')).toBeVisible();

  await workspace.folderTree().getByRole('link', { name: 'Other' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave without saving the take?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Takes' })).toBeVisible();
  await expect(page.getByLabel('Listen to the take')).toBeVisible();

  await workspace.folderTree().getByRole('link', { name: 'Other' }).click();
  await dialog.getByRole('button', { name: 'Discard take' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Other' })).toBeVisible();
});

test('a refused or busy microphone is explained', async ({ page }) => {
  const workspace = new WorkspacePage(page);
  await workspace.startInNewFolder('Denied', 'Takes');
  await workspace.openAddPanel('Record a take');
  await page.evaluate(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  await page.getByRole('button', { name: 'Enable microphone' }).click();
  await expect(page.getByTestId('microphone-problem')).toContainText('Microphone access was denied');
  // Asking again after a refusal: the panel says access is blocked, never "the browser will ask".
  await page.evaluate(() => {
    navigator.mediaDevices.getUserMedia = () => new Promise(() => undefined);
  });
  await page.getByRole('button', { name: 'Enable microphone' }).click();
  await expect(page.getByTestId('microphone-permission')).toContainText('blocked');
  await expect(page.getByTestId('microphone-permission')).not.toContainText('will ask');
  await page.reload();
  await workspace.openAddPanel('Record a take');

  await page.evaluate(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('Could not start audio source', 'NotReadableError'));
  });
  await page.getByRole('button', { name: 'Enable microphone' }).click();
  await expect(page.getByTestId('microphone-problem')).toContainText('in use by another application');
});
