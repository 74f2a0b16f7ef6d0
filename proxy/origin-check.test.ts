import { describe, expect, it } from 'vitest';
import { proxyEnvSettings } from './config';
import { isAllowedOrigin } from './origin-check';

describe('origins allowed on the key routes', () => {
  const allowed = ['https://studio.example.test', 'http://localhost:5173'];

  it('accepts the studio’s own origin, the configured ones, and clients that send none', () => {
    expect(isAllowedOrigin('https://voice.example.test', 'voice.example.test', [])).toBe(true);
    expect(isAllowedOrigin('http://127.0.0.1:8080', '127.0.0.1:8080', [])).toBe(true);
    expect(isAllowedOrigin('https://studio.example.test', 'proxy.internal:8080', allowed)).toBe(true);
    expect(isAllowedOrigin('http://localhost:5173', 'proxy.internal:8080', allowed)).toBe(true);
    expect(isAllowedOrigin(undefined, 'proxy.internal:8080', [])).toBe(true);
  });

  it('refuses any other origin, lookalikes and opaque origins included', () => {
    for (const origin of [
      'https://evil.example.test',
      'https://studio.example.test.evil.test',
      'http://studio.example.test',
      'https://studio.example.test:444',
      'null',
      'file://',
      'not a url',
    ]) {
      expect(isAllowedOrigin(origin, 'proxy.internal:8080', allowed), origin).toBe(false);
    }
    expect(isAllowedOrigin('http://127.0.0.1:9999', '127.0.0.1:8080', [])).toBe(false);
  });

  it('reads ALLOWED_ORIGINS and names it when it is wrong', () => {
    expect(proxyEnvSettings({ ALLOWED_ORIGINS: 'https://a.test, http://b.test:5173/' }).allowedOrigins).toEqual([
      'https://a.test',
      'http://b.test:5173',
    ]);
    expect(proxyEnvSettings({}).allowedOrigins).toEqual([]);
    expect(() => proxyEnvSettings({ ALLOWED_ORIGINS: 'a.test' })).toThrow(/Invalid ALLOWED_ORIGINS/);
  });
});
