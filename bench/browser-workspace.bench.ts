import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import path from 'node:path';
import { measureFirstLoad } from '../e2e/fixtures/first-load';
import { startStudioServer } from '../e2e/fixtures/studio-server';
import { seedOriginals } from '../e2e/fixtures/seed-originals';
import { floatToS16le } from '../audio-formats/pcm-encodings';
import { wavHeader } from '../audio-formats/wav-file';
import { CHROMIUM_ARGS, findChromium } from '../scripts/find-chromium';
import { ensureBuilt, ROOT } from '../scripts/ensure-built';
import { BenchReport, type Row } from './support/bench-report';
import { median, ms, ratio } from './support/stats';
import { signInToStudio } from './support/studio-sign-in';

/**
 * Group 5, the studio in the browser, measured in real Chromium against `npm start` on a fresh sandbox:
 * JavaScript and CSS transferred per route on a first load (cold cache, compressed bytes on the wire); time until
 * the projects page is usable; a 60-minute original's waveform from the server's peaks, against wavesurfer.js
 * decoding the same file in the page (what the studio would do without peaks); a folder of 5,000 originals.
 */
const report = new BenchReport(
  'browser-workspace',
  'Studio in the browser',
  'Real Chromium (headless, Debian) against `npm start` with a fresh sandbox on the same machine, no network throttling. Times run from navigation start to the named element; medians of 3 runs unless stated.',
);
await ensureBuilt();
const studio = await startStudioServer({ SANDBOX_MAX_UPLOAD_MB: '200' });
const headers = { 'api-key': 'sandbox-demo-key' };
const json = async (method: string, route: string, body?: unknown) =>
  (
    await fetch(`${studio.url}${route}`, {
      method,
      headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    })
  ).json();
const timed = async (run: () => Promise<unknown>) => {
  const started = performance.now();
  await run();
  return performance.now() - started;
};

/** A 60-minute, 16 kHz WAV: a slowly modulated tone, so the waveform has shape. */
function hourLongWav(): Buffer<ArrayBuffer> {
  const rate = 16000;
  const seconds = 3600;
  const pcm = Buffer.alloc(44 + rate * seconds * 2);
  pcm.set(wavHeader(rate * seconds * 2, rate));
  // A second at a time, so the bench never holds the hour as floats.
  const block = new Float32Array(rate);
  for (let second = 0; second < seconds; second++) {
    for (let j = 0; j < rate; j++) {
      const i = second * rate + j;
      const envelope = 0.5 + 0.5 * Math.sin((2 * Math.PI * i) / (rate * 7));
      block[j] = (12000 / 32767) * envelope * Math.sin((2 * Math.PI * 220 * i) / rate);
    }
    pcm.set(floatToS16le(block), 44 + second * rate * 2);
  }
  return pcm;
}

