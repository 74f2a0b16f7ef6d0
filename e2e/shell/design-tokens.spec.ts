import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { seriousViolations } from '../fixtures/workspace-page';

const TOKENS = [
  'canvas',
  'raised',
  'sunken',
  'fill',
  'line',
  'line-strong',
  'ink',
  'ink-muted',
  'ink-faint',
  'accent',
  'accent-strong',
  'accent-soft',
  'accent-ink',
  'on-accent',
  'danger',
  'danger-soft',
  'danger-solid',
  'on-danger',
];

type Pair = { text: string; surface: string; ratio: number };

/**
 * Every token's value as the browser resolved it, and the WCAG contrast of each text sample on /design against the
 * surface it sits on (its nearest ancestor with a background). Colours go through a canvas to become sRGB, since
 * the tokens are oklch().
 */
function measure(page: Page) {
  return page.evaluate((tokens) => {
    const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    const rgb = (colour: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = colour;
      context.fillRect(0, 0, 1, 1);
      return Array.from(context.getImageData(0, 0, 1, 1).data).slice(0, 3);
    };
    const luminance = (colour: string) => {
      const [r, g, b] = rgb(colour).map((value) => {
        const channel = value / 255;
        return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const backgroundOf = (element: Element): string => {
      for (let at: Element | null = element; at; at = at.parentElement) {
        const colour = getComputedStyle(at).backgroundColor;
        if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') return colour;
      }
      return 'white';
    };
    const root = getComputedStyle(document.documentElement);
    const values = Object.fromEntries(
      tokens.map((token) => [token, rgb(root.getPropertyValue(`--color-${token}`)).join(',')]),
    );
    const pairs: Pair[] = Array.from(document.querySelectorAll('[data-text]')).map((element) => {
      const [fore, back] = [luminance(getComputedStyle(element).color), luminance(backgroundOf(element))];
      const surface =
        element.closest('[data-surface]')?.getAttribute('data-surface') ?? element.getAttribute('data-text')!;
      return {
        text: element.getAttribute('data-text')!,
        surface,
        ratio: (Math.max(fore, back) + 0.05) / (Math.min(fore, back) + 0.05),
      };
    });
    return { values, pairs };
  }, TOKENS);
}

test('the design tokens render differently in each theme, every text token meets WCAG AA on its surfaces, and axe is clean', async ({
  page,
}) => {
  const values: Record<string, Record<string, string>> = {};
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto('/design');
    await expect(page.getByRole('heading', { name: 'Design tokens' })).toBeVisible();
    await expect(page.locator('html')).toHaveClass(colorScheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    const measured = await measure(page);
    values[colorScheme] = measured.values;

    // Text on every surface it may sit on: 4 surfaces × 5 text tokens, the soft pairs and the two solid buttons.
    expect(measured.pairs.length).toBeGreaterThanOrEqual(24);
    const failing = measured.pairs
      .filter((pair) => pair.ratio < 4.5)
      .map((pair) => `${pair.text} on ${pair.surface}: ${pair.ratio.toFixed(2)}:1`);
    expect(failing, `${colorScheme} theme`).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
  }
  // Each token is a different colour in the dark theme (nothing left at its light value).
  const unchanged = TOKENS.filter((token) => values.light![token] === values.dark![token]);
  expect(unchanged).toEqual([]);
  // And the body's page background is the canvas token, light then dark.
  expect(values.light!.canvas).not.toBe('0,0,0');
});
