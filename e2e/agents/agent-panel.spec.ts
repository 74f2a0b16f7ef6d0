import type { Page } from '@playwright/test';
import { AgentPage } from '../fixtures/agent-page';
import { spokenMicrophone } from '../fixtures/spoken-microphone';
import { expect, test } from '../fixtures/test';
import { WorkspacePage } from '../fixtures/workspace-page';

test.use({ launchOptions: spokenMicrophone('what time is it', [], { espeak: true }) });

async function openPanel(page: Page) {
  await new WorkspacePage(page).signIn();
  const agent = new AgentPage(page);
  await agent.goto();
  return agent;
}

test('launch an agent, see it ready, speak through the microphone: both speaking indicators and a latency figure', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const agent = await openPanel(page);
  await agent.launch();
  await expect(page.getByTestId('connection-state')).toContainText('WebSocket');
  await agent.expectReady();
  await expect(page.getByTestId('bot-state')).toHaveText('ready (protocol 2.1.0)');
  await expect(page.getByRole('meter', { name: 'Microphone level' })).not.toHaveAttribute('aria-valuenow', '0', {
    timeout: 10_000,
  });
  await agent.sawSpeaking('you');
  await agent.sawSpeaking('agent');
  await expect(page.getByTestId('user-line').first()).toContainText('what time is it');
  await expect(agent.botLines().first()).toContainText(/It is \w+day/);
  await expect(page.getByTestId('turn-latency').first()).toHaveText(/^Turn 1 \(speech\): \d[\d,]* ms$/, {
    timeout: 20_000,
  });
  await expect(page.getByTestId('latency-summary')).toContainText(/median \d[\d,]* ms · worst \d[\d,]* ms/);
  // The microphone's mute is named apart from the player's.
  await page.getByRole('button', { name: 'Mute microphone', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Mute microphone', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('meter', { name: 'Microphone level' })).toHaveAttribute('aria-valuenow', '0');

  // The event log filters, and exports what it shows as JSON.
  await page.getByPlaceholder('Filter events').fill('userStartedSpeaking');
  await expect(page.getByTestId('event-log').getByRole('listitem').first()).toContainText('userStartedSpeaking');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export JSON' }).click();
  const exported = JSON.parse(
    Buffer.concat(await (await (await download).createReadStream()).toArray()).toString(),
  ) as Array<{ type: string }>;
  expect(exported.length).toBeGreaterThan(0);
  expect(exported.every((event) => event.type === 'userStartedSpeaking')).toBe(true);
  await page.getByRole('button', { name: 'Disconnect' }).click();
});

test('typed messages get the agent’s text and audio, or text only when audio_response is off', async ({ page }) => {
  const agent = await openPanel(page);
  await agent.launch({ muted: true });
  await agent.expectReady();
  await agent.say('Hello there');
  await expect(agent.botLines().last()).toContainText('Hello! I’m the Voice Studio assistant'.replace('’', "'"), {
    timeout: 20_000,
  });
  await agent.sawSpeaking('agent');
  // The latency of a typed turn is measured to the first bot audio the player received.
  await expect(page.getByTestId('turn-latency').first()).toHaveText(/^Turn 1 \(typed\): \d[\d,]* ms$/);
  await expect.poll(() => agent.speaking('agent').getAttribute('data-speaking'), { timeout: 30_000 }).toBe('false');

  await agent.say('Who are you?', { audio: false });
  await expect(agent.botLines().last()).toContainText('Agent (text only):');
  await expect(agent.botLines().last()).toContainText('a scripted sandbox agent');
  await expect(page.getByTestId('user-line').filter({ hasText: 'Who are you?' })).toBeVisible();
});

test('ready tools act on the studio and their results are used by the agent and logged', async ({ page }) => {
  const agent = await openPanel(page);
  await agent.launch({ muted: true });
  await agent.expectReady();
  await agent.say('What time is it right now?');
  const timeCall = agent.toolCalls().filter({ hasText: 'get_current_time' });
  await expect(timeCall).toContainText(/done in \d+ ms/, { timeout: 20_000 });
  await expect(timeCall).toContainText('"iso":"20');
  // The agent answers in a sentence built from the result; the JSON stays in the tool-calls log.
  await expect(
    agent.botLines().filter({ hasText: /^Agent.*: It is \w+day, \d+ \w+ 20\d\d at \d\d:\d\d, .+ time\.$/ }),
  ).toHaveCount(1, {
    timeout: 20_000,
  });
  await expect(page.getByTestId('transcript')).not.toContainText('{');

  await agent.say('Please switch the theme to dark');
  await expect(agent.toolCalls().filter({ hasText: 'switch_theme' })).toContainText('result {"theme":"dark"}', {
    timeout: 20_000,
  });
  await expect(page.locator('html')).toHaveClass(/dark/);

  await agent.say('List my projects');
  await expect(agent.toolCalls().filter({ hasText: 'list_projects' })).toContainText('"count":', { timeout: 20_000 });
  await expect(page.getByTestId('event-log')).toContainText('llmFunctionCallStopped');
});

test('a tool whose handler throws answers an error object, and the turn still ends', async ({ page }) => {
  const agent = await openPanel(page);
  await page.getByRole('button', { name: 'Add a tool' }).click();
  await page.getByLabel('Tool name').fill('fetch_weather');
  await page.getByLabel('Tool description').fill('The weather in a city');
  await page.getByLabel('When called').selectOption('throw');
  await agent.launch({ muted: true });
  await agent.expectReady();
  await agent.say('What is the weather in Kyiv?');
  const call = agent.toolCalls().filter({ hasText: 'fetch_weather' });
  await expect(call).toContainText(/failed in \d+ ms/, { timeout: 20_000 });
  await expect(call).toContainText('args {"city":"Kyiv"}');
  await expect(call).toContainText('failed on purpose');
  await expect(agent.botLines().last()).toContainText('That did not work: ', { timeout: 20_000 });
  await expect(agent.botLines().last()).toContainText('failed on purpose');
  await expect(page.getByTestId('transcript')).not.toContainText('{');
  await agent.sawSpeaking('agent');
  await expect.poll(() => agent.speaking('agent').getAttribute('data-speaking'), { timeout: 30_000 }).toBe('false');
  // The agent is free for the next turn.
  await agent.say('Hello again');
  await expect(agent.botLines().last()).toContainText('Hello!', { timeout: 20_000 });
});

test('disconnect ends the session; connecting again launches a new agent', async ({ page }) => {
  const agent = await openPanel(page);
  const launches: number[] = [];
  page.on('response', (response) => response.url().endsWith('/agents/launch') && launches.push(response.status()));
  await agent.launch({ muted: true });
  await agent.expectReady();
  await page.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByTestId('connection-state')).toHaveText(/^disconnected/);
  await expect(page.getByTestId('bot-state')).toHaveText('not ready');
  await expect(page.getByText('Its address works only once')).toBeVisible();

  await agent.launch({ muted: true });
  await agent.expectReady();
  expect(launches).toEqual([200, 200]);
  await agent.say('Hello');
  await expect(agent.botLines().last()).toContainText('Hello!', { timeout: 20_000 });
});

