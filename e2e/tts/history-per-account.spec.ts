import type { Page } from '@playwright/test';
import { DEMO, expect, test } from '../fixtures/test';
import { SignInPage } from '../fixtures/sign-in-page';
import { TtsPage } from '../fixtures/tts-page';
import { WorkspacePage } from '../fixtures/workspace-page';

/**
 * One browser shared by two accounts: the playground's history belongs to the account that made it, and
 * sign-out leaves none of it in the browser.
 */
const OTHER = { email: 'other@example.com', password: 'other-password' };

/** The names of this origin's IndexedDB databases that hold a playground history. */
const historyDatabases = (page: Page) =>
  page.evaluate(async () =>
    (await indexedDB.databases()).flatMap(({ name }) => (name?.startsWith('voice-studio.tts-history') ? [name] : [])),
  );

test('after demo signs out, the next account in the browser sees none of demo’s history, and none is left', async ({
  page,
}) => {
  await new WorkspacePage(page).signIn();
  const tts = new TtsPage(page);
  await tts.goto();
  await tts.generate('A line for the first account only.', 'bytes');
  await expect(tts.historyEntries()).toHaveCount(1, { timeout: 30_000 });
  expect(await historyDatabases(page)).toHaveLength(1);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  await expect.poll(() => historyDatabases(page)).toEqual([]);

  await new SignInPage(page).withPassword(OTHER.email, OTHER.password);
  await expect(page.getByTestId('shell-balance')).toBeAttached();
  await tts.goto();
  await tts.generate('The second account’s own line.', 'bytes');
  // The list, read again after this account's generation was added, holds that one alone.
  await expect(tts.historyEntries()).toHaveCount(1, { timeout: 30_000 });
  await expect(tts.historyEntries()).toContainText('The second account’s own line.');
  await expect(page.getByText('A line for the first account only.')).toHaveCount(0);
});

test('an account that was not signed out keeps its history to itself, and finds it again', async ({ page }) => {
  await new WorkspacePage(page).signIn();
  const tts = new TtsPage(page);
  await tts.goto();
  await tts.generate('Kept for the first account.', 'bytes');
  await expect(tts.historyEntries()).toHaveCount(1, { timeout: 30_000 });

  // The session ends without a sign-out (it expired, or the browser dropped it): the history stays, as its own.
  const endSession = async () => {
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.removeItem('voice-studio.credentials'));
    await new SignInPage(page).goto();
  };
  await endSession();
  await new SignInPage(page).withPassword(OTHER.email, OTHER.password);
  await expect(page.getByTestId('shell-balance')).toBeAttached();
  await tts.goto();
  await tts.generate('Made by the second account.', 'bytes');
  await expect(tts.historyEntries()).toHaveCount(1, { timeout: 30_000 });
  await expect(tts.historyEntries()).toContainText('Made by the second account.');

  await endSession();
  await new SignInPage(page).withPassword(DEMO.email, DEMO.password);
  await expect(page.getByTestId('shell-balance')).toBeAttached();
  await tts.goto();
  await expect(tts.historyEntries()).toHaveCount(1);
  await expect(tts.historyEntries()).toContainText('Kept for the first account.');
});
