import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from './rate-limits';

describe('rate limits', () => {
  it('documents fast 500/300 s and slow 100/300 s', () => {
    expect(DEFAULT_RATE_LIMITS).toEqual({ fast: { times: 500, seconds: 300 }, slow: { times: 100, seconds: 300 } });
  });
});
