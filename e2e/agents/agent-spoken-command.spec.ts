import { AgentPage } from '../fixtures/agent-page';
import { spokenMicrophone } from '../fixtures/spoken-microphone';
import { expect, test } from '../fixtures/test';
import { WorkspacePage } from '../fixtures/workspace-page';

// espeak-ng saying the command into Chromium's fake microphone, as a person would say it into theirs.
test.use({ launchOptions: spokenMicrophone('switch to the dark theme', [], { espeak: true }) });

test('a spoken command acts on the studio: "switch to the dark theme" turns it dark', async ({ page }) => {
  test.setTimeout(90_000);
  await new WorkspacePage(page).signIn();
  await page.emulateMedia({ colorScheme: 'light' });
  const agent = new AgentPage(page);
  await agent.goto();
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await agent.launch();
  await agent.expectReady();
  await expect(page.getByTestId('user-line').first()).toContainText('switch to the dark theme', { timeout: 30_000 });
  await expect(agent.toolCalls().filter({ hasText: 'switch_theme' })).toContainText('result {"theme":"dark"}', {
    timeout: 20_000,
  });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(agent.botLines().filter({ hasText: 'the studio is now in the dark theme' })).toHaveCount(1);
  // The recognizer's time is in the event log; the turn's latency still runs to the reply's first audible sample.
  await expect(page.getByTestId('event-log')).toContainText('sandbox-stt');
  await expect(page.getByTestId('turn-latency').first()).toHaveText(/^Turn 1 \(speech\): \d[\d,]* ms$/, {
    timeout: 20_000,
  });
});
