import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { readZip } from '../../sandbox/testing/read-zip';
import { expect, test } from '../fixtures/test';
import { AUDIO_FIXTURES, WorkspacePage } from '../fixtures/workspace-page';

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');

test('upload every format, open an original, play it, star it, note it, then delete the folder', async ({ page }) => {
  const workspace = new WorkspacePage(page);
  await workspace.startInNewFolder('Workspace', 'Takes');
  expect(await seriousViolations(page)).toEqual([]);

  await workspace.upload(AUDIO_FIXTURES);
  await expect(workspace.uploads()).toHaveCount(4);
  await expect(workspace.uploads().and(page.locator('[data-status="done"]'))).toHaveCount(4, { timeout: 30_000 });
  for (const progress of await page.getByRole('progressbar').all()) await expect(progress).toHaveAttribute('value', '100');
  await expect(workspace.originalRows()).toHaveCount(4);
  await expect(page.getByTestId('originals-count')).toHaveText('4 originals');

  await workspace.upload([`${AUDIO_FIXTURES[0]!.replace('speech.wav', 'README.md')}`]);
  await expect(workspace.uploads().last()).toHaveAttribute('data-status', 'failed');
  await expect(workspace.uploads().last()).toContainText('Not a supported audio file');

  await workspace.openOriginal('speech.flac');
  await expect(page.getByTestId('waveform').locator('div').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await expect(page.getByTestId('player-time')).toContainText('/ 0:01.5');
  await page.getByTestId('waveform').focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect(page.getByTestId('player-time')).not.toContainText('0:00.0 /', { timeout: 5_000 });

  await page.getByRole('button', { name: 'Star', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Starred', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Add note' }).click();
  await page.getByRole('textbox', { name: 'Note' }).fill('<script>alert(1)</script> breath at 0:01');
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByTestId('note-text')).toHaveText('<script>alert(1)</script> breath at 0:01');

  const confirmation = await workspace.deleteFolder('Takes');
  expect(confirmation).toContain('4 recordings');
  await expect(page.getByText('Pick a folder on the left')).toBeVisible();
  await expect(page.getByTestId('folder-item')).toHaveCount(0);
});

test('a project export downloads a zip named by the server with every original in it', async ({ page }) => {
  const workspace = new WorkspacePage(page);
  await workspace.startInNewFolder('Export me', 'Radio');
  await workspace.upload(AUDIO_FIXTURES.slice(0, 2));
  await expect(workspace.originalRows()).toHaveCount(2, { timeout: 30_000 });

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export all' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('export-me.zip');
  const entries = await readZip(readFileSync((await download.path())!));
  expect([...entries.keys()].sort()).toEqual(['Radio/speech.mp3/original.mp3', 'Radio/speech.wav/original.wav']);
});
