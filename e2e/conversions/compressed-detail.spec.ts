import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { encodeWav } from '../../audio-formats/wav-file';
import { findFfmpeg } from '../demos/support/find-ffmpeg';
import { ConversionsSetup } from '../fixtures/conversions-setup';
import { signIn } from '../fixtures/sign-in';
import { expect, test } from '../fixtures/test';
import { drawnAround, heapMb } from '../fixtures/waveform-detail';

const tools = findFfmpeg();
const RATE = 24_000;
const SECONDS = 6 * 60;
const CLICK_AT = 330;

/** Six minutes of a quiet 1 kHz tone (0.1) with one loud sample (0.9) at 5:30, as a 16-bit WAV to encode. */
function toneWithClick(): Buffer {
  const samples = new Float32Array(SECONDS * RATE);
  for (let i = 0; i < samples.length; i++) samples[i] = 0.1 * Math.sin((2 * Math.PI * 1000 * i) / RATE);
  samples[CLICK_AT * RATE] = 0.9;
  return Buffer.from(encodeWav(samples, RATE).buffer);
}

/** The formats the gateway takes besides WAV, as Debian's ffmpeg writes them (Opus always at 48 kHz). */
const FORMATS = [
  {
    name: 'MP3',
    rate: RATE,
    extension: 'mp3',
    mimeType: 'audio/mpeg',
    args: ['-c:a', 'libmp3lame', '-b:a', '64k', '-f', 'mp3'],
  },
  { name: 'FLAC', rate: RATE, extension: 'flac', mimeType: 'audio/flac', args: ['-c:a', 'flac', '-f', 'flac'] },
  {
    name: 'Ogg Vorbis',
    rate: RATE,
    extension: 'ogg',
    mimeType: 'audio/ogg',
    args: ['-c:a', 'libvorbis', '-q:a', '2', '-f', 'ogg'],
  },
  {
    name: 'Ogg Opus',
    rate: 48_000,
    extension: 'ogg',
    mimeType: 'audio/ogg',
    args: ['-c:a', 'libopus', '-b:a', '48k', '-ar', '48000', '-f', 'ogg'],
  },
];

