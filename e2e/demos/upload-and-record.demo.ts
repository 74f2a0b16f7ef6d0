import { recordTake } from '../fixtures/record-take';
import { AUDIO_FIXTURES, WorkspacePage } from '../fixtures/workspace-page';
import { expect, test } from './support/demo-test';

test('Upload and record originals', async ({ page, story }) => {
  const workspace = new WorkspacePage(page);

  await story.step('Signed in, in a new project with a folder for the takes', async () => {
    await workspace.startInNewFolder('Radio play', 'Scene 1');
  });
  await story.step('Uploading four takes at once: WAV, MP3, FLAC and Ogg, each with its own progress', async () => {
    await workspace.upload(AUDIO_FIXTURES);
    await expect(workspace.uploads()).toHaveCount(4);
  });
  await story.step(
    'The server decodes each file and draws its waveform; all four are listed as originals',
    async () => {
      await expect(workspace.uploads().and(page.locator('[data-status="done"]'))).toHaveCount(4, { timeout: 30_000 });
      await expect(workspace.originalRows()).toHaveCount(4);
      await expect(workspace.uploads()).toHaveCount(0, { timeout: 10_000 });
    },
  );
  await story.step('Recording from the microphone: the browser asks once, then the input level moves', async () => {
    await workspace.openAddPanel('Record a take');
    await page.getByRole('button', { name: 'Enable microphone' }).click();
    await expect(page.getByRole('meter', { name: 'Input level' })).not.toHaveAttribute('aria-valuenow', '0', {
      timeout: 5_000,
    });
  });
  await story.step('Recording a short take', async () => {
    await recordTake(page, 2.5);
    await expect(page.getByLabel('Listen to the take')).toBeVisible();
  });
  await story.step('Listening back, then saving the take to this folder', async () => {
    await page.getByRole('button', { name: /^Save take/ }).click();
    await expect(
      page.getByRole('status').filter({ hasText: /Saved “Take \d\d:\d\d:\d\d” to this folder/ }),
    ).toBeVisible({ timeout: 20_000 });
    await expect(workspace.originalRows()).toHaveCount(5);
  });
  await story.step('An original can also be made from text, spoken by the service', async () => {
    await workspace.openAddPanel('From text');
    const form = page.getByRole('form', { name: 'Create from text' });
    await story.type(
      form.getByRole('textbox', { name: 'Create from text' }),
      'The storm had passed, and the lighthouse keeper opened the door.',
    );
    await form.getByLabel('Label (optional)').fill('Narrator line');
    await form.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(workspace.originalRow('Narrator line')).toContainText('TTS');
    await expect(workspace.originalRow('Narrator line')).not.toContainText('processing', { timeout: 30_000 });
  });
  await story.step('Opening the recorded take: its waveform comes from the server’s peaks', async () => {
    const label = (
      await workspace
        .originalRows()
        .getByRole('link', { name: /^Take / })
        .innerText()
    ).trim();
    await workspace.openOriginal(label);
    await expect(page.getByTestId('player-time')).not.toContainText('/ 0:00.0');
  });
  await story.step('Playing it', async () => {
    await page.getByTestId('play-toggle').click();
    await expect.poll(() => workspace.playerSeconds(), { timeout: 5_000 }).toBeGreaterThan(0.2);
    await story.pause(1500);
  });
});
