import type { Page } from '@playwright/test';
import { openSeededFolder } from '../fixtures/seeded-folder';
import { expect, test } from '../fixtures/test';
import { seriousViolations } from '../fixtures/workspace-page';

const checkbox = (page: Page, label: string) => page.getByRole('checkbox', { name: `Select ${label}`, exact: true });

test('select by checkbox, Shift-click range, Ctrl-A for the whole folder, Escape; star and unstar the selection', async ({
  page,
  playwright,
  baseURL,
  studio,
}) => {
  const { api, folderId } = await openSeededFolder(
    page,
    { playwright, baseURL: baseURL!, dataDir: studio.dataDir },
    450,
  );
  const bar = page.getByRole('toolbar', { name: 'Selected originals' });
  await expect(bar).toHaveCount(0);

  // A click, then Shift-click four rows down: five rows, newest first (Take 450 … Take 446).
  await checkbox(page, 'Take 450').click();
  await expect(page.getByTestId('selection-count')).toHaveText('1 of 450 selected');
  await checkbox(page, 'Take 446').click({ modifiers: ['Shift'] });
  await expect(page.getByTestId('selection-count')).toHaveText('5 of 450 selected');
  for (const take of [450, 449, 448, 447, 446]) await expect(checkbox(page, `Take ${take}`)).toBeChecked();
  await expect(checkbox(page, 'Take 445')).not.toBeChecked();
  await expect(page.getByTestId('original-row').filter({ hasText: 'Take 448' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(await seriousViolations(page)).toEqual([]);

  // Star the five: each shows starred, the others not, and the server has exactly those five starred.
  await bar.getByRole('button', { name: 'Star', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Starring: 5 of 5 done.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Star Take 446', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Star Take 445', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  const starred = async () => {
    const list = (
      await (await api.get('/api/recordings/originals', { params: { folder_id: folderId, limit: 200 } })).json()
    ).list as Array<{ label: string; starred: boolean }>;
    return list
      .filter((row) => row.starred)
      .map((row) => row.label)
      .sort();
  };
  expect(await starred()).toEqual(['Take 446', 'Take 447', 'Take 448', 'Take 449', 'Take 450']);

  // Keyboard: Space on a focused checkbox toggles it (and does not play the row); Escape clears the selection.
  await checkbox(page, 'Take 445').focus();
  await page.keyboard.press('Space');
  await expect(checkbox(page, 'Take 445')).toBeChecked();
  await expect(page.getByTestId('selection-count')).toHaveText('6 of 450 selected');
  await page.keyboard.press('ArrowDown');
  await expect(checkbox(page, 'Take 444')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(bar).toHaveCount(0);
  await expect(checkbox(page, 'Take 450')).not.toBeChecked();

  // Ctrl-A in the list selects the whole folder, rows never rendered included; unstar them all.
  await page.keyboard.press('Control+a');
  await expect(page.getByTestId('selection-count')).toHaveText('All 450 originals selected');
  await expect(page.getByRole('checkbox', { name: 'Select all 450 originals' })).toBeChecked();
  await page.keyboard.press('End');
  await expect(checkbox(page, 'Take 1')).toBeChecked();
  await bar.getByRole('button', { name: 'Unstar', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Unstarring: 450 of 450 done.' })).toBeVisible({
    timeout: 60_000,
  });
  expect(await starred()).toEqual([]);
  await api.dispose();
});

test.describe('phone', () => {
  test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });
  test('on a 390 px phone each card has its checkbox, and the header selects all', async ({
    page,
    playwright,
    baseURL,
    studio,
  }) => {
    const { api } = await openSeededFolder(page, { playwright, baseURL: baseURL!, dataDir: studio.dataDir }, 12);
    const box = checkbox(page, 'Take 12');
    await expect(box).toBeVisible();
    await expect(box).toBeInViewport();
    await box.tap();
    await expect(page.getByTestId('selection-count')).toHaveText('1 of 12 selected');
    await page.getByRole('checkbox', { name: 'Select all 12 originals' }).tap();
    await expect(page.getByTestId('selection-count')).toHaveText('All 12 originals selected');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath('phone.png') });
    await api.dispose();
  });
});