let browser: Browser | undefined;
try {
  const owner = (await json('POST', '/api/auth')).id;
  const project = await json('POST', '/api/projects', { name: 'Bench', owner, models: {} });
  const longFolder = await json('POST', '/api/folders', { name: 'Long', project_id: project.id });
  const bigFolder = await json('POST', '/api/folders', { name: 'Big', project_id: project.id });
  const form = new FormData();
  form.set('parent_folder_id', longFolder.id);
  form.set('microphone', 'file');
  form.set('data', new Blob([hourLongWav()]), 'one-hour.wav');
  let long: { id: string; url: string } | undefined;
  const uploadMs = await timed(
    async () =>
      (long = await (await fetch(`${studio.url}/api/recordings`, { method: 'POST', body: form, headers })).json()),
  );
  seedOriginals({ dataDir: studio.dataDir, userId: owner, projectId: project.id, folderId: bigFolder.id }, 5000);

  browser = await chromium.launch({ executablePath: await findChromium(), args: CHROMIUM_ARGS });
  // Signed in once through the form; every measured context starts from this session with an empty cache.
  const signInContext = await browser.newContext();
  const signInPage = await signInContext.newPage();
  await signInToStudio(signInPage, studio.url);
  const session = await signInContext.storageState();
  await signInContext.close();
  const freshPage = async (
    options: { signedIn?: boolean; bypassCSP?: boolean } = {},
  ): Promise<[BrowserContext, Page]> => {
    const context = await browser!.newContext({
      ...(options.signedIn === false ? {} : { storageState: session }),
      bypassCSP: options.bypassCSP ?? false,
    });
    return [context, await context.newPage()];
  };

  const projectPath = `/projects/${encodeURIComponent(project.url)}`;
  const routes: Array<{ name: string; path: string; signedIn: boolean; ready: (page: Page) => Promise<unknown> }> = [
    {
      name: 'sign-in',
      path: '/sign-in',
      signedIn: false,
      ready: (page) => page.getByRole('button', { name: 'Sign in' }).waitFor(),
    },
    {
      name: 'projects',
      path: '/projects',
      signedIn: true,
      ready: (page) => page.getByTestId('project-row').first().waitFor(),
    },
    {
      name: 'project workspace',
      path: projectPath,
      signedIn: true,
      ready: (page) => page.getByRole('heading', { level: 1, name: 'Bench' }).waitFor(),
    },
    {
      name: 'folder (5,000 originals)',
      path: `${projectPath}/folders/${bigFolder.id}`,
      signedIn: true,
      ready: (page) => page.getByTestId('original-row').first().waitFor(),
    },
    {
      name: 'original (60 min)',
      path: `${projectPath}/folders/${longFolder.id}/recordings/${long!.id}`,
      signedIn: true,
      ready: (page) => page.getByTestId('player-time').filter({ hasText: '/ 1:00:00.0' }).waitFor(),
    },
  ];
  const routeRows: Row[] = [];
  for (const route of routes) {
    const [context, page] = await freshPage({ signedIn: route.signedIn });
    const { assets: loaded, readyMs } = await measureFirstLoad(page, `${studio.url}${route.path}`, route.ready);
    const sum = (type: string, field: 'wire' | 'raw') =>
      loaded.filter((asset) => asset.type === type).reduce((total, asset) => total + asset[field], 0) / 1024;
    routeRows.push({
      route: route.name,
      'JS files': loaded.filter((asset) => asset.type === 'script').length,
      'JS KB transferred': sum('script', 'wire').toFixed(1),
      'CSS KB transferred': sum('stylesheet', 'wire').toFixed(1),
      'JS KB uncompressed': sum('script', 'raw').toFixed(0),
      compression: ratio(
        sum('script', 'wire') + sum('stylesheet', 'wire'),
        sum('script', 'raw') + sum('stylesheet', 'raw'),
      ),
      'ready ms (cold cache)': ms(readyMs),
    });
    await context.close();
  }
  report.table('First load per route: JavaScript and CSS on the wire (cold cache)', routeRows, [
    '"transferred" is the compressed body Chromium received (the proxy serves precompressed or compresses text assets); "compression" is wire ÷ uncompressed.',
  ]);

  const usable = async (cached: boolean) => {
    const [context, page] = await freshPage();
    if (cached) {
      await page.goto(`${studio.url}/projects`);
      await page.getByTestId('project-row').first().waitFor();
    }
    const time = await timed(async () => {
      await page.goto(`${studio.url}/projects`);
      await page.getByTestId('project-row').first().waitFor();
      await page.getByRole('button', { name: 'New project' }).waitFor({ state: 'visible' });
    });
    await context.close();
    return time;
  };
  const cold = [await usable(false), await usable(false), await usable(false)];
  const warm = [await usable(true), await usable(true), await usable(true)];
  report.table('Projects page usable (list shown, "New project" ready)', [
    {
      load: 'first visit (cold cache)',
      'median ms': ms(median(cold)),
      runs: cold.map((value) => value.toFixed(0)).join(', '),
    },
    {
      load: 'return visit (cached assets)',
      'median ms': ms(median(warm)),
      runs: warm.map((value) => value.toFixed(0)).join(', '),
    },
  ]);

  const openWithPeaks = async () => {
    const [context, page] = await freshPage();
    const time = await timed(async () => {
      await page.goto(`${studio.url}${routes[4]!.path}`);
      await page.getByTestId('player-time').filter({ hasText: '/ 1:00:00.0' }).waitFor();
      await page.waitForFunction(() => {
        const canvas = document.querySelector('[data-testid="waveform"] div')?.shadowRoot?.querySelector('canvas');
        return Boolean(canvas && canvas.width > 0);
      });
    });
    await context.close();
    return time;
  };
  const wavesurferScript = path.join(ROOT, 'node_modules', 'wavesurfer.js', 'dist', 'wavesurfer.min.js');
  /** The same file, in a page of the same origin (so the session cookie applies), drawn by wavesurfer.js decoding it. */
  const decodeInPage = async () => {
    const [context, page] = await freshPage({ bypassCSP: true });
    await page.goto(`${studio.url}/sign-in`);
    await page.addScriptTag({ path: wavesurferScript });
    const result = await page.evaluate(async (url) => {
      const started = performance.now();
      const container = document.createElement('div');
      container.style.width = '1000px';
      document.body.append(container);
      const WaveSurfer = (
        window as unknown as {
          WaveSurfer: {
            create: (options: object) => { on: (event: string, listener: (...args: unknown[]) => void) => void };
          };
        }
      ).WaveSurfer;
      const surfer = WaveSurfer.create({ container, url, height: 96 });
      return new Promise<{ ms: number; error?: string }>((resolve) => {
        surfer.on('ready', () => resolve({ ms: performance.now() - started }));
        surfer.on('error', (error) => resolve({ ms: performance.now() - started, error: String(error) }));
      });
    }, long!.url);
    await context.close();
    if (result.error) throw new Error(`wavesurfer could not decode the hour: ${result.error}`);
    return result.ms;
  };
  /**
   * Warm tab: the folder is open (its row drew the mini waveform from the same peaks) and the user clicks the
   * original; from the click until the full waveform is drawn with the file's length shown, timed inside the page
   * frame by frame (Playwright's own polling would add up to hundreds of milliseconds).
   */
  const openWarm = async () => {
    const [context, page] = await freshPage();
    // tsx names nested functions with a `__name` helper that functions sent into the page would miss.
    await page.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
    await page.goto(`${studio.url}${projectPath}/folders/${longFolder.id}`);
    await page.getByTestId('mini-waveform').and(page.locator('[data-peaks="server"]')).waitFor();
    const time = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const link = Array.from(document.querySelectorAll<HTMLAnchorElement>('[data-testid="original-row"] a')).find(
            (a) => a.textContent === 'one-hour.wav',
          )!;
          const started = performance.now();
          link.click();
          const drawn = () => {
            const canvas = document.querySelector('[data-testid="waveform"] div')?.shadowRoot?.querySelector('canvas');
            const shown = document.querySelector('[data-testid="player-time"]')?.textContent ?? '';
            if (canvas && canvas.width > 0 && shown.includes('/ 1:00:00.0')) resolve(performance.now() - started);
            else requestAnimationFrame(drawn);
          };
          requestAnimationFrame(drawn);
        }),
    );
    await context.close();
    return time;
  };
  const peaks = [await openWithPeaks(), await openWithPeaks(), await openWithPeaks()];
  const warmOpen = [await openWarm(), await openWarm(), await openWarm(), await openWarm(), await openWarm()];
  const decoded = [await decodeInPage(), await decodeInPage()];
  report.table(
    '60-minute original (16 kHz WAV, 115 MB): waveform on screen',
    [
      {
        method: 'studio: page opened, waveform drawn from the server’s peaks',
        'median ms': ms(median(peaks)),
        runs: peaks.map((value) => value.toFixed(0)).join(', '),
        'vs decoding': ratio(median(peaks), median(decoded)),
      },
      {
        method: 'studio, warm tab: click in the folder until the waveform is drawn',
        'median ms': ms(median(warmOpen)),
        runs: warmOpen.map((value) => value.toFixed(0)).join(', '),
        'vs decoding': ratio(median(warmOpen), median(decoded)),
      },
      {
        method: 'reference: wavesurfer.js fetching and decoding the file in the page',
        'median ms': ms(median(decoded)),
        runs: decoded.map((value) => value.toFixed(0)).join(', '),
        'vs decoding': '1.00×',
      },
    ],
    [
      `The server read, decoded and computed the peaks of this file once, at upload: ${(uploadMs / 1000).toFixed(1)} s for upload and analysis together.`,
      'The studio’s time includes loading the app itself with a cold cache; the reference’s starts with wavesurfer.js already in a loaded page, so the comparison favours the reference.',
      'Decoding in the page downloads all 115 MB and holds the decoded hour (at wavesurfer’s 8 kHz, about 115 MB of floats) in the tab; the peaks are a small JSON file and the audio streams by Range requests.',
    ],
  );

  const [bigContext, page] = await freshPage();
  const folderPath = `${studio.url}${routes[3]!.path}`;
  const openBig = async () => {
    const renderMs = await timed(async () => {
      await page.goto(folderPath);
      await page.getByTestId('originals-count').filter({ hasText: '5,000 originals' }).waitFor();
      await page.getByTestId('original-row').first().waitFor();
    });
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
      return { mean: frames.reduce((sum, value) => sum + value, 0) / frames.length, worst: Math.max(...frames) };
    });
    // Every page of 200 is fetched once it scrolls into view; the last rows must arrive.
    await page.getByRole('link', { name: 'Take 1', exact: true }).waitFor();
    return { renderMs, rowsInDom, scroll };
  };
  const sortBig = async () => {
    await page.goto(folderPath);
    await page.getByTestId('original-row').first().waitFor();
    return timed(async () => {
      await page.getByRole('columnheader', { name: 'Label' }).getByRole('button').click();
      await page.getByTestId('original-row').first().filter({ hasText: 'Take 1' }).waitFor();
      await page.getByTestId('original-row').nth(1).filter({ hasText: 'Take 2' }).waitFor();
    });
  };
  const bigRuns = [await openBig(), await openBig(), await openBig()];
  const sortRuns = [await sortBig(), await sortBig()];
  await bigContext.close();
  report.table(
    'Folder of 5,000 originals (virtualized, pages of 200 fetched as they scroll into view)',
    [
      {
        measure: 'navigation until the first rows show',
        'median ms': ms(median(bigRuns.map((run) => run.renderMs))),
        runs: bigRuns.map((run) => run.renderMs.toFixed(0)).join(', '),
      },
      {
        measure: 'scroll step of 125 rows, mean frame',
        'median ms': ms(median(bigRuns.map((run) => run.scroll.mean))),
        runs: bigRuns.map((run) => run.scroll.mean.toFixed(1)).join(', '),
      },
      {
        measure: 'scroll step of 125 rows, worst frame',
        'median ms': ms(median(bigRuns.map((run) => run.scroll.worst))),
        runs: bigRuns.map((run) => run.scroll.worst.toFixed(1)).join(', '),
      },
      {
        measure: 'sort by label (reads 25 pages, sorts in the browser)',
        'median ms': ms(median(sortRuns)),
        runs: sortRuns.map((value) => value.toFixed(0)).join(', '),
      },
    ],
    [`Rows in the DOM at once: ${bigRuns[0]!.rowsInDom} of 5,000.`],
  );
  report.write();
} finally {
  await browser?.close();
  await studio.stop();
}