test.describe('a compressed file longer than five minutes, zoomed to its samples', () => {
  test.skip(!tools, 'needs Debian’s ffmpeg to encode the files (apt-get install ffmpeg)');
  const wav = toneWithClick();

  for (const format of FORMATS) {
    test(`${format.name}: the detail is read around the view through the file's index, the click where the whole-file decode has it`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(180_000);
      const encoded = spawnSync(
        tools!.ffmpeg,
        ['-hide_banner', '-loglevel', 'error', '-i', 'pipe:0', ...format.args, 'pipe:1'],
        {
          input: wav,
          maxBuffer: 64 * 2 ** 20,
        },
      );
      expect(encoded.status, String(encoded.stderr)).toBe(0);
      const setup = await ConversionsSetup.create(baseURL!);
      const { path, original } = await setup.speechOriginal(`Long ${format.name}`, encoded.stdout, format);
      await setup.dispose();
      await page.setViewportSize({ width: 1440, height: 900 });
      await signIn(page, path);
      const cdp = await page.context().newCDPSession(page);
      const reads: number[] = [];
      page.on('request', (request) => {
        const range = /^bytes=(\d+)-(\d+)$/.exec(request.headers()['range'] ?? '');
        if (range && request.url().includes(`/storage/${original.id}.`))
          reads.push(Number(range[2]) - Number(range[1]) + 1);
      });

      const waveform = page.getByTestId('waveform');
      await waveform.focus();
      // 11 × 30 s on from the start (a FLAC piped out of ffmpeg has no length in its header, so its end is estimated).
      for (let step = 0; step < 11; step++) await page.keyboard.press('PageUp');
      await expect(page.getByTestId('player-time')).toHaveText(/^5:30/);
      const before = await heapMb(cdp);
      const zoomIn = page.getByRole('button', { name: 'Zoom in' });
      while (await zoomIn.isEnabled()) await zoomIn.click();
      await expect(waveform).toHaveAttribute('data-detail', 'ranges', { timeout: 60_000 });
      const after = await heapMb(cdp);

      // The whole file decoded by the browser, as the media element plays it: where its click is.
      const whole = await page.evaluate(
        async ({ url, rate }) => {
          const bytes = await (await fetch(url)).arrayBuffer();
          // At the file's own rate, so that an index is one of the file's samples.
          const samples = (await new OfflineAudioContext(1, 1, rate).decodeAudioData(bytes)).getChannelData(0);
          let loudest = 0;
          for (let i = 1; i < samples.length; i++) if (Math.abs(samples[i]!) > Math.abs(samples[loudest]!)) loudest = i;
          return { seconds: loudest / rate, rate };
        },
        { url: `/storage/${original.id}.${format.extension}`, rate: format.rate },
      );

      // Scrolled there, as a user would: a piped MP3's click is 46 ms on (the encoder's and decoder's delay, kept
      // without a LAME header to name it), past the 30 ms the view shows at this zoom.
      await waveform.evaluate(
        (scroll, { at, duration }) =>
          (scroll.scrollLeft = (at / duration) * scroll.scrollWidth - scroll.clientWidth / 2),
        { at: whole.seconds, duration: original.duration },
      );
      await expect.poll(async () => (await drawnAround(page, whole.seconds)) !== null, { timeout: 30_000 }).toBe(true);
      const drawn = await drawnAround(page, whole.seconds);
      expect(drawn, 'a detail tile under the click').not.toBeNull();
      const { x, heights } = drawn!;
      const tallest = heights.indexOf(Math.max(...heights));
      // At 48,000 px a second: the click drawn within two samples of where the whole-file decode has it.
      const pxPerSample = 48_000 / whole.rate;
      expect(Math.abs(tallest - x), `the click at column ${tallest}, the whole decode's at ${x}`).toBeLessThanOrEqual(
        Math.max(2, 2 * pxPerSample),
      );
      // Away from the click, the tone: real samples, far under the click (the server's peaks would be one flat bar).
      const far = heights.filter((_, column) => Math.abs(column - x) > 200 * pxPerSample);
      expect(Math.max(...far)).toBeLessThan(0.5 * heights[tallest]!);
      const kB = reads.reduce((sum, bytes) => sum + bytes, 0) / 1024;
      console.log(
        `${format.name}: ${(encoded.stdout.length / 1024).toFixed(0)} kB file, ${reads.length} range reads of ${kB.toFixed(0)} kB ` +
          `(the index reads it once), JS memory +${(after - before).toFixed(1)} MB with the detail`,
      );
      expect(after - before).toBeLessThan(8);
    });
  }
});

/** Where the click of the alignment check is, in ms. */
const CLICK_MS = 800;

/**
 * Where the media element plays a click, on its own clock, against where the whole-file decode (which the detail
 * is drawn from) puts it: what a cursor at the click's drawn time would hear. `decodedMs` is where the decode puts
 * a click made at CLICK_MS; `heardMs` how far the element's clock is past the click when it is heard.
 */
