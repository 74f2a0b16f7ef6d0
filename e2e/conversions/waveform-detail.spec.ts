import { encodeWav } from '../../audio-formats/wav-file';
import { ConversionsSetup } from '../fixtures/conversions-setup';
import { signIn } from '../fixtures/sign-in';
import { drawnAround, heapMb } from '../fixtures/waveform-detail';
import { expect, test } from '../fixtures/test';

const SAMPLE_RATE = 24_000;
const MINUTES = 12;
const CLICK_AT = 600;

/** 12 minutes of a quiet 1 kHz tone (0.1) with one loud sample (0.9) at exactly 10:00: 34.6 MB of 16-bit WAV. */
function longToneWithClick(): Buffer {
  const samples = new Float32Array(MINUTES * 60 * SAMPLE_RATE);
  for (let i = 0; i < samples.length; i++) samples[i] = 0.1 * Math.sin((2 * Math.PI * 1000 * i) / SAMPLE_RATE);
  samples[CLICK_AT * SAMPLE_RATE] = 0.9;
  return Buffer.from(encodeWav(samples, SAMPLE_RATE).buffer);
}

test('a 12-minute WAV zoomed to its samples: the detail is read from the file around the view, shows a click where it is, and keeps the memory small', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const setup = await ConversionsSetup.create(baseURL!);
  const { path, original } = await setup.speechOriginal('Long take', longToneWithClick());
  await setup.dispose();
  expect(original.duration).toBeCloseTo(MINUTES * 60, 1);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, path);
  const cdp = await page.context().newCDPSession(page);
  // The detail's reads: closed byte ranges of the file (the media element asks for open ones, "bytes=0-").
  const ranges: number[] = [];
  page.on('request', (request) => {
    const range = /^bytes=(\d+)-(\d+)$/.exec(request.headers()['range'] ?? '');
    if (range && request.url().includes(`/storage/${original.id}.wav`))
      ranges.push(Number(range[2]) - Number(range[1]) + 1);
  });

  const waveform = page.getByTestId('waveform');
  await expect(waveform).toBeVisible();
  await waveform.focus();
  await page.keyboard.press('End');
  for (let i = 0; i < 4; i++) await page.keyboard.press('PageDown');
  await expect(page.getByTestId('player-time')).toHaveText(/^10:00(\.0)? \/ 12:00(\.0)?$/);
  const before = await heapMb(cdp);

  // Zoomed in step by step to the deepest zoom: past the server's peaks the view is read from the file.
  const zoomIn = page.getByRole('button', { name: 'Zoom in' });
  let clicked = 0;
  let lastStepReads = 0;
  while (await zoomIn.isEnabled()) {
    clicked = Date.now();
    lastStepReads = ranges.length;
    await zoomIn.click();
  }
  await expect(waveform).toHaveAttribute('data-detail', 'ranges', { timeout: 30_000 });
  const toDetail = Date.now() - clicked;
  // Read and drawn without holding the page: wavesurfer's own ruler alone took 25 s at this zoom (see the ruler).
  expect(toDetail).toBeLessThan(5000);
  const drawn = await drawnAround(page, CLICK_AT);
  expect(drawn, 'a detail tile under 10:00').not.toBeNull();
  // The click is drawn at 10:00 at nearly full height (its 0.9 is the file's loudest); around it, every period of
  // the tone reaches about 0.1 / 0.9: the real samples, not the server's peaks (one flat 0.9 for that bucket).
  const { x, heights, seconds } = drawn!;
  expect(Math.max(...heights.slice(Math.max(0, x - 3), x + 4))).toBeGreaterThan(0.85);
  const period = heights.length / (seconds * 1000);
  for (let from = 0; from + period <= heights.length; from += period) {
    if (Math.abs(from + period / 2 - x) < 2 * period) continue;
    const tallest = Math.max(...heights.slice(Math.round(from), Math.round(from + period)));
    expect(tallest, `the tone at column ${Math.round(from)}`).toBeGreaterThan(0.08);
    expect(tallest, `the tone at column ${Math.round(from)}`).toBeLessThan(0.16);
  }
  await waveform.screenshot({ path: test.info().outputPath('long-wav-detail.png') });
  const after = await heapMb(cdp);

  // A second on, the view follows the playhead: the tiles there are read, the ones left behind dropped.
  await waveform.focus();
  await page.keyboard.press('Shift+ArrowRight');
  await expect(page.getByTestId('player-time')).toHaveText(/^10:01/);
  await expect.poll(async () => (await drawnAround(page, CLICK_AT + 1)) !== null).toBe(true);
  await expect(waveform).toHaveAttribute('data-detail', 'ranges');
  expect(Math.max(...(await drawnAround(page, CLICK_AT + 1))!.heights)).toBeLessThan(0.16);
  expect(await drawnAround(page, CLICK_AT)).toBeNull();
  // Playing while zoomed in, the view follows the playhead: reading in 4-second blocks keeps it to a read every
  // few seconds, well inside the account's request limit.
  const readsBeforePlaying = ranges.length;
  await page.keyboard.press('Space');
  await expect(page.getByTestId('player-time')).toHaveText(/^10:0[3-9]/, { timeout: 15_000 });
  await page.keyboard.press('Space');
  expect(ranges.length - readsBeforePlaying).toBeLessThanOrEqual(2);

  // Every zoom step past the peaks read its own view: a few MB in all of the 34.6 MB file, a few kB at the last.
  const kB = (reads: number[]) => reads.reduce((sum, bytes) => sum + bytes, 0) / 1024;
  expect(kB(ranges)).toBeLessThan(8 * 1024);

  // For comparison, the whole file decoded in the page as the short files' detail is (16-bit samples to floats).
  const whole = await page.evaluate(async (url) => {
    const bytes = await (await fetch(url)).arrayBuffer();
    const pcm = new Int16Array(bytes, 44);
    const samples = new Float32Array(pcm.length);
    for (let i = 0; i < pcm.length; i++) samples[i] = pcm[i]! / 32768;
    (window as unknown as { wholeFile: unknown }).wholeFile = { bytes, samples };
    return samples.length;
  }, `/storage/${original.id}.wav`);
  expect(whole).toBe(MINUTES * 60 * SAMPLE_RATE);
  const decodedWhole = await heapMb(cdp);
  await page.evaluate(() => delete (window as unknown as { wholeFile?: unknown }).wholeFile);

  console.log(
    `detail of a ${MINUTES}-minute WAV at the deepest zoom (${heights.length} px tile): ${toDetail} ms to detail, ` +
      `${ranges.length} reads of ${kB(ranges).toFixed(0)} kB in all, ${kB(ranges.slice(lastStepReads)).toFixed(0)} kB ` +
      `from the last step on; ` +
      `JS memory ${before.toFixed(1)} MB with the peaks, ${after.toFixed(1)} MB with the detail, ` +
      `${decodedWhole.toFixed(1)} MB with the whole file decoded`,
  );
  expect(after - before).toBeLessThan(8);
  expect(decodedWhole - before).toBeGreaterThan(90);
});

