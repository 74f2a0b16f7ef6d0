import { CHROMIUM_ARGS, findTestChromium } from '../../scripts/find-chromium';
import { AgentPage } from '../fixtures/agent-page';
import { expect, test as base } from '../fixtures/test';
import { TtsPage } from '../fixtures/tts-page';
import { WorkspacePage } from '../fixtures/workspace-page';

/**
 * The studio opened from another device over plain http: a host name (mapped to loopback) is not a secure
 * context, so secure-only browser APIs (crypto.randomUUID, AudioWorklet, getUserMedia) are missing. What has a
 * plain fallback works; what truly needs a secure page says so before the user tries, and nothing hangs.
 */
const test = base.extend<{ pageErrors: string[] }>({
  baseURL: async ({ studio }, use) => use(studio.url.replace('127.0.0.1', 'studio.test')),
  pageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await new WorkspacePage(page).signIn();
    expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
    await use(errors);
  },
});
test.use({
  launchOptions: {
    executablePath: await findTestChromium(),
    args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP studio.test 127.0.0.1'],
  },
});

test('whole-file and streamed text to speech both work over plain http', async ({ page, pageErrors }) => {
  const tts = new TtsPage(page);
  await tts.goto();
  await tts.generate('Plain http from another device.', 'bytes');
  await tts.expectTtfaShown();
  await expect(page.getByTestId('total-time')).toHaveText(/ms$/);

  await tts.generate('Streamed over plain http. A second sentence follows.', 'stream');
  await tts.expectTtfaShown();
  await expect.poll(() => tts.streamPosition(), { timeout: 20_000 }).toBeGreaterThan(0.3);
  await expect(page.getByRole('status').filter({ hasText: 'Done' })).toBeVisible({ timeout: 30_000 });
  expect(pageErrors).toEqual([]);
});

test('the agent panel says it needs a secure page before launching, and how to get one', async ({
  page,
  pageErrors,
}) => {
  const agent = new AgentPage(page);
  await agent.goto();
  const notice = page.getByTestId('insecure-context');
  await expect(notice).toContainText('needs a secure page');
  await expect(notice).toContainText(/localhost/);
  await expect(notice).toContainText(/https/);
  await expect(agent.form().getByRole('button', { name: 'Launch and connect' })).toBeDisabled();
  expect(pageErrors).toEqual([]);
});

test('recording from a microphone says it needs a secure page before the user tries', async ({ page, pageErrors }) => {
  await page.goto('/calibrations');
  const notice = page.getByTestId('insecure-context');
  await expect(notice).toContainText('needs a secure page');
  await expect(page.getByRole('button', { name: 'Enable microphone' })).toBeDisabled();
  expect(pageErrors).toEqual([]);
});

test('a new API key is copied without the Clipboard API, which plain http lacks', async ({ page, pageErrors }) => {
  await page.goto('/account');
  await page.getByRole('button', { name: 'Generate a new key' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Replace the key' }).click();
  const shown = page.getByTestId('new-api-key');
  const key = await shown.getByLabel('Your new API key').inputValue();
  await shown.getByRole('button', { name: 'Copy' }).click();
  await expect(shown.getByRole('status')).toHaveText('Copied to the clipboard.');
  // Paste it back into the page: what was copied is the key.
  await page.evaluate(() => {
    const field = document.createElement('textarea');
    field.id = 'paste-probe';
    document.body.append(field);
    field.focus();
  });
  await page.keyboard.press('Control+V');
  await expect(page.locator('#paste-probe')).toHaveValue(key);
  expect(pageErrors).toEqual([]);
});
