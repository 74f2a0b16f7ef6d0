import type { Page } from '@playwright/test';
import { AgentPage } from '../fixtures/agent-page';
import { expect, test } from '../fixtures/test';
import { TtsPage } from '../fixtures/tts-page';
import { expectAccessibleInBothThemes } from '../fixtures/library-checks';
import { WorkspacePage } from '../fixtures/workspace-page';

/** Both real-time pages: no serious or critical axe finding in either theme, and usable on a 390×844 phone. */
const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1);

// Each state is checked in both themes where it stands: the palette changes, the page does not.
test('the playground and the agent panel pass axe in the light and dark themes', async ({ page }) => {
  await new WorkspacePage(page).signIn();
  const tts = new TtsPage(page);
  await tts.goto();
  await tts.generate('Accessible speech.', 'bytes');
  await tts.expectTtfaShown();
  await tts.openAdvanced();
  await page.getByLabel('Top p').fill('2');
  await expectAccessibleInBothThemes(page);

  // The agent panel with a rule broken on a field, then with a live session and a conversation.
  const agent = new AgentPage(page);
  await agent.goto();
  await page.getByLabel('VAD confidence').fill('1.5');
  await page.getByRole('button', { name: 'Add a tool' }).click();
  await expect(page.getByText('Must be 0 to 1').first()).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await page.getByLabel('VAD confidence').fill('0.7');
  await page.getByRole('button', { name: /^Remove tool/ }).click();
  await agent.launch({ muted: true });
  await agent.expectReady();
  await agent.say('What time is it?');
  await expect(agent.toolCalls().first()).toContainText(/done in/, { timeout: 20_000 });
  await expect(agent.botLines().last()).toContainText('It is ', { timeout: 20_000 });
  await expectAccessibleInBothThemes(page);
});

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
  // Launch comes first, on the first screen, with the settings folded under it.
  await expect(page.getByRole('button', { name: 'Launch and connect' })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Launch settings' })).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('textbox', { name: 'System prompt' })).toBeHidden();
  await page.screenshot({ path: test.info().outputPath('agent-phone.png') });
  await agent.launch({ muted: true });
  await agent.expectReady();
  await agent.say('Hello');
  await expect(agent.botLines().last()).toContainText('Hello!', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Disconnect' }).scrollIntoViewIfNeeded();
  expect(await noSidewaysScroll(page)).toBe(true);
});

/** WCAG contrast of every non-empty text part of the agent's lines against the background they sit on. */
async function agentLineContrasts(page: Page): Promise<number[]> {
  return page
    .getByTestId('bot-line')
    .locator('span')
    .evaluateAll((spans) => {
      const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
      // Any CSS colour (oklch included) to sRGB through a 1×1 canvas.
      const rgba = (color: string) => {
        canvas.clearRect(0, 0, 1, 1);
        canvas.fillStyle = color;
        canvas.fillRect(0, 0, 1, 1);
        return [...canvas.getImageData(0, 0, 1, 1).data];
      };
      const luminance = ([r, g, b]: number[]) =>
        [r!, g!, b!]
          .map((c) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4))
          .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
      const background = (element: Element | null): number[] => {
        for (let node = element; node; node = node.parentElement) {
          const color = rgba(getComputedStyle(node).backgroundColor);
          if (color[3]! > 0) return color;
        }
        return [255, 255, 255, 255];
      };
      return spans
        .filter((span) => span.textContent?.trim())
        .map((span) => {
          const [a, b] = [luminance(rgba(getComputedStyle(span).color)), luminance(background(span))].sort(
            (x, y) => y - x,
          );
          return (a! + 0.05) / (b! + 0.05);
        });
    });
}

test('in the dark theme the agent answers a tool in a sentence, in text as clear as the user’s', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await new WorkspacePage(page).signIn();
  const agent = new AgentPage(page);
  await agent.goto();
  await agent.launch({ muted: true });
  await agent.expectReady();
  await agent.say('What time is it?');
  const answer = agent.botLines().filter({ hasText: /It is .+ time\.$/ });
  // While it is spoken and once it has been: never the grey of a disabled control.
  await expect(answer).toHaveCount(1, { timeout: 20_000 });
  expect(Math.min(...(await agentLineContrasts(page)))).toBeGreaterThanOrEqual(12);
  await expect.poll(() => agent.speaking('agent').getAttribute('data-speaking'), { timeout: 30_000 }).toBe('false');
  expect(Math.min(...(await agentLineContrasts(page)))).toBeGreaterThanOrEqual(12);
  await expect(page.getByTestId('transcript')).not.toContainText('{');
  await expect(agent.toolCalls().filter({ hasText: 'get_current_time' })).toContainText('"time_zone"');
});
