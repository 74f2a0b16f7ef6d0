import { expect, test } from '../fixtures/test';
import { AUDIO_FIXTURES, WorkspacePage } from '../fixtures/workspace-page';

test('the server stopped mid-session: "server unreachable" (not offline), lists keep their data and say so, a change is kept or replayed, and the page recovers', async ({
  page,
  studio,
}) => {
  test.setTimeout(120_000);
  const workspace = new WorkspacePage(page);
  await workspace.startInNewFolder('Outage', 'Takes');
  await workspace.upload([AUDIO_FIXTURES[0]!]);
  const row = workspace.originalRow('speech.wav');
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row).not.toContainText('processing', { timeout: 30_000 });
  await expect(page.getByTestId('originals-count')).toHaveText('1 original');

  await studio.halt();

  // Creating is not replayed later: it fails visibly, and what was typed stays.
  await workspace.openAddPanel('From text');
  const form = page.getByRole('form', { name: 'Create from text' });
  const text = form.getByRole('textbox', { name: 'Create from text' });
  await text.fill('Typed while the server was down.');
  await form.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByTestId('unreachable-banner')).toContainText('The studio server cannot be reached');
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  await expect(form.getByRole('alert')).toContainText('Cannot reach the server');
  await expect(text).toHaveValue('Typed while the server was down.');

  // The list says it could not be reloaded and keeps its row: never "0 originals" or "no recordings".
  await expect(page.getByTestId('load-failure').filter({ hasText: 'recordings' })).toContainText(
    'Showing what was loaded before',
  );
  await expect(row).toBeVisible();
  await expect(page.getByTestId('originals-count')).toHaveText('1 original');
  await expect(page.getByText('No recordings in this folder yet')).toHaveCount(0);
  await expect(workspace.folderTree().getByRole('link', { name: 'Takes', exact: true })).toBeVisible();

  // A star is a toggle: shown at once, held while the server is away, and sent when it is back.
  const star = row.getByRole('button', { name: 'Star speech.wav' });
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');

  await studio.restart();
  await expect(page.getByTestId('unreachable-banner')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByTestId('load-failure')).toHaveCount(0, { timeout: 15_000 });
  await expect(row).toBeVisible();

  // The form's text is still there to send again, and now it goes through.
  await form.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('group', { name: 'Add audio' }).getByRole('status')).toContainText('Created');
  await expect(workspace.originalRows()).toHaveCount(2);

  // What the page shows is what the server has: after a reload the star is still set.
  await page.reload();
  await expect(workspace.originalRow('speech.wav').getByRole('button', { name: 'Star speech.wav' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});
