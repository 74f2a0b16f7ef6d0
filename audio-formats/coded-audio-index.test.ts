import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sniffContainer } from './audio-container';
import { CodedAudioIndexer, type CodedAudioIndex } from './coded-audio-index';

/** sandbox/audio/fixtures: one phrase, 24,566 samples at 16 kHz, from lame, sox (FLAC, Vorbis) and opusenc. */
const fixture = (name: string) =>
  new Uint8Array(readFileSync(path.join(import.meta.dirname, '..', 'sandbox', 'audio', 'fixtures', name)));
const SAMPLES = 24_566;

function indexOf(bytes: Uint8Array, piece = bytes.length): CodedAudioIndex {
  const indexer = new CodedAudioIndexer(sniffContainer(bytes) as 'mp3' | 'flac' | 'ogg');
  for (let at = 0; at < bytes.length; at += piece) indexer.push(bytes.subarray(at, at + piece));
  return indexer.end();
}

/** Units follow one another in the file, and their audio ends only move forward. */
function expectOrdered(index: CodedAudioIndex) {
  for (let unit = 1; unit < index.offsets.length; unit++) {
    expect(index.offsets[unit]).toBeGreaterThan(index.offsets[unit - 1]!);
    expect(index.ends[unit]).toBeGreaterThanOrEqual(index.ends[unit - 1]!);
  }
  expect(index.fileEnd).toBeGreaterThan(index.offsets.at(-1)!);
}

describe('the index of a compressed file', () => {
  it('MP3: every frame after the Info frame, which holds no audio', () => {
    const bytes = fixture('speech.mp3');
    const index = indexOf(bytes);
    expect(index).toMatchObject({ format: 'mp3', sampleRate: 16_000, channels: 1 });
    // MPEG-2 layer III: 576 samples a frame, the first after the 216-byte Info frame; lame's delay and padding
    // (576 + 778 samples here) make 45 frames of the phrase's 24,566 samples.
    expect(index.offsets[0]).toBe(216);
    expect(index.ends.slice(0, 3)).toEqual([576, 1152, 1728]);
    expect(index.ends.at(-1)).toBe(45 * 576);
    expectOrdered(index);
  });

  it('FLAC: every frame, found by its header and CRC, numbered from sample 0 to the end', () => {
    const index = indexOf(fixture('speech.flac'));
    expect(index).toMatchObject({ format: 'flac', sampleRate: 16_000, channels: 1 });
    expect(index.ends.at(-1)).toBe(SAMPLES);
    // The header a stretch needs: "fLaC" and a last STREAMINFO block with its total left unknown.
    expect(String.fromCharCode(...index.header.subarray(0, 4))).toBe('fLaC');
    expect(index.header.length).toBe(42);
    expectOrdered(index);
  });

  it('Ogg Vorbis and Opus: the header pages apart, every audio page with its granule position', () => {
    const vorbis = indexOf(fixture('speech.ogg'));
    expect(vorbis).toMatchObject({ format: 'vorbis', sampleRate: 16_000, channels: 1 });
    expect(vorbis.ends.at(-1)).toBe(SAMPLES);
    expect(String.fromCharCode(...vorbis.header.subarray(0, 4))).toBe('OggS');
    expectOrdered(vorbis);
    const opus = indexOf(fixture('speech.opus'));
    // Opus decodes at 48 kHz; its granule positions count the pre-skip (a few hundred samples) too.
    expect(opus).toMatchObject({ format: 'opus', sampleRate: 48_000, channels: 1 });
    expect(opus.ends.at(-1)! - SAMPLES * 3).toBeGreaterThanOrEqual(0);
    expect(opus.ends.at(-1)! - SAMPLES * 3).toBeLessThan(1000);
    expectOrdered(opus);
  });

  it.each(['speech.mp3', 'speech.flac', 'speech.ogg', 'speech.opus'])(
    '%s read in pieces of any size gives the same index',
    (name) => {
      const bytes = fixture(name);
      const whole = indexOf(bytes);
      for (const piece of [1, 7, 100, 4096]) expect(indexOf(bytes, piece)).toEqual(whole);
    },
  );

  it('finds its way past junk between frames, and refuses a file with no audio in it', () => {
    const bytes = fixture('speech.mp3');
    const whole = indexOf(bytes);
    const at = whole.offsets[10]!;
    const junk = new Uint8Array(bytes.length + 333);
    junk.set(bytes.subarray(0, at));
    junk.fill(0x55, at, at + 333);
    junk.set(bytes.subarray(at), at + 333);
    const index = indexOf(junk, 1000);
    expect(index.offsets.length).toBe(whole.offsets.length);
    expect(index.offsets[10]).toBe(at + 333);
    const noise = new Uint8Array(50_000).map((_, i) => (i * 7919) % 251);
    expect(() => new CodedAudioIndexer('mp3').end()).toThrow('no MP3 audio found');
    const indexer = new CodedAudioIndexer('mp3');
    indexer.push(noise);
    expect(() => indexer.end()).toThrow('no MP3 audio found');
  });

  it('is chosen by what the first bytes say the file is', () => {
    const names = ['speech.mp3', 'speech.flac', 'speech.ogg', 'speech.opus', 'speech.wav', 'speech.webm'];
    expect(names.map((name) => sniffContainer(fixture(name)))).toEqual(['mp3', 'flac', 'ogg', 'ogg', 'wav', 'webm']);
    expect(sniffContainer(new Uint8Array([0x49, 0x44]))).toBeNull();
  });

  it('refuses an Ogg stream whose first page is cut short with a clear error', () => {
    const page = new Uint8Array(27 + 1 + 5);
    page.set([0x4f, 0x67, 0x67, 0x53, 0, 2]);
    page[26] = 1;
    page[27] = 5;
    page.set([1, 0x76, 0x6f, 0x72, 0x62], 28);
    const indexer = new CodedAudioIndexer('ogg');
    expect(() => indexer.push(page)).toThrow('first packet is too short to name its codec');
  });
});
