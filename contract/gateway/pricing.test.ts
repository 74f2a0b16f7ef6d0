import { describe, expect, it } from 'vitest';
import { affordable, billedSeconds, conversionPrice, reservedCredits } from './pricing';
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

describe('the price', () => {
  it('is the billed seconds (shown to the hundredth) times the voices, to the hundredth of a credit', () => {
    expect(conversionPrice(6.1834, 3)).toBe(18.54);
    expect(billedSeconds(6.1834)).toBe(6.18);
    for (let i = 0; i < 2000; i++) {
      const seconds = Math.random() * 600;
      const voices = 1 + Math.floor(Math.random() * 9);
      const price = conversionPrice(seconds, voices);
      // What a reader checks: the seconds shown × the voices gives the credits shown.
      expect((Number(billedSeconds(seconds).toFixed(2)) * voices).toFixed(2)).toBe(price.toFixed(2));
      expect(Math.abs(price * 100 - Math.round(price * 100))).toBeLessThan(1e-6);
    }
  });

  it('keeps a balance in hundredths: the balance shown before, less the cost shown, is the balance shown after', () => {
    let balance = 1000;
    for (let i = 0; i < 2000; i++) {
      const cost = conversionPrice(Math.random() * 120, 1 + Math.floor(Math.random() * 5));
      // The sandbox rounds the stored balance to the hundredth as it spends (user-repository.ts).
      const after = Math.round((balance - cost) * 100) / 100;
      expect((Number(balance.toFixed(2)) - Number(cost.toFixed(2))).toFixed(2)).toBe(after.toFixed(2));
      balance = after < 10 ? 1000 : after;
    }
  });
});