/** Six minutes of a quiet tone as 24-bit PCM WAV, a format the detail does not read in parts. */
function longWav24(): Buffer {
  const rate = 8000;
  const frames = 6 * 60 * rate;
  const file = Buffer.alloc(44 + frames * 3);
  file.write('RIFF', 0, 'ascii');
  file.writeUInt32LE(36 + frames * 3, 4);
  file.write('WAVEfmt ', 8, 'ascii');
  file.writeUInt32LE(16, 16);
  file.writeUInt16LE(1, 20);
  file.writeUInt16LE(1, 22);
  file.writeUInt32LE(rate, 24);
  file.writeUInt32LE(rate * 3, 28);
  file.writeUInt16LE(3, 32);
  file.writeUInt16LE(24, 34);
  file.write('data', 36, 'ascii');
  file.writeUInt32LE(frames * 3, 40);
  for (let i = 0; i < frames; i++) file.writeIntLE(Math.round(0x7fffff * 0.1 * Math.sin(i / 3)), 44 + i * 3, 3);
  return file;
}

test('a long file the detail cannot read in parts keeps the server’s peaks and says why', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const setup = await ConversionsSetup.create(baseURL!);
  const { path } = await setup.speechOriginal('Long 24-bit take', longWav24());
  await setup.dispose();
  await signIn(page, path);
  const waveform = page.getByTestId('waveform');
  await expect(waveform).toBeVisible();
  const zoomIn = page.getByRole('button', { name: 'Zoom in' });
  while (await zoomIn.isEnabled()) await zoomIn.click();
  await expect(page.getByText('No detail at this zoom: 24-bit pcm WAV is not read in parts')).toBeVisible();
  await expect(waveform).toHaveAttribute('data-detail', 'peaks');
});

/** 24 minutes of a quiet tone at 8 kHz (23 MB of 16-bit WAV) with one loud sample at each of `clicks` seconds. */
function toneWithClicks(minutes: number, rate: number, clicks: number[]): Buffer {
  const samples = new Float32Array(minutes * 60 * rate);
  for (let i = 0; i < samples.length; i++) samples[i] = 0.1 * Math.sin((2 * Math.PI * 500 * i) / rate);
  for (const at of clicks) samples[at * rate] = 0.9;
  return Buffer.from(encodeWav(samples, rate).buffer);
}

