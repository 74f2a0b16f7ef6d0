import { DEMO, expect, test } from '../fixtures/test';
import { ProjectsPage } from '../fixtures/projects-page';
import { SignInPage } from '../fixtures/sign-in-page';
import { expectAccessibleInBothThemes } from '../fixtures/library-checks';
import { seriousViolations, WorkspacePage } from '../fixtures/workspace-page';

test('the demo user manages a project that survives a reload, then signs out', async ({ page }) => {
  const signIn = new SignInPage(page);
  const projects = new ProjectsPage(page);

  await page.goto('/');
  await expect(page).toHaveURL(/\/sign-in\?next=/);
  await signIn.withPassword(DEMO.email, DEMO.password);
  await expect(projects.heading).toBeVisible();

  await projects.create('Radio spot');
  await projects.backToList();
  await expect(projects.row('Radio spot')).toBeVisible();

  await projects.rename('Radio spot', 'Radio spot final');
  await expect(projects.row('Radio spot final')).toBeVisible();

  await page.reload();
  await expect(projects.row('Radio spot final')).toBeVisible();

  await projects.delete('Radio spot final');
  await expect(projects.row('Radio spot final')).toHaveCount(0);
  await expect(page.getByText('No projects yet')).toBeVisible();

  await projects.signOut();
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.goto('/projects');
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fprojects/);
});

test('a wrong password shows a clear error and keeps the email', async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.withPassword(DEMO.email, 'not-the-password');
  await signIn.expectError('Wrong email or password.');
  await expect(page.getByLabel('Email')).toHaveValue(DEMO.email);
});

test('an API key signs in; sort order lives in the URL', async ({ page }) => {
  const signIn = new SignInPage(page);
  const projects = new ProjectsPage(page);
  await signIn.goto('/projects?sort=name&direction=asc');
  await signIn.withApiKey(DEMO.apiKey);
  await expect(page).toHaveURL(/sort=name&direction=asc/);
  await projects.create('Beta');
  await projects.backToList();
  await projects.create('Alpha');
  await projects.backToList();
  await expect(page).toHaveURL(/sort=name&direction=asc/);
  await expect(page.getByTestId('project-row').first()).toContainText('Alpha');
  await page.getByRole('button', { name: 'Name', exact: true }).click();
  await expect(page).toHaveURL(/sort=name&direction=desc/);
  await expect(page.getByTestId('project-row').first()).toContainText('Beta');
});

test('a session that ends mid-way sends the user to sign in and back', async ({ page, context }) => {
  const signIn = new SignInPage(page);
  await signIn.goto('/projects?sort=name');
  await signIn.withPassword(DEMO.email, DEMO.password);
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();
  // The cards' figures and the recent originals load just after the page: the session ends once they are in.
  await page.waitForLoadState('networkidle');

  await context.clearCookies();
  await page.getByRole('button', { name: 'New project' }).click();
  await page.getByRole('dialog').getByLabel('Project name').fill('After expiry');
  await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fprojects%3Fsort%3Dname/);

  await signIn.withPassword(DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/projects\?sort=name$/);
});

test('the other account cannot see or change the demo user’s projects', async ({ request }) => {
  const demo = { 'api-key': DEMO.apiKey };
  const other = { 'api-key': 'sandbox-other-key' };
  const me = await (await request.post('/api/auth', { headers: demo })).json();
  const created = await request.post('/api/projects', {
    headers: demo,
    data: { name: 'Private', owner: me.id, models: {} },
  });
  const project = await created.json();

  const list = await (await request.get('/api/projects', { headers: other })).json();
  expect(list.list.map((p: { id: string }) => p.id)).not.toContain(project.id);
  for (const attempt of [
    request.patch(`/api/projects/${project.id}`, { headers: other, data: { name: 'Stolen' } }),
    request.delete(`/api/projects/${project.id}`, { headers: other }),
    request.get(`/api/projects/by-url?project_url=${project.url}`, { headers: other }),
  ]) {
    expect([403, 404]).toContain((await attempt).status());
  }
  const after = await (await request.get(`/api/projects/${project.id}`, { headers: demo })).json();
  expect(after.name).toBe('Private');
});

test('sign-in and projects pages have no serious accessibility violations', async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.goto();
  expect(await seriousViolations(page)).toEqual([]);
  await signIn.withPassword(DEMO.email, DEMO.password);
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a new folder named like a sibling is allowed, with a warning before it is created', async ({ page }) => {
  const workspace = new WorkspacePage(page);
  await workspace.signIn();
  await new ProjectsPage(page).create('Twin folders');
  await workspace.createFolder('Takes');
  await page.getByRole('button', { name: 'New folder', exact: true }).click();
  const dialog = page.getByRole('dialog');
  const field = dialog.getByLabel('Folder name');
  await field.fill('Other');
  await expect(field).not.toHaveAccessibleDescription(/already/);
  await field.fill('takes');
  await expect(field).toHaveAccessibleDescription(/A folder named “takes” is already at the top of this project/);
  await expectAccessibleInBothThemes(page);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  await expect(workspace.folderTree().getByRole('link', { name: /^takes$/i })).toHaveCount(2);
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`creating a project opens it, and creating a folder or subfolder opens that folder (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const projects = new ProjectsPage(page);
    const workspace = new WorkspacePage(page);
    const name = `Opened at once ${viewport.width}`;
    await workspace.signIn();

    await page.getByRole('button', { name: 'New project' }).click();
    await page.getByRole('dialog').getByLabel('Project name').fill(name);
    await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).toHaveURL(/\/projects\/[^/?]+$/);
    await expect(page).toHaveTitle(new RegExp(name));
    await expect(page.getByText('No folders yet')).toBeVisible();
    const projectUrl = page.url();

    await page.getByRole('button', { name: 'New folder', exact: true }).click();
    await page.getByRole('dialog').getByLabel('Folder name').fill('Chapter 1');
    await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Chapter 1' })).toBeVisible();
    expect(page.url()).toMatch(new RegExp(`^${projectUrl}/folders/[^/?]+$`));
    await expect(workspace.folderTree().getByRole('link', { name: 'Chapter 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByTestId('upload-input')).toBeAttached();
    const chapterUrl = page.url();

    await page.getByRole('button', { name: 'New folder in Chapter 1' }).click();
    await page.getByRole('dialog').getByLabel('Folder name').fill('Retakes');
    await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Retakes' })).toBeVisible();
    await expect(workspace.folderTree().getByRole('link', { name: 'Retakes' })).toHaveAttribute('aria-current', 'page');
    expect(page.url()).not.toBe(chapterUrl);

    // Back walks the same way out: the parent folder, the empty project, the list that holds the new project.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 2, name: 'Chapter 1' })).toBeVisible();
    await page.goBack();
    await expect(page.getByText('Pick a folder, or create one')).toBeVisible();
    await projects.backToList();
    await expect(projects.row(name)).toBeVisible();
  });
}