async function heardAgainstDecoded(page: Page, files: Record<string, Buffer>) {
  await page.route('**/alignment/**', (route) => {
    const name = decodeURIComponent(new URL(route.request().url()).pathname.split('/').pop()!);
    if (!name) return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>alignment</title>' });
    return route.fulfill({ contentType: 'application/octet-stream', body: files[name]! });
  });
  await page.goto('/alignment/');
  return page.evaluate(
    async ({ names, click }) => {
      const tap = `registerProcessor('loudest', class extends AudioWorkletProcessor {
      process(inputs) {
        const [left] = inputs[0] || [];
        if (left) {
          let at = 0;
          for (let i = 1; i < left.length; i++) if (Math.abs(left[i]) > Math.abs(left[at])) at = i;
          this.port.postMessage({ frame: currentFrame + at, level: Math.abs(left[at]) });
        }
        return true;
      }
    });`;
      const found: Record<string, { heardMs: number; decodedMs: number }> = {};
      for (const name of names) {
        const bytes = await (await fetch(name)).arrayBuffer();
        const decoded = (await new OfflineAudioContext(1, 1, 48_000).decodeAudioData(bytes)).getChannelData(0);
        let decodedClick = 0;
        for (let i = 1; i < decoded.length; i++)
          if (Math.abs(decoded[i]!) > Math.abs(decoded[decodedClick]!)) decodedClick = i;

        const audio = new Audio(name);
        await new Promise((resolve) => audio.addEventListener('canplaythrough', resolve, { once: true }));
        const context = new AudioContext();
        await context.audioWorklet.addModule(URL.createObjectURL(new Blob([tap], { type: 'text/javascript' })));
        const node = new AudioWorkletNode(context, 'loudest');
        let loudest = { frame: 0, level: 0 };
        node.port.onmessage = (event) => void (event.data.level > loudest.level && (loudest = event.data));
        context.createMediaElementSource(audio).connect(node);
        node.connect(context.destination);
        // The element's clock against the context's, read every few ms while it plays; the median offset.
        const offsets: number[] = [];
        await audio.play();
        await new Promise<void>((resolve) => {
          const timer = setInterval(() => {
            if (audio.currentTime > 0.1) offsets.push(audio.currentTime - context.currentTime);
            if (audio.currentTime > click + 0.2) resolve(clearInterval(timer));
          }, 7);
        });
        audio.pause();
        await context.close();
        offsets.sort((a, b) => a - b);
        const heard = loudest.frame / context.sampleRate + offsets[offsets.length >> 1]!;
        found[name] = { heardMs: (heard - click) * 1000, decodedMs: (decodedClick / 48_000) * 1000 };
      }
      return found;
    },
    { names: Object.keys(files), click: CLICK_MS / 1000 },
  );
}

test('what the media element plays lines up with the whole-file decode the detail is drawn from', async ({ page }) => {
  test.skip(!tools, 'needs Debian’s ffmpeg to encode the files (apt-get install ffmpeg)');
  test.setTimeout(60_000);
  const samples = new Float32Array(1.5 * RATE);
  for (let i = 0; i < samples.length; i++) samples[i] = 0.05 * Math.sin((2 * Math.PI * 300 * i) / RATE);
  samples[CLICK_MS * (RATE / 1000)] = 0.95;
  const wav = Buffer.from(encodeWav(samples, RATE).buffer);
  const encode = (args: string[], to = 'pipe:1') => {
    const run = spawnSync(tools!.ffmpeg, ['-hide_banner', '-loglevel', 'error', '-y', '-i', 'pipe:0', ...args, to], {
      input: wav,
    });
    expect(run.status, String(run.stderr)).toBe(0);
    return run.stdout;
  };
  const files: Record<string, Buffer> = { wav };
  for (const format of FORMATS) files[format.name] = encode(format.args);
  // Written to a file, ffmpeg puts a LAME header first, which says how long the encoder's delay is; piped, it cannot.
  const withHeader = path.join(mkdtempSync(path.join(tmpdir(), 'alignment-')), 'click.mp3');
  encode(['-c:a', 'libmp3lame', '-b:a', '64k'], withHeader);
  files['MP3 with its LAME header'] = readFileSync(withHeader);

  const found = await heardAgainstDecoded(page, files);
  const latency = found.wav!.heardMs;
  for (const [name, { heardMs, decodedMs }] of Object.entries(found)) {
    const offMs = heardMs - latency - (decodedMs - CLICK_MS);
    console.log(`${name}: decoded at ${decodedMs.toFixed(1)} ms, heard ${offMs.toFixed(1)} ms from where drawn`);
    // Chromium plays an Ogg Opus stream its pre-skip (312 samples, 6.5 ms) early on the element's clock, but
    // decodes it in place: drawn 6.5 ms late. Everything else is heard where it is drawn.
    expect(Math.abs(offMs - (name === 'Ogg Opus' ? -6.5 : 0)), name).toBeLessThan(2);
  }
  // Without the header the decoder's delay is kept by both (1,105 samples at 24 kHz); with it, skipped by both.
  expect(found.MP3!.decodedMs).toBeCloseTo(CLICK_MS + 46, 0);
  expect(found['MP3 with its LAME header']!.decodedMs).toBeCloseTo(CLICK_MS, 0);
});
