import { chromium, expect, test } from '@playwright/test';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { syntheticVowel } from '../../sandbox/audio/testing/synthetic-voice';
import { encodeWav } from '../../sandbox/audio/wav';
import { createSandbox, type Sandbox } from '../../sandbox/server';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/find-chromium';

/**
 * The unmodified @pipecat-ai/client-js + websocket-transport (not the studio UI) against the sandbox agent, in
 * real Chromium with a fake microphone playing a scripted voice: silence, 1.2 s of voice, silence.
 */
let sandbox: Sandbox;
let sandboxUrl: string;
let harness: ViteDevServer;
let workDir: string;

test.beforeAll(async () => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'agent-e2e-'));
  sandbox = await createSandbox({ port: 0, host: '127.0.0.1', dataDir: workDir, maxUploadBytes: 1e7 });
  sandboxUrl = await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
  harness = await createServer({ root: path.join(import.meta.dirname, 'harness'), logLevel: 'error', server: { port: 0, host: '127.0.0.1' } });
  await harness.listen();
});

test.afterAll(async () => {
  await harness?.close();
  await sandbox?.app.close();
  rmSync(workDir, { recursive: true, force: true });
});

async function launchAgent() {
  const tool = { function: { name: 'get_weather', description: 'The weather now', parameters: { type: 'object', properties: { city: { type: 'string', description: 'City' } }, required: ['city'] } } };
  const response = await fetch(`${sandboxUrl}/agents/launch`, {
    method: 'POST',
    headers: { authorization: 'Bearer sandbox-service-key', 'content-type': 'application/json' },
    body: JSON.stringify({ preset: 'weather-desk', transport: 'websocket', client_tools: [tool], user_turn_max_silence_secs: 0.8 }),
  });
  return ((await response.json()) as { wsUrl: string }).wsUrl;
}

test('the pipecat client connects, hears the bot, runs a tool, and its microphone raises speaking events', async () => {
  test.setTimeout(120_000);
  const voice = syntheticVowel({ f0: 140, seconds: 1.2, sampleRate: 16000 });
  const micFile = path.join(workDir, 'mic.wav');
  const padded = new Float32Array(16000 * 4 + voice.samples.length);
  padded.set(voice.samples, 16000);
  writeFileSync(micFile, encodeWav(padded, 16000));
  const browser = await chromium.launch({ executablePath: await findChromium(), args: [...CHROMIUM_ARGS, `--use-file-for-fake-audio-capture=${micFile}`] });
  try {
    const page = await browser.newPage();
    const harnessUrl = harness.resolvedUrls!.local[0]!;
    await page.goto(harnessUrl);
    await page.waitForFunction(() => 'startAgent' in window);
    const wsUrl = await launchAgent();
    await page.evaluate((url) => (window as unknown as { startAgent: (u: string) => Promise<void> }).startAgent(url), wsUrl);
    const events = () => page.evaluate(() => (window as unknown as { agentLog: Array<{ event: string; data?: unknown }> }).agentLog.map((entry) => ({ event: entry.event, data: entry.data })));
    await expect.poll(async () => (await events()).some((entry) => entry.event === 'botReady')).toBe(true);

    await page.evaluate(() => (window as unknown as { sendText: (t: string) => void }).sendText('Hello there'));
    await expect.poll(async () => (await events()).some((entry) => entry.event === 'botOutput' && /weather desk/.test(JSON.stringify(entry.data))), { timeout: 20_000 }).toBe(true);
    await expect.poll(async () => page.evaluate(() => (window as unknown as { audioChunkCount: () => number }).audioChunkCount()), { timeout: 20_000 }).toBeGreaterThan(10);

    await page.evaluate(() => (window as unknown as { sendText: (t: string) => void }).sendText('What is the weather in Kyiv?'));
    await expect.poll(async () => (await events()).find((entry) => entry.event === 'toolHandler')?.data, { timeout: 20_000 }).toEqual({ city: 'Kyiv' });
    await expect
      .poll(async () => (await events()).some((entry) => entry.event === 'botOutput' && /temperature_c/.test(JSON.stringify(entry.data)) && /18/.test(JSON.stringify(entry.data))), { timeout: 20_000 })
      .toBe(true);

    await expect.poll(async () => (await events()).map((entry) => entry.event), { timeout: 30_000 }).toEqual(expect.arrayContaining(['userStartedSpeaking', 'userStoppedSpeaking']));
    await expect.poll(async () => (await events()).some((entry) => entry.event === 'userTranscript' && /\[speech, \d\.\d s\]/.test(JSON.stringify(entry.data))), { timeout: 20_000 }).toBe(true);
    await page.evaluate(() => (window as unknown as { stopAgent: () => Promise<void> }).stopAgent());
  } finally {
    await browser.close();
  }
});
