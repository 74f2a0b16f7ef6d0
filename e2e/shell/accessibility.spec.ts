import { afterNextFrame, SHELL_PAGE_NAMES, shellPage, visit } from '../fixtures/shell-pages';
import { signIn } from '../fixtures/sign-in';
import { expect, test } from '../fixtures/test';
import { seriousViolations } from '../fixtures/workspace-page';

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

// One test per page and theme (both widths inside), so that no test runs axe more than twice: a sweep of every
// page in one test outlasts the time limit on a loaded machine. The tests share both workers (each has its studio).
test.describe.configure({ mode: 'parallel' });

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`axe, ${colorScheme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ colorScheme });
    });

    for (const name of SHELL_PAGE_NAMES) {
      test(`axe finds nothing serious on ${name}, ${colorScheme} theme, at 1280 and 390 px`, async ({
        page,
        studio,
      }) => {
        const target = await shellPage(studio.url, name);
        await page.setViewportSize(VIEWPORTS[0]!);
        if (name !== 'sign-in') await signIn(page, target.path);
        else await page.goto(target.path);
        await expect(target.ready(page)).toBeVisible();
        // The theme follows the system's scheme: the dark palette is on <html class="dark">.
        await expect(page.locator('html')).toHaveClass(colorScheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        // The page is loaded once and analysed at each width: the layout follows the width (CSS and the studio's
        // media queries), so the phone's layout is checked as it is once the resized page has drawn a frame.
        const found: Record<string, unknown> = {};
        for (const viewport of VIEWPORTS) {
          await page.setViewportSize(viewport);
          await afterNextFrame(page);
          await expect(target.ready(page)).toBeVisible();
          const violations = await seriousViolations(page);
          if (violations.length) found[`${viewport.width} px`] = violations;
        }
        expect(found).toEqual({});
      });
    }

    test(`axe finds nothing serious in the phone's menu drawer, ${colorScheme} theme`, async ({ page, studio }) => {
      await page.setViewportSize(VIEWPORTS[1]!);
      await signIn(page);
      await visit(page, await shellPage(studio.url, 'projects'));
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
