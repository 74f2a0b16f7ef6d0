import { AbPlayer, ConversionsList, OrderFormPanel } from '../fixtures/conversions-page';
import { ConversionsSetup } from '../fixtures/conversions-setup';
import { SignInPage } from '../fixtures/sign-in-page';
import { DEMO, expect, test } from './support/demo-test';

/** At a human pace the six-second take may have played to its end before the story pauses it. */
async function pauseIfPlaying(player: AbPlayer) {
  if (await player.pauseButton().isVisible()) await player.pauseButton().click();
  await expect(player.playButton()).toBeVisible();
}

test('Convert one original into three voices and compare them', async ({ page, baseURL, story }) => {
  const setup = await ConversionsSetup.create(baseURL!);
  const { path } = await setup.speechOriginal('Opening line');
  await setup.dispose();
  const form = new OrderFormPanel(page);
  const list = new ConversionsList(page);
  const player = new AbPlayer(page);

  await story.step('An uploaded take, “Opening line”, waits on its page', async () => {
    const signIn = new SignInPage(page);
    await signIn.goto(path);
    await signIn.withPassword(DEMO.email, DEMO.password);
    await expect(page.getByRole('heading', { level: 2, name: 'Opening line' })).toBeVisible();
  });
  await story.step('Choosing three voices from the catalogue: Aurora, Dmytro and Boris', async () => {
    for (const voice of ['Aurora', 'Dmytro', 'Boris']) {
      await form.chooseVoice(voice);
      await expect(form.settingsFor(voice)).toBeVisible();
    }
  });
  await story.step('Aurora two semitones higher; the cost is shown against the balance before ordering', async () => {
    await form.setSemitones('Aurora', '+2');
    await expect(form.cost()).toContainText('credits');
  });
  await story.step('Ordering: the three conversions are listed at once and run in the background', async () => {
    await form.submit();
    await expect(list.rows).toHaveCount(3);
  });
  await story.step('All three are done', async () => {
    await list.waitAllDone(3);
    await expect(page.getByTestId('conversions-summary')).toHaveText('3 done');
  });
  await story.step('Comparing Aurora with the original in one A/B player', async () => {
    await list.row('Aurora').getByRole('button', { name: 'Compare with original' }).click();
    await expect(player.side('B')).toHaveAttribute('aria-pressed', 'true');
    await player.playButton().click();
    await expect(player.pauseButton()).toBeVisible();
    await story.pause(1500);
  });
  await story.step('Switching to A, the original, keeps the position', async () => {
    await player.side('A').click();
    await expect(player.side('A')).toHaveAttribute('aria-pressed', 'true');
    await story.pause(1500);
  });
  await story.step('And back to B, the converted voice', async () => {
    await player.side('B').click();
    await expect(player.side('B')).toHaveAttribute('aria-pressed', 'true');
    await story.pause(1500);
    await pauseIfPlaying(player);
  });
  await story.step('Now Dmytro against the original', async () => {
    await list.row('Dmytro').getByRole('button', { name: 'Compare with original' }).click();
    await player.playButton().click();
    await expect(player.pauseButton()).toBeVisible();
    await story.pause(2000);
    await pauseIfPlaying(player);
  });
  await story.step('Aurora is the one: starred for the team', async () => {
    const aurora = list.row('Aurora');
    await aurora.getByRole('button', { name: /^Star / }).click();
    await expect(aurora.getByRole('img', { name: 'Starred' })).toBeVisible();
  });
});
