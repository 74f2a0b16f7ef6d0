import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startStudioServer } from '../e2e/fixtures/studio-server';
import { CHROMIUM_ARGS, findChromium } from '../scripts/find-chromium';
import { ensureBuilt, ROOT } from '../scripts/ensure-built';

/**
 * The real-time pages measured in real Chromium through the proxy and a fresh sandbox, as the user sees them:
 * - the playground's own "time to first audio" and "total time" for a 200-character text, streamed over the
 *   WebSocket, over JSON lines, and as a whole file (5 runs each; the first includes a synthesis worker start);
 * - the agent panel's per-turn latency for typed messages (sent → first bot audio handed to the player), and the
 *   time from "Launch and connect" to the agent being ready;
 * - the JavaScript each page loads (gzip), so the first load of the projects page can be compared with the
 *   real-time pages, which load their code only when opened (the transport only when a session starts).
 */
await ensureBuilt();
const studio = await startStudioServer();
const text =
  'Welcome back to the studio. Your three conversions finished while you were away, and the long take from this morning is ready to compare. Shall I play the first one for you now, or open their folders?';
const dist = path.join(ROOT, 'dist');
const gz = (files: Iterable<string>) =>
  [...files].reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dist, file))).length, 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const msOf = (value: string) => Number(value.replace(/[^\d]/g, ''));

try {
  const browser = await chromium.launch({ executablePath: await findChromium(), args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  const scripts = new Set<string>();
  page.on('request', (request) => request.resourceType() === 'script' && scripts.add(new URL(request.url()).pathname));
  await page.goto(`${studio.url}/sign-in`);
  await page.getByLabel('Email').fill('demo@example.com');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Projects' }).waitFor();
  await page.waitForLoadState('networkidle');
  const projectsJs = new Set(scripts);

  await page.goto(`${studio.url}/text-to-speech`);
  await page
    .getByLabel('Voice')
    .filter({ hasNot: page.locator('option[value=""]') })
    .waitFor();
  await page.waitForLoadState('networkidle');
  const ttsJs = new Set(scripts);
  const generate = async (mode: 'ws' | 'lines' | 'bytes') => {
    await page.getByLabel('Transcript').fill(text);
    await page.getByRole('radio', { name: mode === 'bytes' ? /^Whole file/ : /^Streamed/ }).check();
    if (mode !== 'bytes') await page.getByLabel('Stream over').selectOption(mode === 'ws' ? 'websocket' : 'lines');
    await page.getByRole('form', { name: 'Text to speech settings' }).getByRole('button', { name: 'Generate' }).click();
    await page.getByTestId('total-time').filter({ hasText: /ms$/ }).waitFor({ timeout: 60_000 });
    const figures = {
      ttfa: msOf(await page.getByTestId('ttfa').innerText()),
      total: msOf(await page.getByTestId('total-time').innerText()),
    };
    await page
      .getByRole('button', { name: 'Cancel' })
      .click({ timeout: 1000 })
      .catch(() => undefined);
    return figures;
  };
  const runs = async (mode: 'ws' | 'lines' | 'bytes') => {
    const values = [];
    for (let i = 0; i < 5; i++) values.push(await generate(mode));
    return values;
  };
  const ws = await runs('ws');
  const lines = await runs('lines');
  const bytes = await runs('bytes');

  await page.goto(`${studio.url}/voice-agent`);
  await page.getByRole('heading', { level: 1, name: 'Voice agent' }).waitFor();
  await page.waitForLoadState('networkidle');
  const agentJs = new Set(scripts);
  await page.getByLabel('Join with the microphone muted').check();
  const launchStarted = performance.now();
  await page.getByRole('button', { name: 'Launch and connect' }).click();
  await page
    .getByTestId('bot-state')
    .filter({ hasText: /^ready/ })
    .waitFor({ timeout: 30_000 });
  const readyMs = performance.now() - launchStarted;
  const sessionJs = new Set(scripts);
  const typedTurn = async (message: string, turn: number) => {
    await page.getByLabel('Message to the agent').fill(message);
    await page.getByRole('button', { name: 'Send' }).click();
    await page
      .getByTestId('turn-latency')
      .nth(turn - 1)
      .waitFor({ timeout: 30_000 });
    await page.getByTestId('agent-speaking').and(page.locator('[data-speaking="false"]')).waitFor({ timeout: 60_000 });
  };
  for (const [index, message] of [
    'Hello there',
    'Who are you?',
    'Tell me about the studio',
    'Good evening',
    'Thanks',
  ].entries())
    await typedTurn(message, index + 1);
  const turns = await page.getByTestId('turn-latency').allInnerTexts();
  const summary = await page.getByTestId('latency-summary').innerText();
  await browser.close();

  const added = (after: Set<string>, before: Set<string>) => [...after].filter((file) => !before.has(file));
  const show = (values: Array<{ ttfa: number; total: number }>, key: 'ttfa' | 'total') =>
    values.map((value) => `${value[key]}`).join(', ') + ' ms';
  console.table([
    {
      measure: `playground, streamed over WebSocket (${text.length} chars): time to first audio`,
      value: show(ws, 'ttfa'),
    },
    { measure: 'playground, streamed over WebSocket: total time', value: show(ws, 'total') },
    { measure: 'playground, streamed over JSON lines: time to first audio', value: show(lines, 'ttfa') },
    { measure: 'playground, streamed over JSON lines: total time', value: show(lines, 'total') },
    { measure: 'playground, whole file (bytes): time to first audio = total', value: show(bytes, 'total') },
    { measure: 'agent panel: "Launch and connect" → agent ready', value: `${readyMs.toFixed(0)} ms` },
    {
      measure: 'agent panel: typed turns, sent → first bot audio',
      value: turns.map((turn) => turn.replace(/^Turn \d+ \(typed\): /, '')).join(', '),
    },
    { measure: 'agent panel: session summary', value: summary },
    { measure: 'JS, projects page first load (gzip)', value: kb(gz(projectsJs)) },
    { measure: 'JS added by the playground (gzip)', value: kb(gz(added(ttsJs, projectsJs))) },
    { measure: 'JS added by the agent page (gzip)', value: kb(gz(added(agentJs, ttsJs))) },
    { measure: 'JS added when a websocket session starts (gzip)', value: kb(gz(added(sessionJs, agentJs))) },
  ]);
} finally {
  await studio.stop();
}
