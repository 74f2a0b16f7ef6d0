import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startStudioServer } from '../e2e/fixtures/studio-server';
import { openDatabase } from '../sandbox/store/database';
import { wavHeader } from '../sandbox/audio/wav';
import { insertRecording } from '../sandbox/store/recording-repository';
import { CHROMIUM_ARGS, findChromium } from '../scripts/find-chromium';
import { ROOT } from '../scripts/ensure-built';
import { ensureBuilt } from '../scripts/ensure-built';

/**
 * Browser figures for the workspace, measured in real Chromium against a fresh sandbox: opening a 60-minute
 * original (waveform drawn from server peaks, nothing decoded in the tab), rendering a folder of 5,000
 * originals, and the JavaScript of the first page load.
 */
await ensureBuilt();
const studio = await startStudioServer({ SANDBOX_MAX_UPLOAD_MB: '200' });
const headers = { 'api-key': 'sandbox-demo-key' };
const json = async (method: string, route: string, body?: unknown) =>
  (await fetch(`${studio.url}${route}`, { method, headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) }, ...(body ? { body: JSON.stringify(body) } : {}) })).json();

try {
  const owner = (await json('POST', '/api/auth')).id;
  const project = await json('POST', '/api/projects', { name: 'Bench', owner, models: {} });
  const longFolder = await json('POST', '/api/folders', { name: 'Long', project_id: project.id });
  const bigFolder = await json('POST', '/api/folders', { name: 'Big', project_id: project.id });

  // A 60-minute, 16 kHz WAV: a slowly modulated tone, so the waveform has shape.
  const rate = 16000;
  const seconds = 3600;
  const pcm = Buffer.alloc(44 + rate * seconds * 2);
  wavHeader(rate * seconds * 2, rate).copy(pcm);
  for (let i = 0; i < rate * seconds; i++) {
    const envelope = 0.5 + 0.5 * Math.sin((2 * Math.PI * i) / (rate * 7));
    pcm.writeInt16LE(Math.round(12000 * envelope * Math.sin((2 * Math.PI * 220 * i) / rate)), 44 + i * 2);
  }
  const form = new FormData();
  form.set('parent_folder_id', longFolder.id);
  form.set('microphone', 'file');
  form.set('data', new Blob([pcm]), 'one-hour.wav');
  const uploadStarted = performance.now();
  const long = await (await fetch(`${studio.url}/api/recordings`, { method: 'POST', body: form, headers })).json();
  const uploadMs = performance.now() - uploadStarted;

  const db = openDatabase(studio.dataDir);
  db.transaction(() => {
    for (let i = 0; i < 5000; i++) {
      insertRecording(db, { user_id: owner, project_id: project.id, parent_folder_id: bigFolder.id, type: 'original', state: 'done', label: `Take ${i + 1}`, duration: 3 + (i % 60), file_ext: null });
    }
  })();
  db.close();

  const browser = await chromium.launch({ executablePath: await findChromium(), args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  await page.goto(`${studio.url}/sign-in`);
  await page.getByLabel('Email').fill('demo@example.com');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Projects' }).waitFor();

  const base = `${studio.url}/projects/${encodeURIComponent(project.url)}/folders`;
  const openLong = async () => {
    const started = performance.now();
    await page.goto(`${base}/${longFolder.id}/recordings/${long.id}`);
    await page.getByTestId('player-time').filter({ hasText: '/ 1:00:00.0' }).waitFor();
    await page.waitForFunction(() => {
      const host = document.querySelector('[data-testid="waveform"] div');
      const canvas = host?.shadowRoot?.querySelector('canvas');
      return Boolean(canvas && canvas.width > 0);
    });
    return performance.now() - started;
  };
  const openBig = async () => {
    const started = performance.now();
    await page.goto(`${base}/${bigFolder.id}`);
    await page.getByTestId('originals-count').filter({ hasText: '5000 originals' }).waitFor();
    await page.getByTestId('original-row').first().waitFor();
    const renderMs = performance.now() - started;
    const rowsInDom = await page.getByTestId('original-row').count();
    const scrollMs = await page.evaluate(async () => {
      const scroller = document.querySelector('[data-testid="originals-scroll"]')!;
      const started = performance.now();
      for (let step = 0; step < 40; step++) {
        scroller.scrollTop += 220;
        await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
      }
      return (performance.now() - started) / 40;
    });
    return { renderMs, rowsInDom, scrollMs };
  };

  const longRuns = [await openLong(), await openLong(), await openLong()];
  const bigRuns = [await openBig(), await openBig(), await openBig()];
  await browser.close();

  const assets = path.join(ROOT, 'dist', 'assets');
  const index = readFileSync(path.join(ROOT, 'dist', 'index.html'), 'utf8');
  const entry = [...index.matchAll(/assets\/([\w.-]+\.js)/g)].map((match) => match[1]!);
  const signIn = readdirSync(assets).filter((name) => /^(SignInPage|TextField)-.*\.js$/.test(name));
  const size = (names: string[]) => names.reduce((sum, name) => sum + readFileSync(path.join(assets, name)).length, 0);
  const gzipped = (names: string[]) => names.reduce((sum, name) => sum + gzipSync(readFileSync(path.join(assets, name))).length, 0);
  const firstLoad = [...entry, ...signIn];

  console.table([
    { measure: '60-minute original: upload + decode + peaks (server)', value: `${(uploadMs / 1000).toFixed(1)} s` },
    { measure: '60-minute original: open page until waveform drawn (3 runs)', value: longRuns.map((ms) => `${ms.toFixed(0)} ms`).join(', ') },
    { measure: 'folder of 5,000 originals: first rows shown (3 runs)', value: bigRuns.map((run) => `${run.renderMs.toFixed(0)} ms`).join(', ') },
    { measure: 'folder of 5,000: rows in the DOM (page of 200, virtualized)', value: String(bigRuns[0]!.rowsInDom) },
    { measure: 'folder of 5,000: mean time per scroll step (frame)', value: bigRuns.map((run) => `${run.scrollMs.toFixed(1)} ms`).join(', ') },
    { measure: 'first page load JS (sign-in): raw', value: `${(size(firstLoad) / 1024).toFixed(0)} KB` },
    { measure: 'first page load JS (sign-in): gzip', value: `${(gzipped(firstLoad) / 1024).toFixed(0)} KB` },
  ]);
} finally {
  await studio.stop();
}
