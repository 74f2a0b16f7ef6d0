import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { decodeWav, encodeWav } from '../../audio-formats/wav-file';
import { readZip } from '../../sandbox/testing/read-zip';
import { ConversionsSetup, voicedWav } from '../fixtures/conversions-setup';
import {
  heardClocks,
  longestSilenceMs,
  loudestHeard,
  recordHeard,
  webAudioClock,
  type ClockReading,
} from '../fixtures/heard-audio';
import { expectAccessibleInBothThemes } from '../fixtures/library-checks';
import { signIn } from '../fixtures/sign-in';
import { expect, test } from '../fixtures/test';

/** The studio's one media element, caught when it first plays, so positions are read on its own clock. */
async function catchMediaElement(page: Page) {
  await page.addInitScript(() => {
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      (window as unknown as { studioMedia: HTMLMediaElement }).studioMedia = this;
      return play.call(this);
    };
  });
}

/**
 * The media element's position every 5 ms for `ms`, counted from when it is playing (a loaded machine may take
 * seconds to fetch the audio first; what is measured here is the loop, not the load). None if nothing played in 15 s.
 */
const mediaClock = (page: Page, ms: number) =>
  page.evaluate(
    (duration) =>
      new Promise<Array<{ position: number; at: number }>>((resolve) => {
        const asked = performance.now();
        let playingSince = 0;
        const times: Array<{ position: number; at: number }> = [];
        const timer = setInterval(() => {
          const media = (window as unknown as { studioMedia?: HTMLMediaElement }).studioMedia;
          if (media && !media.paused && media.readyState >= 3) {
            playingSince ||= performance.now();
            times.push({ position: media.currentTime, at: performance.now() / 1000 });
          }
          const now = performance.now();
          if ((playingSince && now - playingSince >= duration) || (!playingSince && now - asked > 15_000)) {
            clearInterval(timer);
            resolve(times);
          }
        }, 5);
      }),
    ms,
  );

/**
 * Where the position jumped back (a loop's wrap): the position before and after each jump, and how long passed on
 * the audio clock between the two readings (what a late reading adds to the position after).
 */
function wraps(times: ClockReading[]): Array<{ before: number; after: number; elapsed: number }> {
  const found: Array<{ before: number; after: number; elapsed: number }> = [];
  for (let i = 1; i < times.length; i++)
    if (times[i]!.position < times[i - 1]!.position - 0.2)
      found.push({
        before: times[i - 1]!.position,
        after: times[i]!.position,
        elapsed: times[i]!.at - times[i - 1]!.at,
      });
  return found;
}

/**
 * Each wrap stayed within 50 ms of the loop's bounds. A reading can come late (a 5 ms timer fired 100 ms late on a
 * loaded machine), so the jump happened somewhere between the two readings: never past the end, never before the
 * start, not earlier than the end less what elapsed since the reading before it, and landing at the start plus
 * what was left of the time between the readings after reaching the end.
 */
function expectWrapsWithin(times: ClockReading[], start: number, end: number): void {
  const jumps = wraps(times);
  const positions = times.map((reading) => reading.position);
  expect(
    jumps.length,
    `${times.length} positions read, ${positions[0]} … ${positions.at(-1)} s`,
  ).toBeGreaterThanOrEqual(2);
  for (const { before, after, elapsed } of jumps) {
    expect(before).toBeLessThan(end + 0.05);
    expect(before + elapsed).toBeGreaterThan(end - 0.05);
    expect(after).toBeGreaterThan(start - 0.05);
    expect(after - (elapsed - (end - before))).toBeLessThan(start + 0.05);
  }
  expect(Math.max(...positions)).toBeLessThan(end + 0.05);
}

/** The compare board's position, as it shows it. */
const boardSeconds = (page: Page) =>
  page.getByTestId('board-time').evaluate((time) => Number((time as HTMLElement).dataset.seconds));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Speech with silence around and between: 1 s, 2 s voiced, 1.5 s, 2 s voiced, 1 s (7.5 s in all). */
