import type { Page } from 'playwright-core';

/** Signs the demo user in through the studio's form, as a person would, and waits for the projects page. */
export async function signInToStudio(page: Page, studioUrl: string): Promise<void> {
  await page.goto(`${studioUrl}/sign-in`);
  await page.getByLabel('Email').fill('demo@example.com');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Projects' }).waitFor();
}
