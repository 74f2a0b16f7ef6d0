import { describe, expect, it } from 'vitest';
import { concatSamples } from './concat-samples';

describe('concatSamples', () => {
  it('joins pieces in order as the kind asked for, and hands a single piece back as it is', () => {
    expect(concatSamples([Int16Array.of(1, 2), Int16Array.of(), Int16Array.of(3)], Int16Array)).toEqual(
      Int16Array.of(1, 2, 3),
    );
    expect(concatSamples([], Float32Array)).toEqual(new Float32Array(0));
    const only = Float32Array.of(0.5);
    expect(concatSamples([only], Float32Array)).toBe(only);
  });
});
