import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { WorkspacePage } from '../fixtures/workspace-page';

/**
 * A page whose code was never loaded, opened while offline: the layout says the page could not load (never a
 * blank main area) and offers Retry; once the connection is back the page loads, whether by itself, by Retry,
 * or by following its link again. Browsers keep a failed dynamic import, so each attempt imports afresh.
 */
const menu = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const failure = (page: Page) => page.getByRole('main').getByTestId('page-load-failure');

test('a page opened offline says it could not load, and appears by itself once back online', async ({
  page,
  context,
}) => {
  await new WorkspacePage(page).signIn();
  await context.setOffline(true);
  await menu(page).getByRole('link', { name: 'Statistics' }).click();
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(failure(page)).toContainText('This page could not load');
  await expect(failure(page).getByRole('button', { name: 'Retry' })).toBeVisible();
  // Retry while still offline fails again, visibly.
  await failure(page).getByRole('button', { name: 'Retry' }).click();
  await expect(failure(page)).toContainText('This page could not load');

  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();
  await expect(failure(page)).toHaveCount(0);
});

test('leaving a page that failed offline and coming back once online loads it', async ({ page, context }) => {
  await new WorkspacePage(page).signIn();
  await context.setOffline(true);
  await menu(page).getByRole('link', { name: 'Calibrations' }).click();
  await expect(failure(page)).toContainText('This page could not load');
  await menu(page).getByRole('link', { name: 'Projects' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();

  await context.setOffline(false);
  await menu(page).getByRole('link', { name: 'Calibrations' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Calibrations' })).toBeVisible();
});

test('Retry loads a page whose code failed to download', async ({ page }) => {
  await new WorkspacePage(page).signIn();
  await page.route('**/assets/account-route*', (route) => route.abort('connectionreset'));
  await menu(page).getByRole('link', { name: 'Account' }).click();
  await expect(failure(page)).toContainText('This page could not load');
  await page.unroute('**/assets/account-route*');
  await failure(page).getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
});
