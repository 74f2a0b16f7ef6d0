import { shellPage, visit } from '../fixtures/shell-pages';
import { signIn } from '../fixtures/sign-in';
import { expect, test } from '../fixtures/test';

// Laptop windows, and one shorter than the menu itself (a browser with its toolbars, a split screen).
for (const viewport of [
  { width: 1280, height: 720 },
  { width: 1440, height: 900 },
  { width: 1280, height: 420 },
]) {
  test(`the sidebar's theme switch, credits and sign-out stay in view on a long page at ${viewport.width}×${viewport.height}`, async ({
    page,
    studio,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page);
    await visit(page, await shellPage(studio.url, 'voices'));
    const sidebar = page.getByRole('complementary', { name: 'Studio menu' });
    const footer = [
      sidebar.getByRole('group', { name: 'Theme' }),
      sidebar.getByTestId('shell-balance'),
      sidebar.getByRole('button', { name: 'Sign out' }),
    ];

    // The voice library is taller than the window: at its top and after scrolling to its end.
    expect(await page.evaluate(() => document.documentElement.scrollHeight > innerHeight)).toBe(true);
    for (const scroll of [0, 1e6]) {
      await page.evaluate((y) => scrollTo(0, y), scroll);
      for (const piece of footer) await expect(piece).toBeInViewport({ ratio: 1 });
      await expect(sidebar.getByRole('link', { name: 'Voices' })).toBeVisible();
    }

    // Where the window is shorter than the menu, the menu scrolls and the footer stays put.
    const nav = sidebar.getByRole('navigation', { name: 'Main' });
    const overflows = await nav.evaluate((element) => element.scrollHeight > element.clientHeight);
    if (viewport.height < 500) {
      expect(overflows).toBe(true);
      await nav.getByRole('link').last().scrollIntoViewIfNeeded();
      await expect(nav.getByRole('link').last()).toBeInViewport();
      for (const piece of footer) await expect(piece).toBeInViewport({ ratio: 1 });
    }
  });
}
