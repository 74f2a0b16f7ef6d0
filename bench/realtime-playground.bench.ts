import { chromium } from 'playwright-core';
import { startStudioServer } from '../e2e/fixtures/studio-server';
import { CHROMIUM_ARGS, findChromium } from '../scripts/find-chromium';
import { ensureBuilt } from '../scripts/ensure-built';
import { BenchReport } from './support/bench-report';
import { median, ms, quantile, ratio } from './support/stats';
import { signInToStudio } from './support/studio-sign-in';

/**
 * Group 6, the TTS playground's time to first audio in real Chromium, against `npm start` on a fresh sandbox:
 * the figure the page itself shows (from Generate to the first audio it can play), streamed over the WebSocket
 * and as a whole file, and beside it the same request's first audio read by Node through the same proxy (the
 * path without the browser), so the browser's share is visible.
 */
const RUNS = Number(process.env.BENCH_TURNS ?? 10);
const TEXT =
  'Welcome back to the studio. Your three conversions finished while you were away, and the long take is ready.';
const report = new BenchReport(
  'realtime-playground',
  'Real time: TTS playground time to first audio',
  `Real Chromium on the text-to-speech page of \`npm start\` (fresh sandbox), ${RUNS} generations of a ${TEXT.length}-character text each way; the page's own time-to-first-audio figure. Reference: Node reading the first audio of \`/tts/en-rt/tts/bytes\` through the same proxy.`,
);
await ensureBuilt();
const studio = await startStudioServer();
const browser = await chromium.launch({ executablePath: await findChromium(), args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  await signInToStudio(page, studio.url);
  await page.goto(`${studio.url}/text-to-speech`);
  await page.getByRole('heading', { level: 1, name: 'Text to speech' }).waitFor();
  await page.getByLabel('Transcript').fill(TEXT);
  const voiceId = await page.getByLabel('Voice').inputValue();

  const inPage = async (mode: RegExp) => {
    await page.getByRole('radio', { name: mode }).check();
    const values: number[] = [];
    for (let run = 0; run <= RUNS; run++) {
      await page
        .getByRole('form', { name: 'Text to speech settings' })
        .getByRole('button', { name: 'Generate' })
        .click();
      const ttfa = page.getByTestId('ttfa');
      await ttfa.filter({ hasText: /^\d[\d,]* ms$/ }).waitFor({ timeout: 30_000 });
      const value = Number((await ttfa.innerText()).replace(/[^\d]/g, ''));
      await page
        .getByRole('form', { name: 'Text to speech settings' })
        .getByRole('button', { name: 'Generate' })
        .waitFor({ state: 'visible' });
      await page.waitForTimeout(300);
      if (run > 0) values.push(value); // the first one warms the worker
    }
    return values;
  };
  const firstAudio = async () => {
    const values: number[] = [];
    for (let run = 0; run <= RUNS; run++) {
      const started = performance.now();
      const response = await fetch(`${studio.url}/tts/en-rt/tts/bytes`, {
        method: 'POST',
        headers: { 'api-key': 'sandbox-demo-key', 'content-type': 'application/json' },
        body: JSON.stringify({ transcript: TEXT, voice: { id: voiceId } }),
      });
      const reader = response.body!.getReader();
      // The first audio, not the first byte: the WAV header may be sent before any sample is ready.
      for (let received = 0, part = await reader.read(); !part.done && (received += part.value.length) <= 44;)
        part = await reader.read();
      if (run > 0) values.push(performance.now() - started);
      while (!(await reader.read()).done) {
        /* drain */
      }
    }
    return values;
  };
  const streamed = await inPage(/^Streamed/);
  const whole = await inPage(/^Whole file/);
  const reference = await firstAudio();
  const row = (name: string, values: number[]) => ({
    measure: name,
    'median ms': ms(median(values)),
    'p95 ms': ms(quantile(values, 0.95)),
    'vs Node first audio': ratio(median(values), median(reference)),
  });
  report.table('Time to first audio', [
    row('playground, streamed (WebSocket), as the page shows it', streamed),
    row('playground, whole file (tts/bytes), as the page shows it', whole),
    row('reference: Node, first audio of tts/bytes through the proxy', reference),
  ]);
  report.write();
} finally {
  await browser.close();
  await studio.stop();
}
