import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAX_UPLOAD_BYTES,
  DEFAULT_MAX_UPLOAD_MB,
  DEFAULT_RATE_LIMITS,
  SLOW_ENDPOINTS,
  parseRateLimits,
  rateCategory,
} from './rate-limits';

const uuid = '5f0c1b9e-1c1a-4c5e-9b7a-2f9d1c3e4a5b';

describe('rate limits', () => {
  it('documents fast 500/300 s, slow 100/300 s and a 100 MB upload default', () => {
    expect(DEFAULT_RATE_LIMITS).toEqual({ fast: { times: 500, seconds: 300 }, slow: { times: 100, seconds: 300 } });
    expect(DEFAULT_MAX_UPLOAD_MB).toBe(100);
    expect(DEFAULT_MAX_UPLOAD_BYTES).toBe(100 * 1024 * 1024);
  });

  it.each([
    ['POST', '/api/recordings'],
    ['POST', '/api/recordings/tts'],
    ['POST', '/api/recordings/conversion-order'],
    ['POST', `/api/recordings/conversion-redo/${uuid}`],
    ['POST', '/api/calibration'],
    ['post', '/api/calibration?x=1'],
  ])('%s %s is slow', (method, path) => {
    expect(rateCategory(method, path)).toBe('slow');
  });

  it.each([
    ['GET', '/api/recordings'],
    ['GET', '/api/calibration'],
    ['PATCH', `/api/recordings/${uuid}`],
    ['POST', '/api/v2/recordings/tts'],
    ['POST', '/api/v2/orders'],
    ['POST', '/api/recordings/conversion-redo'],
    ['POST', '/api/calibration/auto'],
  ])('%s %s is fast (the default category)', (method, path) => {
    expect(rateCategory(method, path)).toBe('fast');
  });

  it('lists exactly the five documented slow endpoints', () => {
    expect(SLOW_ENDPOINTS).toHaveLength(5);
    expect(SLOW_ENDPOINTS.every((endpoint) => endpoint.method === 'POST')).toBe(true);
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
