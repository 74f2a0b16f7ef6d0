import type { Page } from '@playwright/test';
import { ConversionsSetup, voicedWav } from '../fixtures/conversions-setup';
import { expectAccessibleInBothThemes } from '../fixtures/library-checks';
import { signIn } from '../fixtures/sign-in';
import { PlayerBar } from '../fixtures/player-bar';
import { expect, test } from '../fixtures/test';

/**
 * One player for the whole studio: the bar at the bottom follows the user from page to page, plays one audio at a
 * time whatever started it, and the keyboard drives it from anywhere but a text field.
 */
let folderPath: string;

test.beforeAll(async ({ baseURL }) => {
  const setup = await ConversionsSetup.create(baseURL!);
  // Long enough to keep playing across pages and to seek 5 s both ways.
  const { path } = await setup.speechOriginal('Long take', voicedWav(40));
  await setup.dispose();
  folderPath = path.replace(/\/recordings\/[^/]+$/, '');
});

const row = (page: Page) => page.getByTestId('original-row').filter({ hasText: 'Long take' });

async function playRow(page: Page) {
  await signIn(page, folderPath);
  await row(page).getByRole('button', { name: 'Play Long take' }).click();
  const bar = new PlayerBar(page);
  await expect(bar.root).toHaveAttribute('data-status', 'playing', { timeout: 20_000 });
  return bar;
}

test('the bar follows navigation, links back, and one audio plays at a time', async ({ page }) => {
  test.slow();
  const bar = await playRow(page);
  await expect(bar.title).toHaveText('Long take');
  await expect(bar.origin).toHaveText('From Takes · Conversions Long take');

  // To the Voices page by the menu: the same audio keeps playing in the bar.
  await page.getByRole('navigation').getByRole('link', { name: 'Voices' }).click();
  await expect(page).toHaveURL(/\/voices/);
  const before = await bar.seconds();
  await expect.poll(() => bar.seconds()).toBeGreaterThan(before + 0.5);
  await expect(bar.root).toHaveAttribute('data-status', 'playing');
  await expect(bar.title).toHaveText('Long take');

  // The bar does not cover the page: the main area leaves at least the bar's height free at its end.
  const barHeight = (await bar.root.boundingBox())!.height;
  const room = await page.locator('main').evaluate((main) => parseFloat(getComputedStyle(main).paddingBottom));
  expect(room).toBeGreaterThanOrEqual(barHeight);

  // Its link goes back to the folder, where the row shows it plays.
  await bar.origin.click();
  await expect(page).toHaveURL(folderPath);
  await expect(row(page).getByTestId('row-player')).toHaveAttribute('data-playing', 'true');

  // A voice sample started elsewhere stops the row; the bar shows the sample and links to where it was started.
  await page.getByRole('navigation').getByRole('link', { name: 'Voices' }).click();
  const sample = page.getByRole('button', { name: /^Play a sample of/ }).first();
  const voice = (await sample.getAttribute('aria-label'))!.replace('Play a sample of ', '');
  await sample.click();
  await expect(bar.title).toHaveText(voice);
  await expect(bar.origin).toHaveText('From Voices');
  await expect(bar.root).toHaveAttribute('data-status', 'playing', { timeout: 20_000 });
  await page.goBack();
  await expect(page).toHaveURL(folderPath);
  await expect(row(page).getByRole('button', { name: 'Play Long take' })).toBeVisible();
  await expect(row(page).getByTestId('row-player')).not.toHaveAttribute('data-playing');

  // The bar is accessible in both themes (the region, its buttons, the slider's value as text).
  await expect(bar.root).toBeVisible();
  await expectAccessibleInBothThemes(page);
});

test('Space, arrows and M work from the page but not in a text field; ? lists the page’s shortcuts', async ({
  page,
}) => {
  const bar = await playRow(page);
  // From the page body: nothing focused.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Space');
  await expect(bar.root).toHaveAttribute('data-status', 'paused');
  const paused = await bar.seconds();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => bar.seconds()).toBeCloseTo(paused + 5, 0);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => bar.seconds()).toBeCloseTo(Math.max(0, paused - 5), 0);
  await page.keyboard.press('m');
  await expect(bar.root.getByRole('button', { name: 'Mute player', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.keyboard.press('M');
  await expect(bar.root.getByRole('button', { name: 'Mute player', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await page.keyboard.press('Space');
  await expect(bar.root).toHaveAttribute('data-status', 'playing');

  // In a text field the same keys are text.
  await page.getByRole('navigation').getByRole('link', { name: 'Voices' }).click();
  const search = page.getByRole('searchbox').or(page.getByRole('textbox')).first();
  await search.fill('');
  await search.pressSequentially('a m');
  await search.press('ArrowLeft');
  await expect(search).toHaveValue('a m');
  await expect(bar.root).toHaveAttribute('data-status', 'playing');
  await expect(bar.root.getByRole('button', { name: 'Mute player', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await search.fill('');

  // "?" on the folder page lists the player's keys and the list's own; Escape closes and focus comes back.
  await page.goBack();
  await expect(page).toHaveURL(folderPath);
  const link = row(page).getByRole('link', { name: 'Long take' });
  await link.focus();
  await page.keyboard.press('?');
  const overlay = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(overlay).toBeVisible();
  await expect(overlay.getByRole('region', { name: /^Player/ })).toContainText('Play or pause');
  await expect(overlay.getByRole('region', { name: /^Player/ })).toContainText('Mute or unmute');
  await expect(overlay.getByRole('region', { name: 'Originals list' })).toContainText('Play the next row');
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();
  await expect(link).toBeFocused();
});

test('at a phone’s width the bar fits and leaves the page readable', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const bar = await playRow(page);
  const box = (await bar.root.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(390);
  expect(await bar.root.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  for (const name of ['Back 5 seconds', 'Pause', 'Forward 5 seconds', 'Mute player', 'Close the player'])
    await expect(bar.root.getByRole('button', { name })).toBeInViewport();
  await expect(bar.root.getByRole('slider', { name: 'Position in Long take' })).toHaveAttribute(
    'aria-valuetext',
    /^\d:\d\d\.\d of 0:40\.0$/,
  );
  await bar.root.getByRole('button', { name: 'Close the player' }).click();
  await expect(bar.root).toBeHidden();
});

test('on a 1280×720 laptop the bar starts right of the sidebar and leaves its footer uncovered', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  const bar = await playRow(page);
  const sidebar = page.getByRole('complementary', { name: 'Studio menu' });
  const barBox = (await bar.root.boundingBox())!;
  const sidebarBox = (await sidebar.boundingBox())!;
  expect(barBox.x).toBeGreaterThanOrEqual(sidebarBox.x + sidebarBox.width - 1);
  expect(barBox.x + barBox.width).toBeLessThanOrEqual(1280);
  // Each piece of the footer is in view and is what a click at its centre reaches (nothing drawn over it).
  for (const piece of [
    sidebar.getByRole('group', { name: 'Theme' }),
    sidebar.getByTestId('shell-balance'),
    sidebar.getByRole('button', { name: 'Sign out' }),
  ]) {
    await expect(piece).toBeInViewport({ ratio: 1 });
    const reached = await piece.evaluate((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return element.contains(document.elementFromPoint(x + width / 2, y + height / 2));
    });
    expect(reached).toBe(true);
  }
  // And it works while the bar plays.
  await sidebar.getByRole('radio', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(bar.root).toHaveAttribute('data-status', 'playing');
});
