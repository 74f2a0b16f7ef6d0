import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAX_UPLOAD_BYTES,
  DEFAULT_MAX_UPLOAD_MB,
  DEFAULT_RATE_LIMITS,
  parseRateLimits,
} from './rate-limits';

describe('rate limits', () => {
  it('documents fast 500/300 s, slow 100/300 s and a 100 MB upload default', () => {
    expect(DEFAULT_RATE_LIMITS).toEqual({ fast: { times: 500, seconds: 300 }, slow: { times: 100, seconds: 300 } });
    expect(DEFAULT_MAX_UPLOAD_MB).toBe(100);
    expect(DEFAULT_MAX_UPLOAD_BYTES).toBe(100 * 1024 * 1024);
  });

  it('parses overrides over the defaults and names a bad one', () => {
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
