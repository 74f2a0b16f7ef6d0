import { AgentPage } from '../fixtures/agent-page';
import { recordTake } from '../fixtures/record-take';
import { spokenMicrophone } from '../fixtures/spoken-microphone';
import { expect, test } from '../fixtures/test';
import { WorkspacePage } from '../fixtures/workspace-page';

// "Another device": the studio at https://studio.test:<port>, a name Chromium maps to 127.0.0.1 (loopback only),
// served by the proxy itself with HTTPS=self-signed. Over plain http this name is not a secure context, so the
// microphone and the agent would be refused; the certificate is the studio's own, accepted as a user would.
test.use({
  studioEnv: { HTTPS: 'self-signed' },
  ignoreHTTPSErrors: true,
  launchOptions: spokenMicrophone('Hello, can you hear me talking to you now', [
    '--host-resolver-rules=MAP studio.test 127.0.0.1',
  ]),
  baseURL: async ({ studio }, use) => use(`https://studio.test:${new URL(studio.url).port}`),
});

test('the studio answers over https with its self-signed certificate, a secure context for another device', async ({
  page,
  studio,
}) => {
  expect(studio.url).toMatch(/^https:\/\//);
  const response = await page.goto('/sign-in');
  expect(response?.url()).toMatch(/^https:\/\/studio\.test:\d+\/sign-in$/);
  expect(await page.evaluate(() => window.isSecureContext)).toBe(true);
  const security = await response!.securityDetails();
  expect(security?.subjectName).toBe('Voice Studio (self-signed)');
});

test('record a take from the microphone over https', async ({ page }) => {
  const workspace = new WorkspacePage(page);
  await workspace.startInNewFolder('Phone', 'Takes');
  await workspace.openAddPanel('Record a take');
  await page.getByRole('button', { name: 'Enable microphone' }).click();
  await expect(page.getByRole('meter', { name: 'Input level' })).not.toHaveAttribute('aria-valuenow', '0', {
    timeout: 5_000,
  });
  await recordTake(page, 1.5);
  await page.getByLabel('Take name').fill('Over https');
  await page.getByRole('button', { name: /^Save take/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved “Over https” to this folder' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(workspace.originalRows()).toHaveCount(1);
});

test('talk to a voice agent over https: it hears the microphone and answers', async ({ page }) => {
  test.setTimeout(90_000);
  await new WorkspacePage(page).signIn();
  const agent = new AgentPage(page);
  await agent.goto();
  await agent.launch();
  await agent.expectReady();
  await agent.sawSpeaking('you');
  await agent.sawSpeaking('agent');
  await expect(page.getByTestId('user-line').first()).toBeVisible();
  await expect(agent.botLines().first()).toBeVisible();
  await page.getByRole('button', { name: 'Disconnect' }).click();
});