function speechWithPauses(): Buffer {
  const { samples: voiced, sampleRate } = decodeWav(voicedWav(2));
  const silence = (seconds: number) => new Float32Array(Math.round(seconds * sampleRate));
  const parts = [silence(1), voiced, silence(1.5), voiced, silence(1)];
  const all = new Float32Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    all.set(part, offset);
    offset += part.length;
  }
  return Buffer.from(encodeWav(all, sampleRate).buffer);
}

test('a conversion is named by its label, voice and settings: in its buttons and in the export zip, unique without counters', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const setup = await ConversionsSetup.create(baseURL!);
  const { path, original } = await setup.speechOriginal('Names', voicedWav(3));
  const voices = await setup.voices();
  const boris = voices.find((voice) => voice.accents.length > 0)!;
  const accent = boris.accents[0]!;
  const kit = voices.find((voice) => voice.id !== boris.id)!;
  const alike = { voice_id: boris.id, accent_id: accent.id, semitones_correction: -2, label: 'First pass' };
  await setup.converted(original.id, [alike, { voice_id: kit.id, label: 'First pass' }, alike]);
  await signIn(page, path);

  const list = page.getByRole('list', { name: 'Conversions of this original' });
  const plays = list.getByRole('button', { name: /^Play / });
  await expect(plays).toHaveCount(3);
  const names = (await plays.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')!))).map(
    (name) => name.replace(/^Play /, ''),
  );
  const borisName = `First pass – ${boris.name} (${accent.info.name}, −2 st)`;
  expect(names).toContain(`First pass – ${kit.name}`);
  // The two alike conversions are told apart by their short ids, nothing else differing.
  expect(names.filter((name) => name.startsWith(borisName)).sort()).toEqual([
    expect.stringMatching(/ #[0-9a-f]{8}$/),
    expect.stringMatching(/ #[0-9a-f]{8}$/),
  ]);
  expect(new Set(names).size).toBe(3);
  for (const name of names) {
    await expect(list.getByRole('button', { name: `Star ${name}`, exact: true })).toBeVisible();
    await expect(
      page.getByTestId('compare-board').getByRole('button', { name: new RegExp(`^\\d ${escape(name)}$`) }),
    ).toBeVisible();
  }
  // The player bar says which one plays.
  await list.getByRole('button', { name: `Play First pass – ${kit.name}`, exact: true }).click();
  await expect(page.getByTestId('player-title')).toHaveText(`First pass – ${kit.name}`);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export with conversions' }).click();
  const entries = [...(await readZip(readFileSync((await (await downloading).path())!))).keys()].sort();
  expect(entries).toHaveLength(4);
  expect(entries).toContain('Takes/Names/original.wav');
  expect(entries).toContain(`Takes/Names/First pass – ${kit.name}.wav`);
  expect(entries.filter((entry) => entry.startsWith(`Takes/Names/${borisName} #`))).toHaveLength(2);
  expect(entries.join('\n')).not.toMatch(/\(\d+\)\.wav/);
  await setup.dispose();
});

test('the waveform is an editor: a ruler in m:ss, zoom to decoded detail, a selection by keys or drag that loops within 50 ms of its bounds, speed with the pitch kept', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await catchMediaElement(page);
  const setup = await ConversionsSetup.create(baseURL!);
  const { path } = await setup.speechOriginal('Editor', voicedWav(6));
  await setup.dispose();
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, path);

  const waveform = page.getByTestId('waveform');
  await expect(waveform).toBeVisible();
  expect((await waveform.boundingBox())!.height).toBeGreaterThanOrEqual(160);
  const labels = () => waveform.locator('[part~="timeline-notch-primary"]').allTextContents();
  await expect.poll(labels).not.toHaveLength(0);
  for (const label of await labels()) expect(label).toMatch(/^\d+:\d\d$/);

  // A drag selects.
  const box = (await waveform.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.2, box.y + 60);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.5, box.y + 60, { steps: 8 });
  await page.mouse.up();
  await expect(page.getByTestId('selection-text')).toHaveText(/^Selection from 0:01\.\d, 0:01\.\d long$/);

  // I and O at the playhead select too: 1 s to 2 s.
  await waveform.focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('i');
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('o');
  const selection = page.getByTestId('selection-text');
  await expect(selection).toHaveText('Selection from 0:01.0, 0:01.0 long');
  const [start, end] = [
    Number(await selection.getAttribute('data-start')),
    Number(await selection.getAttribute('data-end')),
  ];

  await page.keyboard.press('l');
  await expect(page.getByRole('button', { name: 'Loop' })).toHaveAttribute('aria-pressed', 'true');
  expectWrapsWithin(await mediaClock(page, 3500), start, end);

  await page.getByLabel('Speed').selectOption('0.5');
  expect(
    await page.evaluate(() => {
      const media = (window as unknown as { studioMedia: HTMLMediaElement }).studioMedia;
      return [media.playbackRate, media.preservesPitch];
    }),
  ).toEqual([0.5, true]);
  await page.keyboard.press('Escape');
  await waveform.focus();
  await page.keyboard.press('Space');

  // Zoomed past the server's peaks, the audio is decoded in the page; the ruler then has tenths.
  for (let step = 0; step < 6; step++) await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(waveform).toHaveAttribute('data-detail', 'decoded');
  await expect.poll(labels).not.toHaveLength(0);
  for (const label of await labels()) expect(label).toMatch(/^\d+:\d\d\.\d$/);
  await expectAccessibleInBothThemes(page);
});