test('invalid launch forms show the document’s rules on their fields and launch nothing', async ({ page }) => {
  const agent = await openPanel(page);
  const launches: string[] = [];
  page.on('request', (request) => request.url().endsWith('/agents/launch') && launches.push(request.url()));
  await page.getByRole('textbox', { name: 'System prompt' }).fill('');
  await page.getByLabel('VAD confidence').fill('1.5');
  await expect(page.getByLabel('VAD confidence')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Must be 0 to 1').first()).toBeVisible();
  await page.getByLabel('VAD confidence').fill('0.7');
  await page.getByLabel('VAD stop (s)').fill('0.8');
  await page.getByLabel('User turn max silence (s)').fill('0.5');
  await expect(page.getByText('must be greater than vad_settings.stop_secs (0.8)')).toBeVisible();
  await expect(page.getByText('more than vad_settings.stop_secs, at most 5')).toBeVisible();
  await page.getByLabel('Voice sampling parameters').fill('{"top_p": 0}');
  await expect(page.getByText(/^top_p: /)).toBeVisible();
  await page.getByRole('button', { name: 'Add a tool' }).click();
  await page.getByLabel('Tool name').fill('bad name!');
  await expect(page.getByText('letters, digits, _ and -, at most 64', { exact: true })).toBeVisible();
  await page.getByLabel('Parameters (JSON Schema)').fill('{"properties": ');
  await expect(page.getByText('Not valid JSON')).toBeVisible();
  await agent.launch();
  await expect(page.getByText('either system_prompt or preset is required')).toBeVisible();
  await page.getByRole('radio', { name: 'Preset' }).check();
  await expect(page.getByText('either system_prompt or preset is required')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Preset' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('ignored when a system prompt is given')).toBeVisible();
  expect(launches).toEqual([]);
});

test('a room launch on the sandbox shows the sandbox’s explanation', async ({ page }) => {
  const agent = await openPanel(page);
  await page.getByLabel('Transport').selectOption('room');
  await agent.launch({ muted: true });
  await expect(page.getByRole('alert').filter({ hasText: 'cannot create room sessions' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByTestId('bot-state')).toHaveText('not ready');
});

test('a voice that scales to zero is flagged, and launch set-ups are kept in this browser', async ({ page }) => {
  await openPanel(page);
  await page.getByLabel('Agent voice').selectOption('olesia-conversation');
  await expect(page.getByTestId('scale-to-zero-warning')).toBeVisible();
  await page.getByLabel('LLM temperature').fill('0.3');
  await page.getByLabel('Name for this set-up').fill('Ukrainian desk');
  await page.getByRole('button', { name: 'Save set-up' }).click();
  await page.reload();
  await expect(page.getByLabel('LLM temperature')).toHaveValue('');
  await page.getByLabel('Saved set-up').selectOption('Ukrainian desk');
  await expect(page.getByLabel('LLM temperature')).toHaveValue('0.3');
  await expect(page.getByLabel('Agent voice')).toHaveValue('olesia-conversation');
});

test('an agent that never becomes ready ends in a clear error after the connect timeout', async ({ page }) => {
  test.setTimeout(60_000);
  const agent = await openPanel(page);
  // The launch is real; its address is swapped for a socket that accepts the connection and never answers.
  const silent = { url: '' };
  await page.route('**/agents/launch', async (route) => {
    const response = await route.fetch();
    const { wsUrl } = (await response.json()) as { wsUrl: string };
    silent.url = wsUrl.replace(/[^/]+$/, 'silent-agent');
    await route.fulfill({ response, json: { wsUrl: silent.url } });
  });
  await page.routeWebSocket(/\/agents\/ws\/silent-agent$/, () => {});
  await agent.launch({ muted: true });
  await expect(page.getByTestId('connection-state')).not.toHaveText(/^launching/);
  await expect(page.getByRole('alert').filter({ hasText: 'The agent did not become ready within 15 s' })).toBeVisible({
    timeout: 25_000,
  });
  await expect(page.getByTestId('bot-state')).toHaveText('not ready');
  await expect(page.getByTestId('connection-state')).toHaveText(/^disconnected/);
  expect(silent.url).toMatch(/^ws:\/\/.+\/agents\/ws\/silent-agent$/);
});
