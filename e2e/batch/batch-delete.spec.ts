import type { Page } from '@playwright/test';
import { openDatabase } from '../../sandbox/store/database';
import { insertRecording } from '../../sandbox/store/recording-repository';
import { openSeededFolder } from '../fixtures/seeded-folder';
import { expect, test } from '../fixtures/test';

// A file of its own: a fresh account, whose rate limit the selection spec's 450 stars have not used up.
const checkbox = (page: Page, label: string) => page.getByRole('checkbox', { name: `Select ${label}`, exact: true });

test('batch delete: one confirmation counting the originals and their conversions; rows and conversions gone', async ({
  page,
  playwright,
  baseURL,
  studio,
}) => {
  const { api, folderId } = await openSeededFolder(page, { playwright, baseURL: baseURL!, dataDir: studio.dataDir }, 6);
  const originals = (await (await api.get('/api/recordings/originals', { params: { folder_id: folderId } })).json())
    .list as Array<{ id: string; label: string; project_id: string }>;
  const byLabel = new Map(originals.map((original) => [original.label, original]));
  // Take 6 has two conversions and Take 5 one (rows straight in the database: their audio is not the point here).
  const db = openDatabase(studio.dataDir);
  const userId = (await (await api.post('/api/auth')).json()).id as string;
  for (const [label, copies] of [
    ['Take 6', 2],
    ['Take 5', 1],
    ['Take 1', 1],
  ] as const) {
    const original = byLabel.get(label)!;
    for (let i = 0; i < copies; i++) {
      insertRecording(db, {
        user_id: userId,
        project_id: original.project_id,
        parent_folder_id: folderId,
        original_id: original.id,
        type: 'converted',
        state: 'done',
        label: `${label} converted ${i}`,
        duration: 3,
        file_ext: null,
      });
    }
  }
  db.close();
  await page.reload();

  await checkbox(page, 'Take 6').click();
  await checkbox(page, 'Take 4').click({ modifiers: ['Shift'] });
  await page.getByRole('toolbar', { name: 'Selected originals' }).getByRole('button', { name: 'Delete…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete 3 originals?' });
  await expect(dialog).toContainText('3 originals and their 3 conversions will be deleted. This cannot be undone.');
  await dialog.getByRole('button', { name: 'Delete 3 originals' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Deleting: 3 of 3 done.' })).toBeVisible();
  await expect(page.getByTestId('originals-count')).toHaveText('3 originals');
  for (const take of ['Take 6', 'Take 5', 'Take 4']) await expect(checkbox(page, take)).toHaveCount(0);
  await expect(page.getByRole('toolbar', { name: 'Selected originals' })).toHaveCount(0);
  const left = (await (await api.get('/api/recordings', { params: { folder_id: folderId, limit: 200 } })).json())
    .list as Array<{ label: string }>;
  expect(left.map((row) => row.label).sort()).toEqual(['Take 1', 'Take 1 converted 0', 'Take 2', 'Take 3']);

  // The whole folder: the folder's own figures say what goes with it.
  await page.getByRole('checkbox', { name: 'Select all 3 originals' }).click();
  await page.getByRole('toolbar', { name: 'Selected originals' }).getByRole('button', { name: 'Delete…' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete 3 originals?' })).toContainText(
    '3 originals and their 1 conversion will be deleted.',
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await api.dispose();
});