test('trim before you pay: silence found and shown, the savings told before any order, a new shorter original made and the first kept', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const setup = await ConversionsSetup.create(baseURL!);
  const { path, original } = await setup.speechOriginal('Trim me', speechWithPauses());
  const balance = await setup.credits();
  await signIn(page, path);

  const trim = page.getByTestId('trim-panel');
  // From a selection: 1 s to 3 s kept of 7.5 s.
  await page.getByTestId('waveform').focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('i');
  for (let i = 0; i < 2; i++) await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('o');
  await trim.getByRole('button', { name: 'Keep only the selection' }).click();
  await expect(trim.getByTestId('trim-savings')).toContainText(
    '5.50 s shorter, saving 5.50 credits for each voice ordered',
  );

  await trim.getByRole('button', { name: 'Trim silence' }).click();
  const savings = trim.getByTestId('trim-savings');
  await expect(savings).toContainText(
    /^Silence: 3 cuts .*, ([\d.]+) s shorter, saving ([\d.]+) credits for each voice ordered\.$/,
  );
  const [, seconds, credits] = /([\d.]+) s shorter, saving ([\d.]+) credits/.exec((await savings.textContent())!)!;
  expect(Number(seconds)).toBeGreaterThan(2.5);
  expect(Number(credits)).toBeCloseTo(Number(seconds), 2);
  // The cuts are on the waveform before they are accepted.
  await expect(page.getByTestId('waveform').locator('[part*="cut-"]')).toHaveCount(3);

  await trim.getByRole('button', { name: 'Make the trimmed original' }).click();
  await expect(trim.getByTestId('trim-done')).toContainText('Made “Trim me trimmed”');
  let trimmed: { id: string; duration: number; state: string } | undefined;
  await expect(async () => {
    trimmed = (await setup.originalsBeside(original.id)).find((recording) => recording.label === 'Trim me trimmed');
    expect(trimmed?.state).toBe('done');
  }).toPass({ timeout: 60_000 });
  expect(trimmed!.duration).toBeCloseTo(original.duration - Number(seconds), 1);
  expect((await setup.originalsBeside(original.id)).map((recording) => recording.id)).toContain(original.id);
  expect(await setup.credits()).toBe(balance);

  await trim.getByRole('link', { name: 'Open it to order its conversions' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Trim me trimmed' })).toBeVisible();
  await setup.dispose();
});

test('the compare board: keys 1–9 switch voices without a gap (no silence over 5 ms heard) and keep the position within 50 ms, a selection loops across voices, the winner starred, on a phone too', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await recordHeard(page);
  const setup = await ConversionsSetup.create(baseURL!);
  const { path, original } = await setup.speechOriginal('Board', voicedWav(6));
  const voices = await setup.voices();
  await setup.converted(
    original.id,
    voices.slice(0, 3).map((voice) => ({ voice_id: voice.id })),
  );
  await setup.dispose();
  await signIn(page, path);

  const board = page.getByTestId('compare-board');
  await expect(board.getByTestId('board-row')).toHaveCount(4);
  await expect(board).not.toHaveAttribute('data-gapless');
  // The original plays from its waveform before the board is used: the first switch hands it over from the media
  // element to the board's decoded rows.
  await page.getByTestId('waveform').focus();
  await page.keyboard.press('Space');
  await expect(board.getByTestId('board-row').nth(0)).toHaveAttribute('data-active', 'true');
  // Using the board (here, focusing it) fetches and decodes its rows.
  await board.getByRole('button', { name: /^1 / }).focus();
  await expect(board).toHaveAttribute('data-gapless', 'true');
  await expect.poll(() => boardSeconds(page)).toBeGreaterThan(1);

  // The switch, measured in the page: the board's position runs on with the clock across it, and what is heard
  // around it (the voices are voiced throughout) has no silence longer than 5 ms.
  for (const key of ['3', '2', '4']) {
    const clocks = await heardClocks(page);
    // The board's shown position is sampled every 5 ms for 300 ms on each side of the key: each side's offset from
    // the page's clock is its freshest sample's (a loaded page renders late, and a late sample only reads behind).
    const { before, after } = await page.evaluate(
      (pressed) =>
        new Promise<{ before: number; after: number }>((resolve) => {
          const seconds = () =>
            Number(document.querySelector<HTMLElement>('[data-testid="board-time"]')!.dataset.seconds);
          const offsets = { before: -Infinity, after: -Infinity };
          let side: keyof typeof offsets = 'before';
          const started = performance.now();
          const timer = setInterval(() => {
            const now = performance.now();
            const elapsed = now - started;
            if (elapsed >= 300 && side === 'before') {
              side = 'after';
              document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: pressed, bubbles: true }));
              return;
            }
            // The first 50 ms after the key are the switch's own: not counted.
            if (side === 'before' || elapsed >= 350) offsets[side] = Math.max(offsets[side], seconds() - now / 1000);
            if (elapsed < 650) return;
            clearInterval(timer);
            resolve(offsets);
          }, 5);
        }),
      key,
    );
    const silenceMs = await longestSilenceMs(page, clocks, 0.7);
    console.log(
      `switch to ${key}: the position moved ${((after - before) * 1000).toFixed(1)} ms off the clock, longest silence heard ${silenceMs?.toFixed(1)} ms`,
    );
    expect(Math.abs(after - before), `switch to ${key}: the position kept`).toBeLessThan(0.05);
    expect(silenceMs, `switch to ${key}: silence heard`).not.toBeNull();
    expect(silenceMs!, `switch to ${key}: silence heard`).toBeLessThanOrEqual(5);
    await expect(board.getByTestId('board-row').nth(Number(key) - 1)).toHaveAttribute('data-active', 'true');
  }
  // The board's playback is the player's: the bar names the row heard, and its pause pauses the board.
  const fourth = (await board.getByRole('button', { name: /^4 / }).textContent())!.slice(1);
  await expect(page.getByTestId('player-title')).toHaveText(fourth);
  await page.getByTestId('player-bar').getByRole('button', { name: 'Pause' }).click();
  await expect(board.getByTestId('board-play')).toHaveText('Play');
  await board.getByRole('button', { name: /^4 / }).focus();
  await page.keyboard.press('Space');
  await expect(board.getByTestId('board-play')).toHaveText('Pause');

  // A selection made while it plays loops, and keeps looping in another voice.
  await page.keyboard.press('i');
  await page.waitForTimeout(800);
  await page.keyboard.press('o');
  const selection = board.getByTestId('board-selection');
  const [start, end] = [
    Number(await selection.getAttribute('data-start')),
    Number(await selection.getAttribute('data-end')),
  ];
  expect(end - start).toBeGreaterThan(0.3);
  await page.keyboard.press('l');
  await page.keyboard.press('2');
  await expect(board.getByTestId('board-row').nth(1)).toHaveAttribute('data-active', 'true');
  expectWrapsWithin(await webAudioClock(page, 3000), start, end);
  await board.getByTestId('board-play').click();
  await expect(board.getByRole('button', { name: 'Loop across voices' })).toHaveAttribute('aria-pressed', 'true');

  const star = board.getByRole('button', { name: /^Star / }).nth(1);
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await expectAccessibleInBothThemes(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await board.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // A tap switches the row (paused, as it was), a second tap plays it.
  await board.getByRole('button', { name: /^3 / }).click();
  await expect(board.getByTestId('board-row').nth(2)).toHaveAttribute('data-active', 'true');
  await board.getByRole('button', { name: /^3 / }).click();
  await expect(board.getByTestId('board-play')).toHaveText('Pause');
  await board.screenshot({ path: test.info().outputPath('compare-board-phone.png') });
  await page.getByTestId('waveform').screenshot({ path: test.info().outputPath('editor-phone.png') });
});

