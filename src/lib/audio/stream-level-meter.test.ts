import { describe, expect, it } from 'vitest';
import { nextLevel } from './stream-level-meter';

describe('nextLevel', () => {
  it('jumps up to a louder peak, decays slowly from a quieter one, and never passes full scale', () => {
    expect(nextLevel(0.3)(0.1)).toBeCloseTo(0.6);
    expect(nextLevel(0)(0.5)).toBeCloseTo(0.45);
    expect(nextLevel(0.9)(0)).toBe(1);
  });
});
