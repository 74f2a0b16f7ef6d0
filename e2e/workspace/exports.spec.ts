import type { Download, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { readZip } from '../../sandbox/testing/read-zip';
import { expect, test } from '../fixtures/test';
import { AUDIO_FIXTURES, WorkspacePage } from '../fixtures/workspace-page';

async function downloadOf(page: Page, click: () => Promise<void>): Promise<{ download: Download; entries: string[] }> {
  const downloadPromise = page.waitForEvent('download');
  await click();
  const download = await downloadPromise;
  const entries = await readZip(readFileSync((await download.path())!));
  return { download, entries: [...entries.keys()].sort() };
}

test('a project exports all or starred only, an original with its conversions, each named by the server', async ({
  page,
}) => {
  const workspace = new WorkspacePage(page);
  await workspace.startInNewFolder('Export me', 'Radio');

  // Nothing starred yet: the server refuses, and the studio says why instead of saving a broken file.
  await page.getByRole('button', { name: 'Export starred' }).click();
  await expect(page.getByText(/Download failed: Nothing to export/)).toBeVisible();

  await workspace.upload(AUDIO_FIXTURES.slice(0, 2));
  await expect(workspace.originalRows()).toHaveCount(2, { timeout: 30_000 });
  await workspace.originalRow('speech.mp3').getByRole('button', { name: 'Star speech.mp3' }).click();
  await expect(workspace.originalRow('speech.mp3').getByRole('button', { name: 'Star speech.mp3' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  const all = await downloadOf(page, () => page.getByRole('button', { name: 'Export all' }).click());
  expect(all.download.suggestedFilename()).toBe('export-me.zip');
  expect(all.entries).toEqual(['Radio/speech.mp3/original.mp3', 'Radio/speech.wav/original.wav']);

  const starred = await downloadOf(page, () => page.getByRole('button', { name: 'Export starred' }).click());
  expect(starred.download.suggestedFilename()).toBe('export-me-starred.zip');
  expect(starred.entries).toEqual(['Radio/speech.mp3/original.mp3']);

  await workspace.openOriginal('speech.wav');
  const one = await downloadOf(page, () => page.getByRole('button', { name: 'Export with conversions' }).click());
  expect(one.download.suggestedFilename()).toBe('speech.wav.zip');
  expect(one.entries).toEqual(['Radio/speech.wav/original.wav']);

  // The projects page exports too.
  await page.getByRole('link', { name: 'Projects', exact: true }).first().click();
  const fromList = await downloadOf(page, () => page.getByRole('button', { name: 'Export Export me' }).click());
  expect(fromList.download.suggestedFilename()).toBe('export-me.zip');
  expect(fromList.entries).toHaveLength(2);
});
