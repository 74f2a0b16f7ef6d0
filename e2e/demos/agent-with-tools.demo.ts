import { AgentPage } from '../fixtures/agent-page';
import { spokenMicrophone } from '../fixtures/spoken-microphone';
import { WorkspacePage } from '../fixtures/workspace-page';
import { expect, test } from './support/demo-test';

// The microphone says a command (espeak-ng, looped with silence around it), for the spoken step.
test.use({ launchOptions: spokenMicrophone('switch to the dark theme', [], { espeak: true }) });

test('Talk to an agent that uses a tool', async ({ page, story }) => {
  const agent = new AgentPage(page);

  await story.step(
    'The voice-agent panel: launch settings, the conversation and the tools the studio offers',
    async () => {
      await new WorkspacePage(page).signIn();
      await agent.goto();
    },
  );
  await story.step('Launching an agent and connecting to it (microphone muted until the spoken command)', async () => {
    await agent.launch({ muted: true });
    await agent.expectReady();
  });
  await story.step(
    'Asking the time: the agent calls the studio’s get_current_time tool, then answers with its result',
    async () => {
      await agent.say('What time is it right now?');
      await expect(agent.toolCalls().filter({ hasText: 'get_current_time' })).toContainText(/done in \d+ ms/, {
        timeout: 20_000,
      });
      await expect(agent.botLines().filter({ hasText: 'It is ' })).toBeVisible({ timeout: 20_000 });
      await story.pause(2500);
    },
  );
  await story.step(
    'Spoken, a tool that acts on the studio: “switch to the dark theme” into the microphone, and the studio turns dark',
    async () => {
      await page.getByRole('button', { name: 'Mute microphone' }).click();
      await expect(page.getByTestId('user-line').filter({ hasText: 'switch to the dark theme' }).first()).toBeVisible({
        timeout: 30_000,
      });
      await expect(agent.toolCalls().filter({ hasText: 'switch_theme' }).first()).toContainText(
        'result {"theme":"dark"}',
        { timeout: 20_000 },
      );
      await expect(page.locator('html')).toHaveClass(/dark/);
      await page.getByRole('button', { name: 'Mute microphone' }).click();
      await story.pause(2000);
    },
  );
  await story.step('And one that reads the user’s data: listing their projects', async () => {
    await agent.say('List my projects');
    await expect(agent.toolCalls().filter({ hasText: 'list_projects' })).toContainText('"count":', { timeout: 20_000 });
    await story.pause(2000);
  });
});
