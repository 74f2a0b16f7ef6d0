import { readFileSync } from 'node:fs';
import { expect, test } from '../fixtures/test';
import { AUDIO_FIXTURES, WorkspacePage } from '../fixtures/workspace-page';

test('the Add bar: uploads clear themselves, a refused file stays until dismissed, a panel closes when done', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const workspace = new WorkspacePage(page);
  await workspace.startInNewFolder('Add bar', 'Takes');
  const bar = page.getByRole('group', { name: 'Add audio' });

  await workspace.upload([
    { name: 'speech.wav', mimeType: 'audio/wav', buffer: readFileSync(AUDIO_FIXTURES[0]!) },
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') },
  ]);
  await expect(workspace.uploadOf('speech.wav')).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  const refused = workspace.uploadOf('notes.txt');
  await expect(refused).toHaveAttribute('data-status', 'failed');
  // A few seconds later the uploaded file has left the list; the refused one has not.
  await expect(workspace.uploadOf('speech.wav')).toHaveCount(0, { timeout: 10_000 });
  await page.waitForTimeout(1_000);
  await expect(refused).toBeVisible();
  await refused.getByRole('button', { name: 'Dismiss notes.txt' }).click();
  await expect(page.getByRole('region', { name: 'Uploads' })).toHaveCount(0);

  // The text panel opens on demand and folds away once its original is made; the bar says what was added.
  await workspace.openAddPanel('From text');
  const form = page.getByRole('form', { name: 'Create from text' });
  await form.getByRole('textbox', { name: 'Create from text' }).fill('A short line for the bar.');
  await form.getByLabel('Label (optional)').fill('Bar line');
  await form.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(bar.getByRole('status')).toContainText('Created “Bar line”');
  await expect(form).toBeHidden();
  await expect(bar.getByRole('button', { name: 'From text', exact: true })).toHaveAttribute('aria-expanded', 'false');

  // With the bar closed, the originals start within the first screen.
  await expect(workspace.originalRows()).toHaveCount(2);
  await page.evaluate(() => window.scrollTo(0, 0));
  const first = (await workspace.originalRows().first().boundingBox())!;
  expect(first.y + first.height).toBeLessThanOrEqual(900);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/add-bar-phone.png' });
});
