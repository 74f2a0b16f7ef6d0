import { DEMO, expect, test } from '../fixtures/test';
import { SignInPage } from '../fixtures/sign-in-page';

test.use({ studioEnv: { SANDBOX_RATE_LIMITS: 'fast=12/4' } });

test('a 429 shows a countdown notice and the page recovers by itself', async ({ page }) => {
  await new SignInPage(page).goto();
  await new SignInPage(page).withPassword(DEMO.email, DEMO.password);
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();
  // Spend the user's fast budget from the page itself, as a busy tab would.
  await page.evaluate(async () => {
    const csrf = JSON.parse(localStorage.getItem('voice-studio.credentials')!).state.credentials.csrfToken as string;
    for (let i = 0; i < 12; i++) await fetch('/api/projects', { headers: { 'X-Csrf-Token': csrf } });
  });
  await page.getByRole('button', { name: 'Created' }).click();
  const notice = page.getByTestId('rate-limit-notice');
  await expect(notice).toContainText(/Retrying in \d s/);
  await expect(notice).toBeHidden({ timeout: 10_000 });
  await expect(page.getByText('No projects yet')).toBeVisible();
});
