import type { Locator } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { seriousViolations } from '../fixtures/workspace-page';
import { shellPages, visit } from '../fixtures/shell-pages';
import { signIn } from '../fixtures/sign-in';

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
  await visit(
    page,
    pages.find((target) => target.name === 'folder')!,
  );
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

  const menuButton = page.getByRole('button', { name: 'Open menu' });
  for (
    let press = 0;
    press < 5 && !(await menuButton.evaluate((button) => button === document.activeElement));
    press++
  ) {
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

/** Every element the locator finds lies within the phone's 390 px. */
async function expectWithinWidth(locator: Locator) {
  for (const box of await locator.evaluateAll((elements) =>
    elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect),
  )) {
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(390);
  }
}

test('projects and originals are cards on a phone, with their secondary actions in a keyboard menu', async ({
  page,
  studio,
}) => {
  const pages = await shellPages(studio.url);
  await signIn(page);

  await visit(
    page,
    pages.find((target) => target.name === 'projects')!,
  );
  await expect(page.getByRole('table')).toHaveCount(0);
  const card = page.getByRole('listitem').and(page.getByTestId('project-row')).first();
  await expectWithinWidth(page.getByTestId('project-row'));
  const name = (await card.getByRole('link').innerText()).trim();
  const menuButton = card.getByRole('button', { name: `Actions for ${name}` });
  await expect(menuButton).toHaveAttribute('aria-haspopup', 'menu');
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['Export', 'Rename', 'Delete']);
  await expectWithinWidth(menu);
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu.getByRole('menuitem', { name: 'Export' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Rename' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: `Rename “${name}”` })).toBeVisible();
  await page.keyboard.press('Escape');

  await visit(
    page,
    pages.find((target) => target.name === 'project')!,
  );
  await expect(page.getByRole('button', { name: 'Project actions' })).toHaveAttribute('aria-haspopup', 'menu');
  await expectWithinWidth(page.locator('main header').first().locator('*'));

  await visit(
    page,
    pages.find((target) => target.name === 'folder')!,
  );
  const table = page.getByRole('table', { name: 'Original recordings' });
  const box = await table.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
  expect(box.scroll, 'the originals do not scroll sideways').toBeLessThanOrEqual(box.client);
  await expectWithinWidth(page.getByTestId('original-row'));
  const row = page.getByTestId('original-row').first();
  await expect(row.getByRole('link')).toBeVisible();
  await expect(row.getByRole('button', { name: /^Play / })).toBeVisible();
  await expect(row.getByRole('button', { name: /^Star / })).toBeVisible();
});

test('a recording on a phone: folder tree folded, waveform and play on the first screen, dialogs fit', async ({
  page,
  studio,
}) => {
  const pages = await shellPages(studio.url);
  await signIn(page);
  await visit(
    page,
    pages.find((target) => target.name === 'recording')!,
  );
  const folders = page.getByRole('button', { name: 'Folders', exact: true });
  await expect(folders).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId('waveform')).toBeInViewport({ ratio: 1 });
  await expect(page.getByTestId('play-toggle')).toBeInViewport({ ratio: 1 });
  await folders.click();
  await expect(page.getByRole('navigation', { name: 'Folders' })).toBeVisible();

  await page.getByRole('button', { name: 'Recording actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete recording' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const bounds = (await dialog.boundingBox())!;
  expect(bounds.x).toBeGreaterThanOrEqual(0);
  expect(bounds.x + bounds.width).toBeLessThanOrEqual(390);
  expect(bounds.y + bounds.height).toBeLessThanOrEqual(844);
});
