import { describe, expect, it } from 'vitest';
import { Credits } from './credits';

describe('credits', () => {
  it('reads fractional (AE) and integer (C24) numbers, both required', () => {
    expect(Credits.safeParse({ credits: 12.5, initial_credits: 5 }).success).toBe(true);
    expect(Credits.safeParse({ credits: 12, initial_credits: 5, currency: 'credits' }).success).toBe(true);
    expect(Credits.safeParse({ credits: 12 }).success).toBe(false);
    expect(Credits.safeParse({ credits: '12', initial_credits: 5 }).success).toBe(false);
  });
});
