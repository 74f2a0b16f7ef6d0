import type { Page } from '@playwright/test';
import { ProjectsPage } from '../fixtures/projects-page';
import { expect, test } from '../fixtures/test';
import { WorkspacePage } from '../fixtures/workspace-page';

test.use({ studioEnv: { SANDBOX_RATE_LIMITS: 'fast=12/4' } });

/** Spends the user's fast budget from the page itself, as a busy tab would. */
async function exhaustBudget(page: Page) {
  await page.evaluate(async () => {
    const csrf = JSON.parse(localStorage.getItem('voice-studio.credentials')!).state.credentials.csrfToken as string;
    for (let i = 0; i < 12; i++) await fetch('/api/projects', { headers: { 'X-Csrf-Token': csrf } });
  });
}

test('a 429 shows a countdown notice; the page and a submitted form carry on by themselves when it ends', async ({
  page,
}) => {
  await new WorkspacePage(page).signIn();
  // A project, so the list shows its table and sort buttons (an empty list shows its next action instead).
  await new ProjectsPage(page).create('Existing');
  await new ProjectsPage(page).backToList();
  await expect(new ProjectsPage(page).row('Existing')).toBeVisible();
  await exhaustBudget(page);
  await page.getByRole('button', { name: 'Created' }).click();
  const notice = page.getByTestId('rate-limit-notice');
  await expect(notice).toContainText(/Retrying in \d s/);
  await expect(notice).toBeHidden({ timeout: 10_000 });
  await expect(new ProjectsPage(page).row('Existing')).toBeVisible();

  // A form submitted while limited waits out Retry-After and then succeeds: nothing to retype.
  await exhaustBudget(page);
  await page.getByRole('button', { name: 'New project' }).click();
  await page.getByRole('dialog').getByLabel('Project name').fill('Patient');
  await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
  await expect(notice).toBeVisible();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden({ timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Patient' })).toBeVisible();
  await new ProjectsPage(page).backToList();
  await expect(new ProjectsPage(page).row('Patient')).toBeVisible();
});
