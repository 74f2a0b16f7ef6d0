import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../contract/gateway/rate-limits';
import { parseRateLimits } from './rate-limit-spec';

describe('SANDBOX_RATE_LIMITS', () => {
  it('parses overrides over the documented defaults and names a bad one', () => {
    expect(parseRateLimits(undefined)).toEqual(DEFAULT_RATE_LIMITS);
    expect(parseRateLimits('slow=3/60')).toEqual({
      fast: { times: 500, seconds: 300 },
      slow: { times: 3, seconds: 60 },
    });
    expect(parseRateLimits('fast=1/1, slow=2/2')).toEqual({
      fast: { times: 1, seconds: 1 },
      slow: { times: 2, seconds: 2 },
    });
    expect(() => parseRateLimits('slow=lots')).toThrow(/slow=lots/);
    expect(() => parseRateLimits('medium=1/1')).toThrow(/medium/);
  });
});
