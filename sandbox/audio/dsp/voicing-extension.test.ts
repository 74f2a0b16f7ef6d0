import { describe, expect, it } from 'vitest';
import { ANALYSIS_RATE, FRAME, HOP } from './pitch';
import { MemorySampleStore, type SampleSource } from './sample-store';
import { syntheticVowel } from '../testing/synthetic-voice';
import { guidedF0 } from './voicing-extension';

describe('the guided f0 search of the voicing extension', () => {
  it('finds the pitch near the expected one, reading every frame into one buffer kept from call to call', () => {
    const voice = syntheticVowel({ f0: 150, sampleRate: ANALYSIS_RATE, seconds: 1 });
    const store = MemorySampleStore.of(voice.samples);
    const buffers: Array<Float32Array | undefined> = [];
    const source: SampleSource = {
      length: store.length,
      read: (start, count, into) => (buffers.push(into), store.read(start, count)),
    };
    const middle = Math.floor(voice.samples.length / 2 / HOP) * HOP;
    for (const start of [middle, middle + HOP, middle + 2 * HOP]) {
      const f0 = guidedF0(source, start, 160);
      expect(Math.abs(f0! / 150 - 1), `${f0} Hz`).toBeLessThan(0.02);
    }
    // A file copies each frame into the buffer it is given; without one, every grown frame was a new 4 KB array.
    expect(buffers[0]?.length).toBeGreaterThanOrEqual(FRAME);
    expect(new Set(buffers).size).toBe(1);
  });
});
