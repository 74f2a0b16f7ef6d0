import { randomUUID } from 'node:crypto';
import { SignInPage } from '../fixtures/sign-in-page';
import { DEMO, expect, test } from '../fixtures/test';
import { AUDIO_FIXTURES, seriousViolations, WorkspacePage } from '../fixtures/workspace-page';

test('a 401 mid-session sends the user to sign in and back to the same page, with what they typed', async ({
  page,
  context,
}) => {
  const workspace = new WorkspacePage(page);
  await workspace.startInNewFolder('Session', 'Drafts');
  const folderUrl = new URL(page.url());
  await workspace.openAddPanel('From text');
  const form = page.getByRole('form', { name: 'Create from text' });
  await form.getByRole('textbox', { name: 'Create from text' }).fill('Half a script, typed before the session ended.');

  // The session ends server-side (here: its cookie is gone), and the next request is refused.
  await context.clearCookies();
  await form.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/sign-in\?next=/);
  expect(decodeURIComponent(new URL(page.url()).searchParams.get('next')!)).toBe(folderUrl.pathname);

  await new SignInPage(page).withPassword(DEMO.email, DEMO.password);
  await expect(page).toHaveURL(folderUrl.href);
  await expect(page.getByRole('heading', { level: 2, name: 'Drafts' })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Create from text' })).toHaveValue(
    'Half a script, typed before the session ended.',
  );
});

test('a missing page, folder or recording shows a clear 404 page; another account’s project a 403 page', async ({
  page,
  playwright,
  baseURL,
}) => {
  const workspace = new WorkspacePage(page);
  await workspace.startInNewFolder('Mine', 'Takes');
  const folderUrl = page.url();

  await page.goto(`${folderUrl}/recordings/${randomUUID()}`);
  await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto(folderUrl.replace(/folders\/[^/]+$/, `folders/${randomUUID()}`));
  await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to projects' }).click();
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();

  const other = await playwright.request.newContext({
    baseURL: baseURL!,
    extraHTTPHeaders: { 'api-key': 'sandbox-other-key' },
  });
  const owner = (await (await other.post('/api/auth')).json()).id as string;
  const project = await (await other.post('/api/projects', { data: { name: 'Not yours', owner, models: {} } })).json();
  await other.dispose();
  await page.goto(`/projects/${encodeURIComponent(project.url)}`);
  await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
  await expect(page.getByText('This item belongs to another account.')).toBeVisible();
});

test('a 422 puts the server’s message on the field and keeps what was typed', async ({ page }) => {
  const workspace = new WorkspacePage(page);
  await workspace.startInNewFolder('Validation', 'Takes');
  await workspace.upload([AUDIO_FIXTURES[0]!]);
  await expect(workspace.originalRows()).toHaveCount(1, { timeout: 30_000 });
  await workspace.openOriginal('speech.wav');
  await page.getByRole('button', { name: 'Edit label' }).click();
  const field = page.getByRole('dialog').getByLabel('Label');
  // A tab character passes the browser's input but not the gateway's label rule.
  await field.fill('Take\tone');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(/printable characters/);
  await expect(field).toHaveValue('Take\tone');
  await field.fill('Take one');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.locator('#recording-title')).toHaveText('Take one');
});

test('offline: a banner says so, a failed form keeps its text, and it works again once back online', async ({
  page,
  context,
}) => {
  const workspace = new WorkspacePage(page);
  await workspace.startInNewFolder('Offline', 'Takes');
  await context.setOffline(true);
  await expect(page.getByTestId('offline-banner')).toContainText('You are offline');

  await workspace.folderTree().getByRole('button', { name: 'Rename folder Takes' }).click();
  const field = page.getByRole('dialog').getByLabel('Folder name');
  await field.fill('Takes, renamed offline');
  await page.getByRole('dialog').getByRole('button', { name: 'Rename' }).click();
  await expect(page.getByRole('dialog')).toContainText('Cannot reach the server');
  await expect(field).toHaveValue('Takes, renamed offline');

  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toBeHidden();
  await page.getByRole('dialog').getByRole('button', { name: 'Rename' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(workspace.folderTree().getByRole('link', { name: 'Takes, renamed offline' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Takes, renamed offline' })).toBeVisible();
});
