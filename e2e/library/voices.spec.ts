import type { Page } from '@playwright/test';
import { ConversionsSetup, voicedWav } from '../fixtures/conversions-setup';
import { OrderFormPanel } from '../fixtures/conversions-page';
import { expect, test } from '../fixtures/test';
import { expectAccessibleInBothThemes, expectNoSidewaysScroll } from '../fixtures/library-checks';
import { signIn } from '../fixtures/sign-in';
import { PlayerBar } from '../fixtures/player-bar';

const names = (page: Page) => page.getByTestId('voice-name').allInnerTexts();

test('filters by two fields survive a reload and open the same in a new page', async ({ page, context }) => {
  await signIn(page, '/voices');
  await expect(page.getByTestId('voice-card').first()).toBeVisible();
  const everyone = await page.getByTestId('voice-total').innerText();

  const filters = page.getByRole('region', { name: 'Filters' });
  await filters.getByRole('group', { name: 'Gender' }).getByText('Female', { exact: true }).click();
  await expect(page).toHaveURL(/gender=female/);
  await filters.getByRole('group', { name: 'Age' }).getByText('Adult', { exact: true }).click();
  await filters.getByRole('group', { name: 'Age' }).getByText('Young', { exact: true }).click();
  await expect(page).toHaveURL(/age_group=adult&age_group=young/);
  // The page has drawn the URL's filters (the box is ticked) and the list has the answer for them: names read
  // any earlier were the previous filters' (Female, Adult) when a loaded machine was slow to answer.
  await expect(filters.getByRole('checkbox', { name: 'Young' })).toBeChecked();
  await expect(page.getByRole('list', { name: 'Voices' })).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByTestId('voice-total')).not.toHaveText(everyone);
  const filtered = await names(page);
  expect(filtered.length).toBeGreaterThan(0);
  const facts = await page.getByTestId('voice-card').locator('p.text-xs').allInnerTexts();
  for (const line of facts) expect(line).toMatch(/^Female · (Adult|Young)/);

  await page.reload();
  await expect(page.getByTestId('voice-card').first()).toBeVisible();
  expect(await names(page)).toEqual(filtered);
  await expect(filters.getByRole('checkbox', { name: 'Female' })).toBeChecked();

  const shared = await context.newPage();
  await shared.goto(page.url());
  await expect(shared.getByTestId('voice-card').first()).toBeVisible();
  expect(await names(shared)).toEqual(filtered);

  // The compact list shows the same voices, and the view is in the URL too.
  await page.getByRole('radio', { name: 'List' }).click();
  await expect(page).toHaveURL(/view=list/);
  await expect(page.getByTestId('voice-row').first()).toBeVisible();
  expect(await names(page)).toEqual(filtered);
});

