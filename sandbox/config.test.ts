import { describe, expect, it } from 'vitest';
import { sandboxConfigFromEnv } from './config';

describe('sandbox configuration', () => {
  it('has working defaults', () => {
    const config = sandboxConfigFromEnv({});
    expect(config.port).toBe(8090);
    expect(config.maxUploadBytes).toBe(100 * 1024 * 1024);
    expect(config.dataDir).toMatch(/\.data$/);
  });

  it('names the variable that holds a bad value', () => {
    expect(() => sandboxConfigFromEnv({ SANDBOX_PORT: '70000' })).toThrow(/SANDBOX_PORT/);
    expect(() => sandboxConfigFromEnv({ SANDBOX_RATE_LIMITS: 'fast=lots' })).toThrow(/SANDBOX_RATE_LIMITS/);
  });
});
