import { expect, test } from '../fixtures/test';
import { ProjectsPage } from '../fixtures/projects-page';
import { signIn } from '../fixtures/sign-in';
import { TtsPage } from '../fixtures/tts-page';

/** The lightness of a computed colour (Chromium gives the theme's oklch() colours as written), 0 to 1. */
const lightness = (color: string) => {
  const oklch = /^oklch\(([\d.]+)(%?)/.exec(color);
  if (oklch) return Number(oklch[1]) / (oklch[2] ? 100 : 1);
  const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).map(Number);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
};

test('the sign-in page offers the demo account when the sandbox is the upstream', async ({ page }) => {
  await page.goto('/sign-in');
  await expect(page.getByTestId('demo-account')).toContainText('demo@example.com');
  await expect(page.getByTestId('demo-account')).toContainText('demo-password');
});

test('a new project says why it cannot be exported, and New folder says what it does', async ({ page }) => {
  await signIn(page);
  await new ProjectsPage(page).create('Empty one');
  await expect(page.getByRole('button', { name: 'Export all' })).toBeDisabled();
  await expect(page.getByTestId('nothing-to-export')).toHaveText(
    'Nothing to export yet: this project has no recordings.',
  );
  await expect(page.getByRole('button', { name: 'New folder', exact: true })).toHaveText(/New folder/);
});

test('in the dark theme the outage banner is a dark box', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await signIn(page);
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  await page.getByRole('link', { name: 'Statistics' }).click();
  const banner = page.getByTestId('unreachable-banner');
  await expect(banner).toBeVisible({ timeout: 20_000 });
  const background = await banner.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(lightness(background)).toBeLessThan(0.5);
});

test('text to speech says the server cannot be reached while it is down, and fills its voices once it is back', async ({
  page,
}) => {
  await signIn(page);
  // Down: the voices and the probe that looks for the server's return both fail.
  const down = (route: { abort: (code: string) => Promise<void> }) => route.abort('connectionrefused');
  await page.route('**/tts/**', down);
  await page.route('**/api/healtz', down);
  const tts = new TtsPage(page);
  await page.goto('/text-to-speech');
  await expect(
    page.getByText('The studio server cannot be reached: the voices load as soon as it is back.'),
  ).toBeVisible({ timeout: 20_000 });
  await tts.form().getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByText('Choose a voice')).toHaveCount(0);

  await page.unroute('**/tts/**', down);
  await page.unroute('**/api/healtz', down);
  await expect(page.getByLabel('Voice', { exact: true }).locator('option').first()).not.toHaveText(
    'No voices to choose from',
    { timeout: 20_000 },
  );
  await expect(page.getByText('The studio server cannot be reached')).toHaveCount(0);
});
