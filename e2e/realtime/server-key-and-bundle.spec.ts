import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../scripts/ensure-built';
import { AgentPage } from '../fixtures/agent-page';
import { REAL_TIME_MARKERS } from '../fixtures/first-load';
import { expect, test } from '../fixtures/test';
import { TtsPage } from '../fixtures/tts-page';
import { WorkspacePage } from '../fixtures/workspace-page';

/** The sandbox's TTS and agents key: the proxy adds it upstream, and it must never reach the browser. */
const SERVER_KEY = 'sandbox-service-key';
const DIST = path.join(ROOT, 'dist');

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });

test('the built bundle holds no server key, and the real-time code is not in the entry chunk', () => {
  const files = filesUnder(DIST);
  expect(files.length).toBeGreaterThan(5);
  expect(files.filter((file) => readFileSync(file).toString('latin1').includes(SERVER_KEY))).toEqual([]);
  const entry = /<script[^>]+src="\/(assets\/index-[^"]+\.js)"/.exec(
    readFileSync(path.join(DIST, 'index.html'), 'utf8'),
  )?.[1];
  expect(entry).toBeDefined();
  const entryCode = readFileSync(path.join(DIST, entry!), 'utf8');
  for (const marker of [
    'WavMediaManager',
    'DailyTransport',
    'daily-js',
    'registerFunctionCallHandler',
    'PcmStreamPlayer',
    'voice-studio.tts-history',
  ]) {
    expect(entryCode, marker).not.toContain(marker);
  }
});

test('the projects page loads no real-time code; the agent page loads its transport only when a session starts', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
  await new WorkspacePage(page).signIn();
  await page.waitForLoadState('networkidle');
  const chunkHas = (file: string, marker: string) => readFileSync(path.join(DIST, file), 'utf8').includes(marker);
  const client = (file: string) => chunkHas(file, REAL_TIME_MARKERS.pipecatClient);
  const webSocket = (file: string) => chunkHas(file, REAL_TIME_MARKERS.webSocketTransport);
  const daily = (file: string) => chunkHas(file, REAL_TIME_MARKERS.dailyTransport);
  expect(scripts.filter((file) => client(file) || webSocket(file) || daily(file))).toEqual([]);

  const agent = new AgentPage(page);
  await agent.goto();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter(client).length).toBe(1);
  expect(scripts.filter((file) => webSocket(file) || daily(file))).toEqual([]);
  await agent.launch({ muted: true });
  await agent.expectReady();
  expect(scripts.filter(webSocket).length).toBe(1);
  expect(scripts.filter(daily)).toEqual([]);
});

test('no response of a TTS and agent session carries the server key (bodies, headers and WebSocket frames)', async ({
  page,
}) => {
  const seen: Array<Promise<string>> = [];
  page.on('response', (response) =>
    seen.push(
      (async () => {
        const headers = JSON.stringify(await response.allHeaders());
        const body = await response.body().catch(() => Buffer.alloc(0));
        return `${response.url()} ${headers} ${body.toString('latin1')}`;
      })(),
    ),
  );
  const frames: string[] = [];
  page.on('websocket', (socket) =>
    socket.on('framereceived', (frame) =>
      frames.push(typeof frame.payload === 'string' ? frame.payload : frame.payload.toString('latin1')),
    ),
  );

  await new WorkspacePage(page).signIn();
  const tts = new TtsPage(page);
  await tts.goto();
  await tts.generate('No keys in here.', 'stream');
  await expect(page.getByRole('status').filter({ hasText: 'Done' })).toBeVisible({ timeout: 30_000 });
  await tts.generate('Nor in here.', 'bytes');
  await tts.expectTtfaShown();

  const agent = new AgentPage(page);
  await agent.goto();
  await agent.launch({ muted: true });
  await agent.expectReady();
  await agent.say('What time is it?');
  await expect(agent.toolCalls().first()).toContainText(/done in/, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Disconnect' }).click();

  const responses = await Promise.all(seen);
  expect(responses.length).toBeGreaterThan(10);
  expect(frames.length).toBeGreaterThan(10);
  expect(responses.filter((text) => text.includes(SERVER_KEY))).toEqual([]);
  expect(frames.filter((text) => text.includes(SERVER_KEY))).toEqual([]);
});
