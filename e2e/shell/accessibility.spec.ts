import { shellPages, signIn, visit } from '../fixtures/shell-pages';
import { expect, test } from '../fixtures/test';
import { seriousViolations } from '../fixtures/workspace-page';

for (const colorScheme of ['light', 'dark'] as const) {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`axe finds nothing serious on any page, ${colorScheme} theme, ${viewport.width} px`, async ({ page, studio }) => {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme });
      const [signInPage, ...pages] = await shellPages(studio.url);
      const found: Record<string, unknown> = {};
      const check = async (name: string) => {
        const violations = await seriousViolations(page);
        if (violations.length) found[name] = violations;
      };
      await visit(page, signInPage!);
      await check(signInPage!.name);
      await signIn(page);
      for (const target of pages) {
        await visit(page, target);
        await check(target.name);
      }
      if (viewport.width < 768) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
        await check('menu drawer');
      }
      expect(found).toEqual({});
    });
  }
}