/** A stereo 16-bit WAV: silence on the left, the voiced take on the right. */
function rightOnlyWav(seconds: number): Buffer {
  const voiced = decodeWav(new Uint8Array(voicedWav(seconds))).samples;
  const file = Buffer.alloc(44 + voiced.length * 4);
  file.write('RIFF', 0, 'ascii');
  file.writeUInt32LE(36 + voiced.length * 4, 4);
  file.write('WAVEfmt ', 8, 'ascii');
  file.writeUInt32LE(16, 16);
  file.writeUInt16LE(1, 20);
  file.writeUInt16LE(2, 22);
  file.writeUInt32LE(24_000, 24);
  file.writeUInt32LE(24_000 * 4, 28);
  file.writeUInt16LE(4, 32);
  file.writeUInt16LE(16, 34);
  file.write('data', 36, 'ascii');
  file.writeUInt32LE(voiced.length * 4, 40);
  voiced.forEach((sample, i) => file.writeInt16LE(Math.round(sample * 32767), 44 + i * 4 + 2));
  return file;
}

test('the compare board plays a stereo original in stereo: its right channel is heard, its silent left stays silent', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await recordHeard(page);
  const setup = await ConversionsSetup.create(baseURL!);
  const { path, original } = await setup.speechOriginal('Stereo board', rightOnlyWav(6));
  const [voice] = await setup.voices();
  await setup.converted(original.id, [{ voice_id: voice!.id }]);
  await setup.dispose();
  await signIn(page, path);

  const board = page.getByTestId('compare-board');
  await expect(board.getByTestId('board-row')).toHaveCount(2);
  await board.getByRole('button', { name: /^1 / }).focus();
  await expect(board).toHaveAttribute('data-gapless', 'true');
  await page.keyboard.press('1');
  await expect.poll(() => boardSeconds(page)).toBeGreaterThan(0.5);
  const clocks = await heardClocks(page);
  await page.waitForTimeout(1000);
  // Through the board's Web Audio set, as the file has it (one channel decoded for both sides heard nothing).
  const heard = await loudestHeard(page, clocks, 0.9);
  expect(heard.right).toBeGreaterThan(0.05);
  expect(heard.left).toBeLessThan(0.001);
});
