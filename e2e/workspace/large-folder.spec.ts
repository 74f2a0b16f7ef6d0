import { seedOriginals } from '../fixtures/seed-originals';
import { DEMO, expect, test } from '../fixtures/test';
import { seriousViolations, WorkspacePage } from '../fixtures/workspace-page';

test('a folder of 450 originals: rows virtualized, pages fetched as they scroll into view, keyboard, sorts and page in the URL', async ({
  page,
  playwright,
  baseURL,
  studio,
}) => {
  const api = await playwright.request.newContext({ baseURL: baseURL!, extraHTTPHeaders: { 'api-key': DEMO.apiKey } });
  const userId = (await (await api.post('/api/auth')).json()).id as string;
  const project = await (await api.post('/api/projects', { data: { name: 'Big', owner: userId, models: {} } })).json();
  const folder = await (await api.post('/api/folders', { data: { name: 'Crowd', project_id: project.id } })).json();
  await api.dispose();
  seedOriginals({ dataDir: studio.dataDir, userId, projectId: project.id, folderId: folder.id }, 450);

  await new WorkspacePage(page).signIn();
  const pageRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/recordings/originals'))
      pageRequests.push(new URL(request.url()).searchParams.get('offset')!);
  });
  const folderPath = `/projects/${encodeURIComponent(project.url)}/folders/${folder.id}`;
  await page.goto(folderPath);
  await expect(page.getByTestId('originals-count')).toHaveText('450 originals');
  const rows = page.getByTestId('original-row');
  await expect(rows.first()).toContainText('Take 450');
  expect(await rows.count()).toBeLessThan(60);
  expect(new Set(pageRequests)).toEqual(new Set(['0']));
  expect(await seriousViolations(page)).toEqual([]);

  // Keyboard: one tab stop in the table, arrows and End/Home move through the whole folder.
  const link = (label: string) => page.getByTestId('original-row').getByRole('link', { name: label, exact: true });
  await link('Take 450').focus();
  await page.keyboard.press('ArrowDown');
  await expect(link('Take 449')).toBeFocused();
  await page.keyboard.press('End');
  await expect(link('Take 1')).toBeFocused();
  await expect(page).toHaveURL(/page=3/);
  expect(new Set(pageRequests)).toEqual(new Set(['0', '400']));
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Star Take 1', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Star Take 1', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Home');
  await expect(page.getByRole('button', { name: 'Star Take 450', exact: true })).toBeFocused();
  await expect(page).toHaveURL(/page=1/);

  // A link to page 2 opens scrolled to its first row (row 201 of 450, newest first: Take 250).
  await page.goto(`${folderPath}?page=2`);
  await page.getByTestId('originals-scroll').scrollIntoViewIfNeeded();
  await expect(link('Take 250')).toBeInViewport();
  await expect(link('Take 450')).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Next' }).click();
  await expect(link('Take 50')).toBeInViewport();
  await expect(page).toHaveURL(/page=3/);

  // Label and duration orders read the whole folder, then sort it in the browser.
  await page.getByRole('columnheader', { name: 'Label' }).getByRole('button').click();
  await expect
    .poll(() => Object.fromEntries(new URL(page.url()).searchParams))
    .toEqual({ sort: 'label', direction: 'asc', page: '1' });
  await expect(rows.nth(0)).toContainText('Take 1');
  await expect(rows.nth(1)).toContainText('Take 2');
  await expect(page.getByRole('columnheader', { name: 'Label' })).toHaveAttribute('aria-sort', 'ascending');
  await page.getByRole('columnheader', { name: 'Duration' }).getByRole('button').click();
  await expect(rows.nth(0)).toContainText('1:02.0');
  await page.getByRole('columnheader', { name: 'Duration' }).getByRole('button').click();
  await expect.poll(() => new URL(page.url()).searchParams.get('direction')).toBe('asc');
  await expect(rows.nth(0)).toContainText('0:03.0');
  await page.reload();
  await expect(rows.nth(0)).toContainText('0:03.0');
  await expect(page.getByRole('columnheader', { name: 'Duration' })).toHaveAttribute('aria-sort', 'ascending');

  // Back from an original returns to the same order.
  await rows.nth(0).getByRole('link').click();
  await page.getByRole('link', { name: 'Back to the folder' }).click();
  await expect(rows.nth(0)).toContainText('0:03.0');
  expect(new URL(page.url()).searchParams.get('sort')).toBe('duration');
});
