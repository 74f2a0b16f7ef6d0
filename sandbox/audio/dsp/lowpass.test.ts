import { describe, expect, it } from 'vitest';
import { LowpassedSource } from './lowpass';
import { MemorySampleStore } from './sample-store';
import { noise } from '../testing/signals';

describe('the low-passed source read in blocks', () => {
  const signal = noise(20000, 0.5);
  const cutoff = 6000;

  it('gives the samples of the whole-signal filter, block after block, into the buffer it is given', () => {
    const whole = new LowpassedSource(MemorySampleStore.of(signal), cutoff, 24000).read(0, signal.length);
    const source = new LowpassedSource(MemorySampleStore.of(signal), cutoff, 24000);
    const buffer = new Float32Array(3000);
    for (let start = 0; start < signal.length; start += buffer.length) {
      const block = source.read(start, buffer.length, buffer);
      // A long sweep reuses one buffer: a new array per read was most of a formant-moving conversion's garbage.
      expect(block.buffer).toBe(buffer.buffer);
      const expected = whole.subarray(start, start + buffer.length);
      expect(block.length).toBe(expected.length);
      expect(Math.max(...block.map((value, index) => Math.abs(value - expected[index]!)))).toBeLessThan(1e-6);
    }
  });

  it('leaves a signal held in memory as it was', () => {
    const copy = signal.slice();
    new LowpassedSource(MemorySampleStore.of(copy), cutoff, 24000).read(5000, 4000, new Float32Array(4000));
    expect(copy).toEqual(signal);
  });
});
