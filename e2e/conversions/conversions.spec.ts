import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../fixtures/test';
import { AUDIO_FIXTURES, WorkspacePage } from '../fixtures/workspace-page';

test('order two voices, wait for them, play, compare A/B keeping the position, star and note', async ({ page }) => {
  const workspace = new WorkspacePage(page);
  await workspace.startInNewFolder('Conversions', 'Takes');
  await workspace.upload([AUDIO_FIXTURES[0]!]);
  await expect(workspace.originalRows()).toHaveCount(1, { timeout: 30_000 });
  await workspace.openOriginal('speech.wav');

  await page.getByLabel('Search voices').fill('a');
  await page.getByRole('checkbox', { name: /Aurora/ }).check();
  await page.getByLabel('Search voices').fill('');
  await page.getByRole('checkbox', { name: /Dmytro/ }).check();
  await expect(page.getByTestId('order-choice')).toHaveCount(2);
  await page.getByTestId('order-choice').filter({ hasText: 'Aurora' }).getByLabel(/Semitones/).fill('2');
  await expect(page.getByTestId('order-cost')).toContainText('Cost: 3.1 credits · balance 3600.0');
  await page.getByRole('button', { name: 'Convert into 2 voices' }).click();

  const rows = page.getByTestId('conversion-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.and(page.locator('[data-state="done"]'))).toHaveCount(2, { timeout: 60_000 });
  await expect(page.getByTestId('order-cost')).toContainText('balance 3596.9');
  expect((await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  const aurora = rows.filter({ hasText: 'Aurora' });
  await aurora.getByRole('button', { name: 'Compare with original' }).click();
  const player = page.getByTestId('ab-player');
  await expect(player.getByRole('button', { name: /^B:/ })).toHaveAttribute('aria-pressed', 'true');
  await player.getByTestId('waveform').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowLeft');
  await expect(player.getByTestId('player-time')).toContainText('0:00.5 /');
  await page.keyboard.press('a');
  await expect(player.getByRole('button', { name: 'A: Original' })).toHaveAttribute('aria-pressed', 'true');
  await expect(player.getByTestId('player-time')).toContainText('0:00.5 /');
  await player.getByRole('button', { name: 'Play' }).click();
  await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();

  await aurora.getByRole('button', { name: /^Star / }).click();
  await expect(aurora.getByLabel('Starred')).toBeVisible();
  await aurora.getByRole('button', { name: 'Note' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Add note' }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Note' }).fill('Use this one');
  await page.getByRole('dialog').getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByRole('dialog').getByTestId('note-text')).toHaveText('Use this one');
  await page.keyboard.press('Escape');
  await expect(aurora).toContainText('Use this one');

  await workspace.openFolder('Takes');
  await expect(page.getByTestId('conversion-summary')).toHaveText('2 done');
});

test('a text original is created, then converted with a narration style', async ({ page }) => {
  const workspace = new WorkspacePage(page);
  await workspace.startInNewFolder('Narration', 'Script');
  await page.getByRole('textbox', { name: 'Create from text' }).fill('Good evening and welcome to the show.');
  await expect(page.getByText('37/1000 characters')).toBeVisible();
  await page.getByLabel('Label (optional)').fill('Intro line');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(workspace.originalRows().filter({ hasText: 'TTS' })).toHaveCount(1);
  await expect(workspace.originalRows().filter({ hasText: 'processing' })).toHaveCount(0, { timeout: 30_000 });
  await workspace.openOriginal('Intro line');
  await page.getByRole('checkbox', { name: /Olesia/ }).check();
  await expect(page.getByTestId('order-choice').getByLabel(/Narration style/)).toBeVisible();
  await page.getByRole('button', { name: 'Convert into 1 voice' }).click();
  await expect(page.getByTestId('conversion-row').and(page.locator('[data-state="done"]'))).toHaveCount(1, { timeout: 60_000 });
});
