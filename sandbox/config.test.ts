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
    expect(() => sandboxConfigFromEnv({ SANDBOX_TRUSTED_PROXIES: 'proxy.example' })).toThrow(/SANDBOX_TRUSTED_PROXIES/);
    expect(() => sandboxConfigFromEnv({ SANDBOX_TRUSTED_PROXIES: '10.0.0.0/33' })).toThrow(/SANDBOX_TRUSTED_PROXIES/);
    expect(() => sandboxConfigFromEnv({ SANDBOX_STT_URL: 'whisper.local/v1/audio/transcriptions' })).toThrow(
      /SANDBOX_STT_URL/,
    );
    expect(() => sandboxConfigFromEnv({ SANDBOX_STT_URL: 'ftp://whisper.local/v1/audio/transcriptions' })).toThrow(
      /SANDBOX_STT_URL/,
    );
    expect(sandboxConfigFromEnv({ SANDBOX_STT_URL: 'http://127.0.0.1:8080/v1/audio/transcriptions' }).sttUrl).toBe(
      'http://127.0.0.1:8080/v1/audio/transcriptions',
    );
  });

  it('trusts X-Forwarded-For from the loopback by default, or from the listed proxies only', () => {
    expect(sandboxConfigFromEnv({}).trustedProxies).toEqual(['loopback']);
    expect(sandboxConfigFromEnv({ SANDBOX_TRUSTED_PROXIES: '10.0.0.5, fd00::/8' }).trustedProxies).toEqual([
      '10.0.0.5',
      'fd00::/8',
    ]);
    expect(sandboxConfigFromEnv({ SANDBOX_TRUSTED_PROXIES: 'none' }).trustedProxies).toEqual([]);
  });
});
