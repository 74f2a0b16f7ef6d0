import { ProjectsPage } from '../fixtures/projects-page';
import { SignInPage } from '../fixtures/sign-in-page';
import { WorkspacePage } from '../fixtures/workspace-page';
import { DEMO, expect, test } from './support/demo-test';

test('Sign in and organise a project', async ({ page, story }) => {
  const signIn = new SignInPage(page);
  const projects = new ProjectsPage(page);
  const workspace = new WorkspacePage(page);

  await story.step('Voice Studio opens on its sign-in page: the demo account of the local sandbox', async () => {
    await signIn.goto();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });
  await story.step('Signing in with email and password', async () => {
    await story.type(page.getByLabel('Email'), DEMO.email);
    await story.type(page.getByLabel('Password'), DEMO.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(projects.heading).toBeVisible();
  });
  await story.step('A new project for an audiobook', async () => {
    await projects.create('Audiobook: The Lighthouse');
    await projects.backToList();
    await expect(projects.row('Audiobook: The Lighthouse')).toBeVisible();
  });
  await story.step('And a second one, for a podcast', async () => {
    await projects.create('Podcast drafts');
    await projects.backToList();
    await expect(projects.row('Podcast drafts')).toBeVisible();
  });
  await story.step('Renaming it once the show has a name', async () => {
    await projects.rename('Podcast drafts', 'Podcast: Studio Notes');
    await expect(projects.row('Podcast: Studio Notes')).toBeVisible();
  });
  await story.step('Sorting the list by name: the sort is kept in the address', async () => {
    await page
      .getByRole('group', { name: /^Sort projects/ })
      .getByRole('button', { name: 'Name' })
      .click();
    await expect(page).toHaveURL(/sort=name/);
  });
  await story.step('Opening the audiobook project', async () => {
    await workspace.openProject('Audiobook: The Lighthouse');
  });
  await story.step('Folders keep the takes in order: one per chapter', async () => {
    await workspace.createFolder('Chapter 1');
    await workspace.createFolder('Chapter 2');
    await expect(workspace.folderTree().getByRole('link', { name: 'Chapter 2', exact: true })).toBeVisible();
  });
  await story.step('Folders nest: retakes go inside their chapter', async () => {
    await workspace.createFolder('Retakes', 'Chapter 1');
    await expect(workspace.folderTree().getByRole('link', { name: 'Retakes', exact: true })).toBeVisible();
  });
  await story.step('Opening a folder shows its originals (none yet) and the ways to add some', async () => {
    await workspace.openFolder('Chapter 1');
    await expect(page.getByTestId('upload-input')).toBeAttached();
  });
  await story.step('Back on the projects page, the project that is no longer needed goes', async () => {
    await page.getByRole('link', { name: 'Projects', exact: true }).first().click();
    await expect(projects.heading).toBeVisible();
    await projects.delete('Podcast: Studio Notes');
    await expect(projects.row('Podcast: Studio Notes')).toHaveCount(0);
  });
  await story.step('Signing out', async () => {
    await projects.signOut();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });
});
