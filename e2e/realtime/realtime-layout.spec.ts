import type { Page } from '@playwright/test';
import { AgentPage } from '../fixtures/agent-page';
import { expect, test } from '../fixtures/test';
import { TtsPage } from '../fixtures/tts-page';
import { seriousViolations, WorkspacePage } from '../fixtures/workspace-page';

/** Both real-time pages: no serious or critical axe finding in either theme, and usable on a 390×844 phone. */
const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1);

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the playground and the agent panel pass axe in the ${colorScheme} theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await new WorkspacePage(page).signIn();
    const tts = new TtsPage(page);
    await tts.goto();
    await tts.generate('Accessible speech.', 'bytes');
    await tts.expectTtfaShown();
    await tts.openAdvanced();
    await page.getByLabel('Top p').fill('2');
    expect(await seriousViolations(page)).toEqual([]);

    // The agent panel with a rule broken on a field, then with a live session and a conversation.
    const agent = new AgentPage(page);
    await agent.goto();
    await page.getByLabel('VAD confidence').fill('1.5');
    await page.getByRole('button', { name: 'Add a tool' }).click();
    await expect(page.getByText('Must be 0 to 1').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('VAD confidence').fill('0.7');
    await page.getByRole('button', { name: /^Remove tool/ }).click();
    await agent.launch({ muted: true });
    await agent.expectReady();
    await agent.say('What time is it?');
    await expect(agent.toolCalls().first()).toContainText(/done in/, { timeout: 20_000 });
    await expect(agent.botLines().last()).toContainText('says:', { timeout: 20_000 });
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('both pages work on a 390×844 phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await new WorkspacePage(page).signIn();
  const tts = new TtsPage(page);
  await tts.goto();
  await tts.generate('Small screens speak too.', 'stream');
  await tts.expectTtfaShown();
  await expect(tts.historyEntries()).toHaveCount(1, { timeout: 30_000 });
  expect(await noSidewaysScroll(page)).toBe(true);

  const agent = new AgentPage(page);
  await agent.goto();
  await agent.launch({ muted: true });
  await agent.expectReady();
  await agent.say('Hello');
  await expect(agent.botLines().last()).toContainText('Hello!', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Disconnect' }).scrollIntoViewIfNeeded();
  expect(await noSidewaysScroll(page)).toBe(true);
});
