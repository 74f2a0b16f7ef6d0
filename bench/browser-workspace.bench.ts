import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startStudioServer } from '../e2e/fixtures/studio-server';
import { seedOriginals } from '../e2e/fixtures/seed-originals';
import { wavHeader } from '../sandbox/audio/wav';
import { CHROMIUM_ARGS, findChromium } from '../scripts/find-chromium';
import { ROOT } from '../scripts/ensure-built';
import { ensureBuilt } from '../scripts/ensure-built';

/**
 * Browser figures for the workspace, measured in real Chromium against a fresh sandbox: opening a 60-minute
 * original (waveform drawn from server peaks, nothing decoded in the tab), rendering a folder of 5,000
 * originals (virtualized; pages of 200 fetched as they scroll into view; a label sort that reads them all), and the
 * JavaScript of the first page load.
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

  seedOriginals({ dataDir: studio.dataDir, userId: owner, projectId: project.id, folderId: bigFolder.id }, 5000);

  const browser = await chromium.launch({ executablePath: await findChromium(), args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  // tsx keeps function names with a `__name` helper that functions sent into the page would miss.
  await page.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
  await page.goto(`${studio.url}/sign-in`);
  await page.getByLabel('Email').fill('demo@example.com');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Projects' }).waitFor();

  const base = `${studio.url}/projects/${encodeURIComponent(project.url)}/folders`;
  const waveformDrawn = async () => {
    await page.getByTestId('player-time').filter({ hasText: '/ 1:00:00.0' }).waitFor();
    await page.waitForFunction(() => {
      const host = document.querySelector('[data-testid="waveform"] div');
      const canvas = host?.shadowRoot?.querySelector('canvas');
      return Boolean(canvas && canvas.width > 0);
    });
  };
  // Fresh page load of the original (the SPA's files from the HTTP cache, every API call made again).
  const openLong = async () => {
    const started = performance.now();
    await page.goto(`${base}/${longFolder.id}/recordings/${long.id}`);
    await waveformDrawn();
    return performance.now() - started;
  };
  // Warm tab: the folder is open (its row has drawn its mini waveform from the same peaks) and the user clicks
  // the original: from the click until the full waveform is drawn with the file's length shown, timed inside the
  // page frame by frame (Playwright's own polling would add up to hundreds of milliseconds).
  const openLongWarm = async () => {
    await page.goto(`${base}/${longFolder.id}`);
    await page.getByTestId('mini-waveform').and(page.locator('[data-peaks="server"]')).waitFor();
    return page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const link = Array.from(document.querySelectorAll<HTMLAnchorElement>('[data-testid="original-row"] a')).find((a) => a.textContent === 'one-hour.wav')!;
          const started = performance.now();
          link.click();
          const drawn = () => {
            const canvas = document.querySelector('[data-testid="waveform"] div')?.shadowRoot?.querySelector('canvas');
            const time = document.querySelector('[data-testid="player-time"]')?.textContent ?? '';
            if (canvas && canvas.width > 0 && time.includes('/ 1:00:00.0')) resolve(performance.now() - started);
            else requestAnimationFrame(drawn);
          };
          requestAnimationFrame(drawn);
        }),
    );
  };
  // The same file the way wavesurfer.js draws it without server peaks: fetch the whole file and decode it in
  // the tab (its own bundle served from this origin, so the studio's content policy allows it), in the same tab.
  await page.route('**/bench/wavesurfer.min.js', (route) =>
    route.fulfill({ path: path.join(ROOT, 'node_modules', 'wavesurfer.js', 'dist', 'wavesurfer.min.js'), contentType: 'text/javascript' }),
  );
  const decodeLong = async () => {
    await page.goto(`${base}/${longFolder.id}`);
    await page.getByTestId('original-row').first().waitFor();
    await page.addScriptTag({ url: '/bench/wavesurfer.min.js' });
    return page.evaluate(async (url) => {
      const container = document.createElement('div');
      container.style.width = '1000px';
      document.body.append(container);
      const started = performance.now();
      const surfer = (window as unknown as { WaveSurfer: { create: (options: object) => { on: (event: string, fn: () => void) => void; destroy: () => void } } }).WaveSurfer.create({ container, url });
      await new Promise<void>((resolve) => surfer.on('ready', () => resolve()));
      const ms = performance.now() - started;
      surfer.destroy();
      container.remove();
      return ms;
    }, long.url as string);
  };
  const openBig = async () => {
    const started = performance.now();
    await page.goto(`${base}/${bigFolder.id}`);
    await page.getByTestId('originals-count').filter({ hasText: '5,000 originals' }).waitFor();
    await page.getByTestId('original-row').first().waitFor();
    const renderMs = performance.now() - started;
    const rowsInDom = await page.getByTestId('original-row').count();
    // Scrolls through the whole folder in 40 steps of 125 rows, a frame each, as a fast flick would.
    const scroll = await page.evaluate(async () => {
      const scroller = document.querySelector('[data-testid="originals-scroll"]')!;
      const frames: number[] = [];
      for (let step = 0; step < 40; step++) {
        const started = performance.now();
        scroller.scrollTop += 125 * 44;
        await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
        frames.push(performance.now() - started);
      }
      frames.sort((a, b) => a - b);
      return { mean: frames.reduce((sum, ms) => sum + ms, 0) / frames.length, worst: frames.at(-1)! };
    });
    // Every page of 200 is fetched once it scrolls into view; the last rows must arrive.
    await page.getByRole('link', { name: 'Take 1', exact: true }).waitFor();
    return { renderMs, rowsInDom, scroll };
  };
  const sortBig = async () => {
    await page.goto(`${base}/${bigFolder.id}`);
    await page.getByTestId('original-row').first().waitFor();
    const started = performance.now();
    await page.getByRole('columnheader', { name: 'Label' }).getByRole('button').click();
    await page.getByTestId('original-row').first().filter({ hasText: 'Take 1' }).waitFor();
    await page.getByTestId('original-row').nth(1).filter({ hasText: 'Take 2' }).waitFor();
    return performance.now() - started;
  };

  const longRuns = [await openLong(), await openLong(), await openLong()];
  const warmRuns = [await openLongWarm(), await openLongWarm(), await openLongWarm(), await openLongWarm(), await openLongWarm()];
  const decodeRuns = [await decodeLong(), await decodeLong(), await decodeLong()];
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const bigRuns = [await openBig(), await openBig(), await openBig()];
  const sortRuns = [await sortBig(), await sortBig()];
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
    { measure: '60-minute original: page load until waveform drawn, server peaks (3 runs)', value: longRuns.map((ms) => `${ms.toFixed(0)} ms`).join(', ') },
    { measure: '60-minute original: warm tab, click in the folder until waveform drawn (5 runs)', value: warmRuns.map((ms) => `${ms.toFixed(0)} ms`).join(', ') },
    { measure: '60-minute original: wavesurfer.js fetching and decoding the file, same tab (3 runs)', value: decodeRuns.map((ms) => `${ms.toFixed(0)} ms`).join(', ') },
    { measure: '60-minute original: decode ÷ warm open (medians; the bar is ≥ 10×)', value: `${(median(decodeRuns) / median(warmRuns)).toFixed(1)}×` },
    { measure: 'folder of 5,000 originals: navigation until the first rows show (3 runs)', value: bigRuns.map((run) => `${run.renderMs.toFixed(0)} ms`).join(', ') },
    { measure: 'folder of 5,000: rows in the DOM (virtualized over the whole folder)', value: String(bigRuns[0]!.rowsInDom) },
    { measure: 'folder of 5,000: scroll step of 125 rows, mean / worst frame (3 runs)', value: bigRuns.map((run) => `${run.scroll.mean.toFixed(1)} / ${run.scroll.worst.toFixed(1)} ms`).join(', ') },
    { measure: 'folder of 5,000: sort by label (read 25 pages, sort in the browser) (2 runs)', value: sortRuns.map((ms) => `${ms.toFixed(0)} ms`).join(', ') },
    { measure: 'first page load JS (sign-in): raw', value: `${(size(firstLoad) / 1024).toFixed(0)} KB` },
    { measure: 'first page load JS (sign-in): gzip', value: `${(gzipped(firstLoad) / 1024).toFixed(0)} KB` },
  ]);
} finally {
  await studio.stop();
}