test('a 24-minute file zooms to one pixel a 48 kHz sample too: a window of it is drawn, and follows the playhead and the view', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const clicks = [720, 1430];
  const setup = await ConversionsSetup.create(baseURL!);
  const { path } = await setup.speechOriginal('Very long take', toneWithClicks(24, 8000, clicks));
  await setup.dispose();
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, path);
  const waveform = page.getByTestId('waveform');
  await waveform.focus();
  for (let step = 0; step < 24; step++) await page.keyboard.press('PageUp');
  await expect(page.getByTestId('player-time')).toHaveText(/^12:00/);
  const zoomIn = page.getByRole('button', { name: 'Zoom in' });
  while (await zoomIn.isEnabled()) await zoomIn.click();
  await expect(waveform).toHaveAttribute('data-detail', 'ranges', { timeout: 30_000 });

  /** The click under the playhead drawn where it is: its tallest column within one sample (6 px) of its time. */
  const expectClickAt = async (seconds: number) => {
    await expect.poll(async () => (await drawnAround(page, seconds)) !== null, { timeout: 30_000 }).toBe(true);
    const { x, heights } = (await drawnAround(page, seconds))!;
    expect(Math.abs(heights.indexOf(Math.max(...heights)) - x)).toBeLessThanOrEqual(6);
  };
  // Laid out at 48,000 px a second (the whole file would be 69 million pixels wide).
  const pxPerSecond = await waveform.evaluate((scroll) => {
    const tile = scroll.querySelector<HTMLCanvasElement>('[part="range-detail"] canvas')!;
    return tile.getBoundingClientRect().width / (Number(tile.dataset.end) - Number(tile.dataset.start));
  });
  expect(pxPerSecond).toBeGreaterThan(47_500);
  expect(pxPerSecond).toBeLessThan(48_500);
  await expectClickAt(720);
  await expect(waveform).toHaveAttribute('aria-valuetext', /^12:00(\.0)? of 24:00/);
  const rulerLabels = () =>
    waveform.evaluate((scroll) =>
      Array.from(scroll.querySelectorAll('[part~="timeline-notch-primary"]')).map((notch) => notch.textContent),
    );
  // The ruler reads the file's own times, not the window's.
  expect((await rulerLabels()).some((label) => label?.startsWith('12:00'))).toBe(true);

  // To the end and back 10 s: the window follows the playhead to the click at 23:50.
  await waveform.focus();
  await page.keyboard.press('End');
  for (let step = 0; step < 10; step++) await page.keyboard.press('Shift+ArrowLeft');
  await expect(page.getByTestId('player-time')).toHaveText(/^23:50/);
  await expectClickAt(1430);
  // A selection set with I and O there reads the file's times.
  await page.keyboard.press('i');
  for (let step = 0; step < 2; step++) await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('o');
  const selection = page.getByTestId('selection-text');
  await expect(selection).toHaveAttribute('data-start', /^1430/);
  await expect(selection).toHaveAttribute('data-end', /^1432/);
  // At the start, the view scrolled to its window's end: the window moves on, and the view stays on that time.
  await page.keyboard.press('Home');
  await expect(page.getByTestId('player-time')).toHaveText(/^0:00/);
  await expect(waveform).toHaveAttribute('data-shown', /^0\.000 /);
  const edge = await waveform.evaluate((scroll) => {
    scroll.scrollLeft = scroll.scrollWidth - scroll.clientWidth;
    return (scroll.scrollLeft + scroll.clientWidth / 2) / 48_000;
  });
  await expect(waveform).not.toHaveAttribute('data-shown', /^0\.000 /);
  // The detail drawn there (its tiles are placed at the file's times), with room to scroll on.
  await expect.poll(async () => (await drawnAround(page, edge)) !== null, { timeout: 30_000 }).toBe(true);
  expect(
    await waveform.evaluate((scroll) => scroll.scrollWidth - scroll.clientWidth - scroll.scrollLeft),
  ).toBeGreaterThan(1_000_000);
  await expect(waveform).toHaveAttribute('aria-valuetext', /^0:00(\.0)? of 24:00/);

  // Playing on past a window's end (5:33 at this zoom), the window follows the playhead.
  // Home, though the playhead is there already, brings the view back to it.
  await page.keyboard.press('Home');
  await expect(waveform).toHaveAttribute('data-shown', /^0\.000 /);
  for (let step = 0; step < 11; step++) await page.keyboard.press('PageUp');
  await expect(page.getByTestId('player-time')).toHaveText(/^5:30/);
  await page.keyboard.press('Space');
  await expect(waveform).not.toHaveAttribute('data-shown', /^0\.000 /, { timeout: 20_000 });
  await page.keyboard.press('Space');
  const [offset, span] = (await waveform.getAttribute('data-shown'))!.split(' ').map(Number);
  const playhead = Number(await waveform.getAttribute('aria-valuenow'));
  expect(playhead).toBeGreaterThan(offset!);
  expect(playhead).toBeLessThan(offset! + span!);
});
