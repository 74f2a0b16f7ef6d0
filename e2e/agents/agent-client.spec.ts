import { chromium, expect, test, type Page } from '@playwright/test';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { espeakCommand } from '../../sandbox/agents/speech-recognition/testing/espeak-command';
import { launchAgent, MIC_RATE } from '../../sandbox/agents/testing/rtvi-test-client';
import { encodeWav } from '../../audio-formats/wav-file';
import { createSandbox, type Sandbox } from '../../sandbox/server';
import { CHROMIUM_ARGS, findTestChromium } from '../../scripts/find-chromium';

/**
 * The unmodified @pipecat-ai/client-js + websocket-transport (not the studio UI) against the sandbox agent, in
 * real Chromium whose fake microphone plays a command said by espeak-ng (silence, "what time is it", silence, in a
 * loop). The page connects with the microphone off and turns it on for the speaking part, so the scripted speech
 * never barges in on the typed turns, however slow the machine.
 */
let sandbox: Sandbox;
let sandboxUrl: string;
let harness: ViteDevServer;
let workDir: string;

test.beforeAll(async () => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'agent-e2e-'));
  sandbox = await createSandbox({ port: 0, host: '127.0.0.1', dataDir: workDir, maxUploadBytes: 1e7 });
  sandboxUrl = await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
  harness = await createServer({
    root: path.join(import.meta.dirname, 'harness'),
    // Its own dependency cache, so it neither races nor invalidates the studio's dev server cache.
    cacheDir: path.join(workDir, 'vite-cache'),
    logLevel: 'error',
    server: { port: 0, host: '127.0.0.1' },
  });
  await harness.listen();
});

test.afterAll(async () => {
  await harness?.close();
  await sandbox?.app.close();
  rmSync(workDir, { recursive: true, force: true });
});

type Entry = { event: string; data?: unknown };
const log = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { agentLog: Entry[] }).agentLog.map(({ event, data }) => ({ event, data })),
  );
const call = <T>(page: Page, name: string, ...args: unknown[]) =>
  page.evaluate(
    ([fn, rest]) =>
      (window as unknown as Record<string, (...a: unknown[]) => T>)[fn as string]!(...(rest as unknown[])),
    [name, args] as const,
  );
const saw = async (page: Page, predicate: (entry: Entry) => boolean) => (await log(page)).some(predicate);

test('the pipecat client connects, hears the bot, runs a tool, and its microphone raises speaking events', async () => {
  test.setTimeout(120_000);
  const micFile = path.join(workDir, 'mic.wav');
  writeFileSync(
    micFile,
    encodeWav(await espeakCommand('what time is it', { leadSeconds: 1, tailSeconds: 2 }), MIC_RATE),
  );
  const browser = await chromium.launch({
    executablePath: await findTestChromium(),
    args: [...CHROMIUM_ARGS, `--use-file-for-fake-audio-capture=${micFile}`],
  });
  const page = await browser.newPage();
  try {
    await page.goto(harness.resolvedUrls!.local[0]!);
    await page.waitForFunction(() => 'startAgent' in window);
    const tool = {
      function: {
        name: 'get_weather',
        description: 'The weather now',
        parameters: {
          type: 'object',
          properties: { city: { type: 'string', description: 'City' } },
          required: ['city'],
        },
      },
    };
    const launched = await launchAgent(sandboxUrl, {
      preset: 'weather-desk',
      transport: 'websocket',
      client_tools: [tool],
      user_turn_max_silence_secs: 0.8,
    });
    const { wsUrl } = (await launched.json()) as { wsUrl: string };
    await call(page, 'startAgent', wsUrl);
    expect((await log(page)).find((entry) => entry.event === 'botReady')?.data).toMatchObject({ version: '2.1.0' });

    await call(page, 'sendText', 'Hello there');
    await expect
      .poll(
        () => saw(page, (entry) => entry.event === 'botOutput' && /the weather desk/.test(JSON.stringify(entry.data))),
        { timeout: 30_000 },
      )
      .toBe(true);
    await expect.poll(() => call<number>(page, 'audioChunkCount'), { timeout: 30_000 }).toBeGreaterThan(10);
    await expect.poll(() => saw(page, (entry) => entry.event === 'botStoppedSpeaking'), { timeout: 30_000 }).toBe(true);

    await call(page, 'sendText', 'What is the weather in Kyiv?');
    await expect
      .poll(async () => (await log(page)).find((entry) => entry.event === 'toolHandler')?.data, { timeout: 30_000 })
      .toEqual({ city: 'Kyiv' });
    await expect
      // The agent says the result in words; the JSON stays in the tool-call events.
      .poll(
        () => saw(page, (entry) => entry.event === 'botOutput' && /temperature c 18/.test(JSON.stringify(entry.data))),
        { timeout: 30_000 },
      )
      .toBe(true);
    const toolEvents = (await log(page))
      .map((entry) => entry.event)
      .filter((event) => event.startsWith('llmFunctionCall') || event === 'toolHandler');
    expect(toolEvents).toEqual([
      'llmFunctionCallStarted',
      'toolHandler',
      'llmFunctionCallInProgress',
      'llmFunctionCallStopped',
    ]);

    await call(page, 'enableMic', true);
    await expect
      .poll(async () => (await log(page)).map((entry) => entry.event), { timeout: 30_000 })
      .toEqual(expect.arrayContaining(['userStartedSpeaking', 'userStoppedSpeaking']));
    await expect
      .poll(
        () =>
          saw(
            page,
            (entry) => entry.event === 'userTranscript' && (entry.data as { text?: string }).text === 'what time is it',
          ),
        { timeout: 30_000 },
      )
      .toBe(true);
    await expect
      .poll(
        () =>
          saw(
            page,
            (entry) => entry.event === 'botOutput' && /You said: what time is it/.test(JSON.stringify(entry.data)),
          ),
        { timeout: 30_000 },
      )
      .toBe(true);
    await call(page, 'stopAgent');
  } finally {
    await test.info().attach('agent-log', {
      body: JSON.stringify(await log(page).catch(() => []), null, 1),
      contentType: 'application/json',
    });
    await browser.close();
  }
});
