import { conversionPrice } from '../../contract/gateway/pricing';
import type { Page } from '@playwright/test';
import { rename } from 'node:fs/promises';
import path from 'node:path';
import { AbPlayer, ConversionsList, OrderFormPanel } from '../fixtures/conversions-page';
import { ConversionsSetup, voicedWav } from '../fixtures/conversions-setup';
import { SignInPage } from '../fixtures/sign-in-page';
import { signIn } from '../fixtures/sign-in';
import { DEMO, expect, test } from '../fixtures/test';
import { seriousViolations } from '../fixtures/workspace-page';

/** The positions shown until playback passes `beyond` seconds: they must move on from the kept position, not restart at 0. */
async function positionsPlayingPast(player: AbPlayer, beyond: number): Promise<number[]> {
  const positions: number[] = [];
  const sample = async () => {
    positions.push(await player.seconds());
    return positions.at(-1)!;
  };
  await expect.poll(sample, { intervals: [100] }).toBeGreaterThan(beyond);
  return positions;
}

/** Focus stays inside the open dialog however often Tab is pressed. */
async function expectFocusTrapped(page: Page) {
  for (let press = 0; press < 8; press++) {
    await page.keyboard.press(press % 3 === 2 ? 'Shift+Tab' : 'Tab');
    expect(await page.getByRole('dialog').evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
}

test('order two voices, wait for done, play, A/B compare keeping the position, star, label and note', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const setup = await ConversionsSetup.create(baseURL!);
  const { path, original } = await setup.speechOriginal('Take one');
  const balance = await setup.credits();
  await signIn(page, path);
  await expect(page.getByRole('heading', { level: 2, name: 'Take one' })).toBeVisible();

  const form = new OrderFormPanel(page);
  const list = new ConversionsList(page);
  await expect(page.getByText('No conversions yet')).toBeVisible();
  await form.chooseVoice('Aurora');
  await form.chooseVoice('Dmytro');
  await form.setSemitones('Aurora', '+2');
  await expect(form.cost()).toContainText(`Cost: ${conversionPrice(original.duration, 2).toFixed(2)} credits`);
  await expect(form.cost()).toContainText(`balance ${balance.toFixed(2)} credits`);
  await form.submit();

  // The new conversions are listed as soon as the order is placed, with their state and elapsed time.
  await expect(list.rows).toHaveCount(2);
  await expect(list.row('Aurora').getByTestId('conversion-elapsed')).toBeVisible();
  await list.waitAllDone(2);
  await expect(page.getByTestId('conversions-summary')).toHaveText('2 done');
  await expect(list.row('Aurora')).toContainText('+2 st');
  await expect(list.row('Aurora').getByTestId('conversion-elapsed')).toHaveText(/^took \d+ s$/);
  await expect(form.cost()).not.toContainText(`balance ${balance.toFixed(2)} credits`);
  expect(await seriousViolations(page)).toEqual([]);

  // Every conversion plays in its row (mini waveform from its peaks); N moves to the next one and plays it.
  const first = list.rows.nth(0);
  const second = list.rows.nth(1);
  await expect(first.getByTestId('mini-waveform')).toHaveAttribute('data-peaks', 'drawn');
  await first.getByRole('button', { name: /^Play / }).click();
  await expect(first.getByTestId('row-player')).toHaveAttribute('data-playing', 'true');
  await page.keyboard.press('n');
  await expect(second.getByTestId('row-player')).toHaveAttribute('data-playing', 'true');
  await expect(page.locator('[data-testid="row-player"][data-playing]')).toHaveCount(1);
  await second.getByRole('button', { name: /^Pause / }).click();

  const download = page.waitForEvent('download');
  await list
    .row('Aurora')
    .getByRole('button', { name: /^Download / })
    .click();
  expect((await download).suggestedFilename()).toMatch(/\.wav$/);

  // A/B: one player; the position is kept when switching, paused or playing.
  const aurora = list.row('Aurora');
  await aurora.getByRole('button', { name: 'Compare with original' }).click();
  const player = new AbPlayer(page);
  await expect(player.side('B')).toHaveAttribute('aria-pressed', 'true');
  await expect(player.root).toBeFocused();
  await player.waveform().focus();
  // The player is the studio's one: B is where the row above left it, so start from the beginning.
  await page.keyboard.press('Home');
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Shift+ArrowRight');
  await expect(player.time()).toContainText('0:02.0 /');
  await page.keyboard.press('a');
  await expect(player.side('A')).toHaveAttribute('aria-pressed', 'true');
  await expect(player.time()).toContainText('0:02.0 /');
  await page.keyboard.press('Space');
  await expect(player.pauseButton()).toBeVisible();
  let heard = await positionsPlayingPast(player, 2.3);
  expect(Math.min(...heard)).toBeGreaterThanOrEqual(1.95);
  const beforeSwitch = await player.seconds();
  await page.keyboard.press('b');
  await expect(player.side('B')).toHaveAttribute('aria-pressed', 'true');
  await expect(player.pauseButton()).toBeVisible();
  heard = await positionsPlayingPast(player, beforeSwitch + 0.3);
  expect(Math.min(...heard)).toBeGreaterThanOrEqual(beforeSwitch - 0.05);
  await page.keyboard.press('Space');
  await expect(player.playButton()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Star, label and note; markup typed by the user is shown as text.
  await aurora.getByRole('button', { name: /^Star / }).click();
  await expect(aurora.getByRole('button', { name: /^Star / })).toHaveAttribute('aria-pressed', 'true');
  await expect(aurora.getByRole('img', { name: 'Starred' })).toBeVisible();

  const dialog = page.getByRole('dialog');
  await aurora.getByRole('button', { name: /^Edit the label of/ }).click();
  await dialog.getByLabel('Label').fill('<i>Best</i> take');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(aurora.getByTestId('conversion-label')).toHaveText(
    '<i>Best</i> take – Aurora (American English, +2 st)',
  );

  const noteButton = aurora.getByRole('button', { name: /^Note on/ });
  await noteButton.click();
  await dialog.getByRole('button', { name: 'Add note' }).click();
  await dialog.getByRole('textbox', { name: 'Note' }).fill('<b>Use this one</b> & <script>alert(1)</script>');
  await expectFocusTrapped(page);
  await dialog.getByRole('button', { name: 'Save note' }).click();
  await expect(dialog.getByTestId('note-text')).toHaveText('<b>Use this one</b> & <script>alert(1)</script>');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(noteButton).toBeFocused();
  await expect(aurora.getByTestId('conversion-note')).toHaveText('<b>Use this one</b> & <script>alert(1)</script>');
  await expect(aurora.locator('b, i, script')).toHaveCount(0);

  await page.reload();
  await expect(aurora.getByTestId('conversion-label')).toHaveText(
    '<i>Best</i> take – Aurora (American English, +2 st)',
  );
  await expect(aurora.getByRole('button', { name: /^Star / })).toHaveAttribute('aria-pressed', 'true');
  await expect(aurora.getByTestId('conversion-note')).toHaveText('<b>Use this one</b> & <script>alert(1)</script>');

  // Redo runs a conversion again (and spends credits again); delete asks first and keeps focus in the page.
  const spentBefore = await setup.credits();
  await setup.dispose();
  const dmytro = list.row('Dmytro');
  // Redo says what it costs and asks first; Cancel spends nothing.
  await dmytro.getByRole('button', { name: 'Redo' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByTestId('rerun-cost')).toHaveText(/^\d+\.\d\d credits$/);
  await expect(confirm).toContainText('balance is');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(dmytro).toHaveAttribute('data-state', 'done');
  await dmytro.getByRole('button', { name: 'Redo' }).click();
  await confirm.getByRole('button', { name: /^Redo for \d+\.\d\d credits$/ }).click();
  await expect(confirm).toBeHidden();
  await list.waitAllDone(2);
  // Its elapsed time counts from the redo, not from the first order minutes ago.
  const took = Number((await dmytro.getByTestId('conversion-elapsed').innerText()).match(/\d+/)![0]);
  expect(took).toBeLessThan(30);
  await expect(form.cost()).not.toContainText(`balance ${spentBefore.toFixed(2)} credits`);
  await dmytro.getByRole('button', { name: /^Delete / }).click();
  await expectFocusTrapped(page);
  await dialog.getByRole('button', { name: 'Delete conversion' }).click();
  await expect(list.rows).toHaveCount(1);
  // The button that opened the dialog went with its row: focus lands in the page, not on <body>.
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
});

test('the order form keeps what was typed through a field error and a sign-in in the middle', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const setup = await ConversionsSetup.create(baseURL!);
  const { path } = await setup.speechOriginal('Take two', voicedWav(2));
  await setup.dispose();
  await signIn(page, path);
  const form = new OrderFormPanel(page);
  const list = new ConversionsList(page);

  await form.chooseVoice('Olesia');
  const semitones = form.settingsFor('Olesia').getByLabel('Semitones');
  await form.setSemitones('Olesia', '13');
  await expect(semitones).toHaveAttribute('aria-invalid', 'true');
  await expect(semitones).toHaveAccessibleDescription(/Enter a number from -12 to \+12/);
  await form.submit();
  await expect(list.rows).toHaveCount(0);
  await semitones.focus();
  await semitones.fill('-2');
  await page.keyboard.press('ArrowDown');
  await expect(semitones).toHaveValue('-3');
  await expect(semitones).not.toHaveAttribute('aria-invalid');
  await form.setLabel('Keep <me>');
  await form.root.getByRole('radio', { name: /^None/ }).check();

  // The session ends behind the page's back: the order gets a 401, the app asks to sign in and comes back.
  await page.context().clearCookies();
  await form.submit();
  await expect(page).toHaveURL(/\/sign-in\?next=/);
  await new SignInPage(page).withPassword(DEMO.email, DEMO.password);
  await expect(page).toHaveURL(path);
  await expect(form.voiceCheckbox('Olesia')).toBeChecked();
  await expect(form.settingsFor('Olesia').getByLabel('Semitones')).toHaveValue('-3');
  await expect(form.root.getByLabel('Label (optional)')).toHaveValue('Keep <me>');
  await expect(form.root.getByRole('radio', { name: /^None/ })).toBeChecked();
  await expect(list.rows).toHaveCount(0);

  await form.submit();
  await list.waitAllDone(1);
  await expect(list.row('Olesia').getByTestId('conversion-label')).toHaveText('Keep <me> – Olesia (Ukrainian, −3 st)');
  await expect(list.row('Olesia')).toContainText('−3 st');
  await expect(form.root.getByLabel('Label (optional)')).toHaveValue('');
  await expect(form.root.getByRole('status').filter({ hasText: 'ordered' })).toHaveText('1 conversion ordered.');
});

test('a text original is converted with a required narration style and no calibration', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const setup = await ConversionsSetup.create(baseURL!);
  const { path } = await setup.textOriginal('Intro line', 'Good evening and welcome to the show.');
  await setup.dispose();
  await signIn(page, path);
  const form = new OrderFormPanel(page);
  const list = new ConversionsList(page);

  // Only voices with narration styles are offered; favourites come first and can be the only ones shown.
  await form.search('Rex');
  await expect(form.voiceCheckbox('Rex')).toHaveCount(0);
  await form.search('');
  const favourite = form.root.getByRole('button', { name: 'Favourite Yuri' });
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  await expect(form.root.getByTestId('voice-option').first()).toContainText('Yuri');
  await form.root.getByLabel('Favourites only').check();
  await expect(form.root.getByTestId('voice-option')).toHaveCount(1);
  await form.root.getByLabel('Favourites only').uncheck();

  await form.chooseVoice('Olesia');
  const style = form.settingsFor('Olesia').getByLabel('Narration style (required)');
  await expect(style).toHaveAttribute('required', '');
  await style.selectOption({ label: 'Mellow, Warm' });
  await expect(form.root.getByRole('group', { name: 'Calibration' })).toHaveCount(0);
  await expect(form.settingsFor('Olesia').getByLabel('Semitones')).toHaveCount(0);
  await form.submit();
  await list.waitAllDone(1);
  await expect(list.row('Olesia')).toContainText('Mellow, Warm');
  expect(await seriousViolations(page)).toEqual([]);
});

test('a failed conversion says why and is retried', async ({ page, baseURL, studio }) => {
  test.setTimeout(120_000);
  const setup = await ConversionsSetup.create(baseURL!);
  const { path: page_path, original } = await setup.speechOriginal('Take three', voicedWav(2));
  await setup.dispose();
  // The sandbox keeps audio at DATA_DIR/audio/<id>.<ext>: with the original's file gone, its conversions fail.
  const audio = path.join(studio.dataDir, 'audio', `${original.id}.wav`);
  await rename(audio, `${audio}.away`);
  await signIn(page, page_path);
  const form = new OrderFormPanel(page);
  const list = new ConversionsList(page);
  await form.chooseVoice('Hana');
  await form.submit();
  const hana = list.row('Hana');
  await expect(hana).toHaveAttribute('data-state', 'error', { timeout: 60_000 });
  await expect(hana.getByTestId('conversion-state')).toHaveText('Failed');
  await expect(page.getByTestId('conversions-summary')).toHaveText('1 failed');
  await expect(hana.getByRole('button', { name: 'Compare with original' })).toBeDisabled();

  await rename(`${audio}.away`, audio);
  await hana.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('dialog').getByTestId('rerun-cost')).toBeVisible();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Retry for / })
    .click();
  await list.waitAllDone(1);
  await expect(hana.getByRole('button', { name: 'Compare with original' })).toBeEnabled();
});

test('a specific calibration is sent with the order and shown on the conversion', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const setup = await ConversionsSetup.create(baseURL!);
  const { path } = await setup.speechOriginal('Take four', voicedWav(2));
  const calibration = await setup.calibration('My voice');
  await setup.dispose();
  await signIn(page, path);
  const form = new OrderFormPanel(page);
  const list = new ConversionsList(page);

  await form.chooseVoice('Nestor');
  await form.root.getByRole('radio', { name: 'A specific calibration' }).check();
  await form.submit();
  await expect(form.root.getByLabel('Calibration to use')).toHaveAccessibleDescription('Choose the calibration to use');
  await expect(list.rows).toHaveCount(0);
  await form.root.getByLabel('Calibration to use').selectOption({ label: `My voice, ${calibration.f0.toFixed(0)} Hz` });
  await form.submit();
  await list.waitAllDone(1);
  await expect(list.row('Nestor')).toContainText('calibration My voice');
});
