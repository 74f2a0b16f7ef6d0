import { ConversionsSetup } from '../fixtures/conversions-setup';
import { SignInPage } from '../fixtures/sign-in-page';
import { DEMO, expect, test } from './support/demo-test';

test('Edit a take on its waveform, trim it before paying, and compare voices on one board', async ({
  page,
  baseURL,
  story,
}) => {
  const setup = await ConversionsSetup.create(baseURL!);
  const { path, original } = await setup.speechOriginal('Opening line');
  const voices = await setup.voices();
  await setup.converted(
    original.id,
    voices.slice(0, 3).map((voice) => ({ voice_id: voice.id, label: 'First pass' })),
  );
  await setup.dispose();
  const waveform = page.getByTestId('waveform');
  const board = page.getByTestId('compare-board');

  await story.step('“Opening line” and three conversions of it, each named by its label and voice', async () => {
    const signIn = new SignInPage(page);
    await signIn.goto(path);
    await signIn.withPassword(DEMO.email, DEMO.password);
    await expect(board.getByTestId('board-row')).toHaveCount(4);
  });
  await story.step('Selecting a phrase with I and O at the playhead, then looping it', async () => {
    await waveform.focus();
    await page.keyboard.press('Home');
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('i');
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('o');
    await expect(page.getByTestId('selection-text')).toHaveText('Selection from 0:01.0, 0:02.0 long');
    await page.keyboard.press('l');
    await story.pause(2500);
  });
  await story.step('Half speed, the pitch kept; then zoomed in to the samples, decoded in the page', async () => {
    await page.getByLabel('Speed').selectOption('0.5');
    await story.pause(2000);
    await page.getByLabel('Speed').selectOption('1');
    for (let step = 0; step < 5; step++) await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect(waveform).toHaveAttribute('data-detail', 'decoded');
    await story.pause(1500);
    for (let step = 0; step < 5; step++) await page.getByRole('button', { name: 'Zoom out' }).click();
  });
  await story.step(
    'Keeping only the selection would save seconds and credits in every voice, shown before ordering',
    async () => {
      await page.getByRole('button', { name: 'Keep only the selection' }).click();
      await expect(page.getByTestId('trim-savings')).toContainText('credits for each voice ordered');
      await story.pause(2000);
      await page.getByTestId('trim-plan').getByRole('button', { name: 'Cancel' }).click();
    },
  );
  await story.step('The compare board: the same moment in every voice, switched with keys 1 to 4', async () => {
    await board.getByRole('button', { name: /^1 / }).focus();
    await page.keyboard.press('1');
    await story.pause(1200);
    for (const key of ['2', '3', '4']) {
      await page.keyboard.press(key);
      await expect(board.getByTestId('board-row').nth(Number(key) - 1)).toHaveAttribute('data-active', 'true');
      await story.pause(1200);
    }
    await board.getByTestId('board-play').click();
  });
  await story.step('The winner starred from the board', async () => {
    const star = board.getByRole('button', { name: /^Star / }).nth(1);
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
  });
});