test('a favourite shows at once and under favourites; a refused one is put back with a message', async ({ page }) => {
  await signIn(page, '/voices?sort=name&direction=asc');
  // The filter lives in the URL: the box shows its new state once the navigation it starts has finished, which
  // Playwright's check() does not wait for.
  const favouritesOnly = page.getByRole('checkbox', { name: 'Favourites only' });
  const setFavouritesOnly = async (on: boolean) => {
    await favouritesOnly.click();
    await expect(favouritesOnly).toBeChecked({ checked: on });
  };
  const first = page.getByTestId('voice-card').first();
  const name = await first.getByTestId('voice-name').innerText();
  const star = first.getByRole('button', { name: `Favourite ${name}` });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');

  await setFavouritesOnly(true);
  await expect(page).toHaveURL(/favourites=1/);
  await expect(page.getByTestId('voice-name')).toHaveText([name]);
  await page.reload();
  await expect(page.getByTestId('voice-name')).toHaveText([name]);

  // The server refuses the next favourite: the star flips at once, then goes back, and the user is told.
  await setFavouritesOnly(false);
  const second = page.getByTestId('voice-card').nth(1);
  const other = await second.getByTestId('voice-name').innerText();
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v2/voices/favorite/**', async (route) => {
    await held;
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ detail: 'Favourites are down for maintenance' }),
    });
  });
  const otherStar = second.getByRole('button', { name: `Favourite ${other}` });
  await otherStar.click();
  await expect(otherStar).toHaveAttribute('aria-pressed', 'true');
  release();
  await expect(otherStar).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText('The favourite was not saved: Favourites are down for maintenance')).toBeVisible();
  await page.unroute('**/api/v2/voices/favorite/**');
  await setFavouritesOnly(true);
  await expect(page.getByTestId('voice-name')).toHaveText([name]);
});

// The library's two views and the voice page are checked in separate tests: together their six axe runs over
// long pages outlast the time limit on a loaded machine.
for (const view of ['Grid', 'List'] as const) {
  test(`the voice library in its ${view.toLowerCase()} view is accessible in both themes and fits a phone`, async ({
    page,
  }) => {
    await signIn(page, '/voices?sort=name&direction=asc');
    await page.getByRole('radio', { name: view }).click();
    await expect(page.getByTestId(view === 'Grid' ? 'voice-card' : 'voice-row').first()).toBeVisible();
    await expectAccessibleInBothThemes(page);
    await expectNoSidewaysScroll(page);
  });
}

test('a voice page plays an accent sample, saves a semitone correction and is accessible', async ({ page }) => {
  await signIn(page, '/voices?sort=name&direction=asc');
  await page.getByRole('radio', { name: 'List' }).click();
  const first = page.getByTestId('voice-row').first();
  const name = await first.getByTestId('voice-name').innerText();
  await first.getByTestId('voice-name').click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  const accent = page.getByTestId('accent-row').first();
  const bar = new PlayerBar(page);
  await accent.getByRole('button', { name: /^Play a sample of/ }).click();
  await expect.poll(() => bar.seconds(), { timeout: 20_000 }).toBeGreaterThan(0.3);
  await expect(accent.getByRole('button', { name: /^Pause the sample of/ })).toBeVisible();
  await expect(bar.title).toContainText(name);
  const accentTitle = await bar.title.innerText();

  // Only one audio at a time: starting a narration style's sample stops the accent's, and the bar shows it.
  const style = page.getByTestId('style-row').first();
  if (await style.count()) {
    await style.getByRole('button', { name: /^Play a sample of/ }).click();
    await expect(style.getByRole('button', { name: /^Pause the sample of/ })).toBeVisible({ timeout: 20_000 });
    await expect(accent.getByRole('button', { name: /^Play a sample of/ })).toBeVisible();
    await expect(bar.title).not.toHaveText(accentTitle);
    await expect(bar.title).toContainText(name);
  }

  const semitones = accent.getByRole('textbox', { name: /Semitone correction/ });
  await semitones.fill('20');
  await expect(accent.getByText('Enter a number from -12 to +12')).toBeVisible();
  await semitones.fill('-2.5');
  await accent.getByRole('button', { name: 'Save' }).click();
  await expect(accent.getByRole('button', { name: /^Favourite / })).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(
    page
      .getByTestId('accent-row')
      .first()
      .getByRole('textbox', { name: /Semitone correction/ }),
  ).toHaveValue('-2.5');

  await expectAccessibleInBothThemes(page);
  await expectNoSidewaysScroll(page);
});

test('"Use this voice" opens the order form of a chosen original with the voice picked, heard from the picker', async ({
  page,
  baseURL,
}) => {
  const setup = await ConversionsSetup.create(baseURL!);
  const { path } = await setup.speechOriginal('Use take', voicedWav(2));
  await setup.dispose();
  await signIn(page, '/voices?q=Nestor');
  await page.getByTestId('voice-name').filter({ hasText: 'Nestor' }).click();
  await page.getByRole('button', { name: 'Use this voice' }).click();
  const dialog = page.getByRole('dialog', { name: 'Use Nestor' });
  await dialog.getByLabel('Project').selectOption({ label: 'Conversions Use take' });
  await dialog.getByLabel('Folder').selectOption({ label: 'Takes' });
  await dialog.getByLabel('Original').selectOption({ label: 'Use take' });
  await dialog.getByRole('button', { name: 'Open the order form' }).click();

  await expect(page).toHaveURL(path);
  const form = new OrderFormPanel(page);
  await expectOrderFormBrought(page);
  await expect(form.settingsFor('Nestor')).toBeVisible();
  await expect(form.voiceCheckbox('Nestor')).toBeChecked();
  await form.search('Nestor');
  const option = form.root.getByTestId('voice-option').filter({ hasText: 'Nestor' });
  // The sandbox's catalogue has no pictures: each voice gets its generated portrait (VoicePortrait).
  await expect(option.getByTestId('voice-portrait')).toBeVisible();
  await option.getByRole('button', { name: 'Play a sample of Nestor', exact: true }).click();
  await expect.poll(() => new PlayerBar(page).seconds(), { timeout: 20_000 }).toBeGreaterThan(0.2);
});

/** The order form is scrolled to and focused on arrival, not left below the original's page. */
async function expectOrderFormBrought(page: Page) {
  const title = page.getByRole('heading', { name: 'Order conversions' });
  await expect(title).toBeFocused();
  await expect(title).toBeInViewport({ ratio: 1 });
  await expect(new OrderFormPanel(page).voiceCheckbox('Nestor')).toBeChecked();
}

test('"Use this voice" on a phone lands on the order form, focused, with the voice chosen', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const setup = await ConversionsSetup.create(baseURL!);
  const { path } = await setup.speechOriginal('Phone take', voicedWav(2));
  await setup.dispose();
  await signIn(page, '/voices?q=Nestor');
  await page.getByTestId('voice-name').filter({ hasText: 'Nestor' }).click();
  await page.getByRole('button', { name: 'Use this voice' }).click();
  const dialog = page.getByRole('dialog', { name: 'Use Nestor' });
  await dialog.getByLabel('Project').selectOption({ label: 'Conversions Phone take' });
  await dialog.getByLabel('Folder').selectOption({ label: 'Takes' });
  await dialog.getByLabel('Original').selectOption({ label: 'Phone take' });
  await dialog.getByRole('button', { name: 'Open the order form' }).click();
  await expect(page).toHaveURL(path);
  await expectOrderFormBrought(page);
});

test('on a phone the filters fold behind "Filters (N)", N the filters in force, and the voices start on the first screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, '/voices?gender=female&favourites=1');
  const toggle = page.getByRole('button', { name: 'Filters (2)' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('Nationality')).toBeHidden();
  await expect(page.getByLabel('Name or artist')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('voices-phone-folded.png') });
  await toggle.click();
  await expect(page.getByLabel('Nationality')).toBeVisible();
  await page
    .getByRole('group', { name: /gender/i })
    .getByText(/^Male$/)
    .click();
  await expect(page.getByRole('button', { name: 'Filters (3)' })).toBeVisible();
});
