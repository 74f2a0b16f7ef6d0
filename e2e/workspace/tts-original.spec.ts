import { expect, test } from '../fixtures/test';
import { seriousViolations, WorkspacePage } from '../fixtures/workspace-page';

test('create an original from text: counter, chosen language, label; it is made, listed with a TTS badge and plays', async ({
  page,
}) => {
  const workspace = new WorkspacePage(page);
  await workspace.startInNewFolder('Narration', 'Script');
  await workspace.openAddPanel('From text');
  const form = page.getByRole('form', { name: 'Create from text' });
  const text = form.getByRole('textbox', { name: 'Create from text' });

  await expect(form.getByRole('button', { name: 'Create', exact: true })).toBeDisabled();
  // Text over the limit is kept whole (never cut): the field counts it and says by how much; Create waits.
  await text.fill('x'.repeat(1005));
  await expect(text).toHaveValue('x'.repeat(1005));
  await expect(form.getByTestId('field-hint').first()).toHaveText('1005/1000 characters');
  await expect(form.getByText('Too long by 5 characters: at most 1000')).toBeVisible();
  await expect(text).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByRole('button', { name: 'Create', exact: true })).toBeDisabled();
  await text.fill('Добрий вечір і ласкаво просимо до студії.');
  await expect(form.getByTestId('field-hint').first()).toHaveText('41/1000 characters');
  await form.getByLabel('Language').selectOption('uk');
  await form.getByLabel('Label (optional)').fill('Вступ');
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(form.getByRole('status')).toContainText('Created “Вступ”');
  await expect(text).toHaveValue('');

  const row = workspace.originalRow('Вступ');
  await expect(row).toContainText('TTS');
  await expect(row).not.toContainText('processing', { timeout: 30_000 });
  await workspace.openOriginal('Вступ');
  await expect(page.getByRole('article').getByText('Text to speech', { exact: true })).toBeVisible();
  await expect(page.getByText('Добрий вечір і ласкаво просимо до студії.')).toBeVisible();
  await expect(page.getByTestId('player-time')).not.toContainText('/ 0:00.0');
  await page.getByTestId('play-toggle').click();
  await expect.poll(() => workspace.playerSeconds(), { timeout: 5_000 }).toBeGreaterThan(0.2);
});

test('the language can be left to the service, and the label to the text', async ({ page }) => {
  const workspace = new WorkspacePage(page);
  await workspace.startInNewFolder('Auto', 'Script');
  await workspace.openAddPanel('From text');
  const form = page.getByRole('form', { name: 'Create from text' });
  await form.getByRole('textbox', { name: 'Create from text' }).fill('Good evening and welcome to the show.');
  await expect(form.getByLabel('Language')).toHaveValue('');
  await form.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(workspace.originalRows()).toHaveCount(1);
  await expect(workspace.originalRows().first()).toContainText('TTS');
  await expect(workspace.originalRows().first()).not.toContainText('processing', { timeout: 30_000 });
});
