import { expect, test } from '../fixtures/test';
import { shellPages, signIn, visit } from '../fixtures/shell-pages';

test.use({ viewport: { width: 390, height: 844 } });

test('every page fits a 390 px phone: nothing scrolls sideways', async ({ page, studio }) => {
  const [signInPage, ...pages] = await shellPages(studio.url);
  await visit(page, signInPage!);
  const overflow: Record<string, number> = {};
  const measure = async (name: string) => {
    const excess = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (excess > 0) overflow[name] = excess;
  };
  await measure(signInPage!.name);
  await signIn(page);
  for (const target of pages) {
    await visit(page, target);
    await measure(target.name);
  }
  expect(overflow).toEqual({});
});

test('the menu is a drawer behind a button, opened, used and closed by keyboard', async ({ page, studio }) => {
  const pages = await shellPages(studio.url);
  await signIn(page);
  await visit(page, pages.find((target) => target.name === 'folder')!);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

  const menuButton = page.getByRole('button', { name: 'Open menu' });
  for (let press = 0; press < 5 && !(await menuButton.evaluate((button) => button === document.activeElement)); press++) {
    await page.keyboard.press('Tab');
  }
  await expect(menuButton).toBeFocused();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(drawer.getByRole('radio', { name: 'System' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Sign out' })).toBeVisible();

  // Focus is trapped inside while it is open.
  for (let press = 0; press < 10; press++) {
    await page.keyboard.press('Tab');
    expect(await drawer.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menuButton).toBeFocused();

  // Following an entry closes the drawer and goes there.
  await page.keyboard.press('Space');
  await drawer.getByRole('link', { name: 'Projects' }).focus();
  await page.keyboard.press('Enter');
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();
});

test('tables scroll inside their own box and dialogs fit the screen', async ({ page, studio }) => {
  const pages = await shellPages(studio.url);
  await signIn(page);

  await visit(page, pages.find((target) => target.name === 'folder')!);
  const table = page.getByRole('table', { name: 'Original recordings' });
  const box = await table.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth, right: element.getBoundingClientRect().right }));
  expect(box.scroll).toBeGreaterThan(box.client);
  expect(box.right).toBeLessThanOrEqual(390);
  await expect(page.getByTestId('original-row').first().getByRole('link')).toBeVisible();

  await visit(page, pages.find((target) => target.name === 'recording')!);
  await page.getByRole('button', { name: 'Delete recording' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const bounds = (await dialog.boundingBox())!;
  expect(bounds.x).toBeGreaterThanOrEqual(0);
  expect(bounds.x + bounds.width).toBeLessThanOrEqual(390);
  expect(bounds.y + bounds.height).toBeLessThanOrEqual(844);
});
