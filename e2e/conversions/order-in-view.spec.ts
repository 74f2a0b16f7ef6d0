import { ConversionsSetup, voicedWav } from '../fixtures/conversions-setup';
import { OrderFormPanel } from '../fixtures/conversions-page';
import { expectAccessibleInBothThemes } from '../fixtures/library-checks';
import { PlayerBar } from '../fixtures/player-bar';
import { signIn } from '../fixtures/sign-in';
import { expect, test } from '../fixtures/test';

test('after "Use this voice" at 1440×900 the Order button is on the first screen, beside the waveform', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const setup = await ConversionsSetup.create(baseURL!);
  await setup.speechOriginal('Desk take', voicedWav(2));
  await setup.dispose();
  await signIn(page, '/voices?q=Nestor');
  await page.getByTestId('voice-name').filter({ hasText: 'Nestor' }).click();
  await page.getByRole('button', { name: 'Use this voice' }).click();
  const dialog = page.getByRole('dialog', { name: 'Use Nestor' });
  await dialog.getByLabel('Project').selectOption({ label: 'Conversions Desk take' });
  await dialog.getByLabel('Folder').selectOption({ label: 'Takes' });
  await dialog.getByLabel('Original').selectOption({ label: 'Desk take' });
  await dialog.getByRole('button', { name: 'Open the order form' }).click();

  const form = new OrderFormPanel(page);
  await expect(form.voiceCheckbox('Nestor')).toBeChecked();
  const order = form.submitButton();
  await expect(order).toBeEnabled();
  // On the first screen: in view, and within the page's first 900 px (so in view unscrolled too).
  const box = (await order.boundingBox())!;
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(scrolled + box.y + box.height).toBeLessThanOrEqual(900);
  // The form is a column of its own, to the right of the waveform, not under the page.
  const waveform = (await page.getByTestId('waveform').boundingBox())!;
  const formBox = (await form.root.boundingBox())!;
  expect(formBox.x).toBeGreaterThan(waveform.x + waveform.width);
  expect(formBox.y).toBeLessThan(waveform.y + waveform.height);
});

test('the voice picker filters by accent and plays an accent sample in the player bar', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const setup = await ConversionsSetup.create(baseURL!);
  const { path } = await setup.speechOriginal('Accent take', voicedWav(2));
  await setup.dispose();
  await signIn(page, path);
  const form = new OrderFormPanel(page);
  const options = form.root.getByTestId('voice-option');
  await expect(options.first()).toBeVisible();
  const all = await options.count();
  const accent = form.root.getByLabel('Accent');
  const accentNames = (await accent.locator('option').allTextContents()).filter((name) => name !== 'Any');
  expect(accentNames.length).toBeGreaterThan(1);
  await accent.selectOption(accentNames[0]!);
  await expect.poll(() => options.count()).toBeLessThan(all);
  const first = options.first();
  await expect(first).toContainText(accentNames[0]!);
  await first.getByRole('button', { name: new RegExp(`^Play a sample of .+, ${accentNames[0]}$`) }).click();
  await expect.poll(() => new PlayerBar(page).seconds(), { timeout: 20_000 }).toBeGreaterThan(0.2);
  // With the player bar up, the Order button is still above it.
  const bar = (await page.getByTestId('player-bar').boundingBox())!;
  const order = (await form.submitButton().boundingBox())!;
  expect(order.y + order.height).toBeLessThanOrEqual(bar.y);
  await expectAccessibleInBothThemes(page);
  await page.screenshot({ path: '/tmp/order-panel-desktop.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await form.root.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/order-panel-phone.png' });
});
