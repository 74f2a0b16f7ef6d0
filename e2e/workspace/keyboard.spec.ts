import { expect, test } from '../fixtures/test';
import { seriousViolations, WorkspacePage } from '../fixtures/workspace-page';

test('projects and project view by keyboard: creating opens the new project and folder; dialogs trap focus and return it; rename and delete the project', async ({
  page,
}) => {
  const workspace = new WorkspacePage(page);
  await workspace.signIn();
  expect(await seriousViolations(page)).toEqual([]);

  // A project created by keyboard opens; focus is in the new page, never lost with the list that went away.
  const newProject = page.getByRole('button', { name: 'New project' });
  await newProject.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog').getByLabel('Project name')).toBeFocused();
  await page.keyboard.type('Keyboard');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Keyboard' })).toBeVisible();
  await expect(page).toHaveURL(/\/projects\/[^/?]+$/);
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.locator('#main')).toBeFocused();
  await expect(page.getByText('Pick a folder, or create one')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const newFolder = page.getByRole('button', { name: 'New folder', exact: true });
  await newFolder.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New folder' });
  await expect(dialog.getByLabel('Folder name')).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(newFolder).toBeFocused();

  // A folder created by keyboard opens too; focus goes back to "New folder", next to the new folder in the tree.
  await page.keyboard.press('Enter');
  await page.keyboard.type('Voice-over');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: 'Voice-over' })).toBeVisible();
  await expect(page).toHaveURL(/\/folders\/[^/?]+$/);
  await expect(workspace.folderTree().getByRole('link', { name: 'Voice-over' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(newFolder).toBeFocused();
  // The folder's add panels open from one bar, fold away and stay folded.
  const recordToggle = page.getByRole('button', { name: 'Record a take' });
  await recordToggle.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Enable microphone' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Enable microphone' })).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Voice-over' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enable microphone' })).toBeHidden();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Rename project' }).click();
  await page.getByRole('dialog').getByLabel('Project name').fill('Keyboard only');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Keyboard only' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rename project' })).toBeFocused();

  await page.getByRole('button', { name: 'Delete project' }).click();
  await expect(page.getByRole('dialog')).toContainText('cannot be undone');
  await page.getByRole('dialog').getByRole('button', { name: 'Delete project' }).click();
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();
  await expect(page.getByText('No projects yet')).toBeVisible();
});
