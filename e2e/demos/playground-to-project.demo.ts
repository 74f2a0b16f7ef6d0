import { TtsPage } from '../fixtures/tts-page';
import { WorkspacePage } from '../fixtures/workspace-page';
import { expect, test } from './support/demo-test';

test('Generate speech in the playground and save it to a project', async ({ page, story }) => {
  const workspace = new WorkspacePage(page);
  const tts = new TtsPage(page);
  let folderUrl = '';

  await story.step('A project with a folder for narration takes', async () => {
    await workspace.startInNewFolder('Narration', 'Speech takes');
    folderUrl = page.url();
  });
  await story.step('The text-to-speech playground: a voice, a transcript and the generation settings', async () => {
    await tts.goto();
  });
  await story.step('Streaming a line: it plays as it arrives, with its time to first audio', async () => {
    await story.type(
      page.getByLabel('Transcript'),
      'Welcome back to the studio. Your three conversions are ready to compare.',
    );
    await page.getByRole('radio', { name: /^Streamed/ }).check();
    await tts.form().getByRole('button', { name: 'Generate' }).click();
    await tts.expectTtfaShown();
    await story.pause(2500);
  });
  await story.step('The same line as a whole file, in the waveform player', async () => {
    await page.getByRole('radio', { name: /^Whole file/ }).check();
    await tts.form().getByRole('button', { name: 'Generate' }).click();
    await tts.expectTtfaShown();
    await expect(tts.historyEntries().first()).toBeVisible();
  });
  await story.step('Saving it to the project’s folder', async () => {
    await page.getByRole('button', { name: 'Save to a project' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save to a project' });
    await dialog.getByLabel('Project').selectOption({ label: 'Narration' });
    await dialog.getByLabel('Folder').selectOption({ label: 'Speech takes' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/^Saved as “Welcome back to the studio/)).toBeVisible({ timeout: 20_000 });
    await expect(dialog).toBeHidden();
  });
  await story.step('In the folder it is an original like any other, ready to convert', async () => {
    await page.goto(folderUrl);
    await expect(workspace.originalRows()).toHaveCount(1);
  });
});
