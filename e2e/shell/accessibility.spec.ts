import { afterNextFrame, SHELL_PAGE_NAMES, shellPage, visit } from '../fixtures/shell-pages';
import { showTheme } from '../fixtures/library-checks';
import { signIn } from '../fixtures/sign-in';
import { expect, test } from '../fixtures/test';
import { COLOUR_RULES, seriousViolations } from '../fixtures/workspace-page';

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];
const THEMES = ['light', 'dark'] as const;

/** Every rule in the light theme; in the dark one the colour rules, the only ones the palette can change. */
const rulesFor = (colorScheme: (typeof THEMES)[number]) => (colorScheme === 'dark' ? COLOUR_RULES : undefined);

// One test per page, loaded once and analysed in both themes at both widths. The tests share the workers (each has
// its studio).
test.describe.configure({ mode: 'parallel' });

for (const name of SHELL_PAGE_NAMES) {
  test(`axe finds nothing serious on ${name}, light and dark themes, at 1280 and 390 px`, async ({ page, studio }) => {
    const target = await shellPage(studio.url, name);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize(VIEWPORTS[0]!);
    if (name !== 'sign-in') await signIn(page, target.path);
    else await page.goto(target.path);
    await expect(target.ready(page)).toBeVisible();
    // The layout follows the width (CSS and the studio's media queries) and the palette the system's scheme, so each
    // is checked as it is once the changed page has drawn a frame.
    const found: Record<string, unknown> = {};
    for (const colorScheme of THEMES) {
      await showTheme(page, colorScheme);
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        await afterNextFrame(page);
        await expect(target.ready(page)).toBeVisible();
        const violations = await seriousViolations(page, rulesFor(colorScheme));
        if (violations.length) found[`${colorScheme}, ${viewport.width} px`] = violations;
      }
    }
    expect(found).toEqual({});
  });
}

test("axe finds nothing serious in the phone's menu drawer, light and dark themes", async ({ page, studio }) => {
  await page.setViewportSize(VIEWPORTS[1]!);
  await signIn(page);
  await visit(page, await shellPage(studio.url, 'projects'));
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  for (const colorScheme of THEMES) {
    await showTheme(page, colorScheme);
    expect(await seriousViolations(page, rulesFor(colorScheme)), `${colorScheme} theme`).toEqual([]);
  }
});
