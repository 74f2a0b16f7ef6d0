import { expect, test } from '../fixtures/test';
import { TtsPage } from '../fixtures/tts-page';
import { WorkspacePage } from '../fixtures/workspace-page';

/**
 * The playground's first screen is for generating: voice, transcript and Generate at the top with the result
 * beside them (wide) or right under them (phone); the sampling parameters fold under a remembered "Advanced"
 * section that still says what differs from the voice's defaults.
 */
const VIEWPORTS = [
  { width: 1280, height: 720 },
  { width: 390, height: 844 },
] as const;

for (const viewport of VIEWPORTS) {
  test(`Generate and its result are on the first screen at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await new WorkspacePage(page).signIn();
    const tts = new TtsPage(page);
    await tts.goto();
    const generate = tts.form().getByRole('button', { name: 'Generate' });
    await expect(page.getByLabel('Voice')).toBeInViewport({ ratio: 1 });
    await expect(page.getByLabel('Transcript')).toBeInViewport({ ratio: 1 });
    await expect(generate).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('button', { name: 'Advanced', exact: true })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByLabel('Top p')).toBeHidden();

    await tts.generate('Right where I look.', 'bytes');
    await tts.expectTtfaShown();
    const button = (await generate.boundingBox())!;
    const result = (await page.getByRole('heading', { name: 'Result' }).boundingBox())!;
    if (viewport.width >= 1280) {
      // Beside the form, level with its top.
      expect(result.x).toBeGreaterThan(button.x + button.width);
      expect(result.y).toBeLessThan(button.y);
    } else {
      // Right under Generate: only the folded "Advanced" line between them.
      expect(result.y).toBeGreaterThan(button.y + button.height);
      expect(result.y - (button.y + button.height)).toBeLessThan(120);
    }
    await page.getByTestId('play-toggle').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('play-toggle')).toBeInViewport();
  });
}

test('"Advanced" remembers whether it was open and counts the values that differ from the voice’s defaults', async ({
  page,
}) => {
  await new WorkspacePage(page).signIn();
  const tts = new TtsPage(page);
  await tts.goto();
  const toggle = page.getByRole('button', { name: 'Advanced', exact: true });
  const badge = page.getByTestId('advanced-changed');
  await expect(badge).toBeHidden();

  await tts.openAdvanced();
  await page.reload();
  await expect(page.getByLabel('Voice')).not.toHaveValue('');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByLabel('Top p')).toHaveValue('0.8');

  await page.getByLabel('Top p').fill('0.5');
  await expect(badge).toHaveText('1 changed');
  await page.getByLabel('Seed').fill('3');
  await expect(badge).toHaveText('2 changed');
  // The same value typed differently is no change.
  await page.getByLabel('Top p').fill('0.80');
  await expect(badge).toHaveText('1 changed');
  await page.getByLabel('Top p').fill('0.5');

  await toggle.click();
  await expect(page.getByLabel('Top p')).toBeHidden();
  await expect(badge).toHaveText('2 changed');
  await page.reload();
  await expect(page.getByLabel('Voice')).not.toHaveValue('');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await tts.openAdvanced();
  const topK = await page.getByLabel('Top k').inputValue();
  await page.getByLabel('Top k').fill('5');
  await expect(badge).toHaveText('1 changed');
  await page.getByRole('button', { name: 'Reset to the voice’s defaults' }).click();
  await expect(badge).toBeHidden();
  await expect(page.getByLabel('Top k')).toHaveValue(topK);
});

test('a value broken inside the folded section opens it when the user generates', async ({ page }) => {
  await new WorkspacePage(page).signIn();
  const tts = new TtsPage(page);
  await tts.goto();
  await tts.openAdvanced();
  await page.getByLabel('Top p').fill('1.5');
  await page.getByRole('button', { name: 'Advanced', exact: true }).click();
  await tts.generate('Not with that value.', 'bytes');
  await expect(page.getByRole('button', { name: 'Advanced', exact: true })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Must be above 0 and at most 1')).toBeVisible();
});
