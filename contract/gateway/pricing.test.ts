import { describe, expect, it } from 'vitest';
import { affordable, conversionPrice, reservedCredits } from './pricing';
import type { RecordingState } from './recording-state';

const recording = (
  id: string,
  type: 'original' | 'converted',
  state: RecordingState,
  duration: number,
  original_id: string | null = null,
) => ({
  id,
  type,
  state,
  duration,
  original_id,
});

describe('the affordability rule', () => {
  it('counts what running conversions reserved against the balance', () => {
    expect(affordable(60, 100, 40)).toBe(true);
    expect(affordable(60, 100, 40.01)).toBe(false);
  });

  it('reserves the price of running conversions whose original is done, and nothing for the rest', () => {
    const recordings = [
      recording('a', 'original', 'done', 12),
      recording('b', 'original', 'processing', 30),
      recording('a1', 'converted', 'processing', 0, 'a'),
      recording('a2', 'converted', 'postprocessing', 0, 'a'),
      recording('a3', 'converted', 'done', 12, 'a'),
      recording('a4', 'converted', 'error', 0, 'a'),
      recording('b1', 'converted', 'processing', 0, 'b'),
      recording('c1', 'converted', 'processing', 0, 'not-listed'),
    ];
    expect(reservedCredits(recordings)).toBe(conversionPrice(12, 2));
  });
});
