import { describe, expect, it } from 'vitest';
import { proxyEnvSettings, requireUpstreams } from './config';

describe('proxy configuration', () => {
  it('defaults to port 8080 with no upstreams (the sandbox fills them)', () => {
    const settings = proxyEnvSettings({});
    expect(settings.port).toBe(8080);
    expect(settings.gatewayUrl).toBeUndefined();
  });

  it('names the variable that holds a bad value', () => {
    expect(() => proxyEnvSettings({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => proxyEnvSettings({ GATEWAY_URL: 'ftp://example.test' })).toThrow(/GATEWAY_URL/);
  });

  it('requires every upstream variable once one is set, naming the missing ones', () => {
    const settings = proxyEnvSettings({ GATEWAY_URL: 'https://gateway.example.test/' });
    expect(settings.gatewayUrl).toBe('https://gateway.example.test');
    expect(() => requireUpstreams(settings)).toThrow(/TTS_URL, AGENTS_URL, TTS_API_KEY, AGENTS_API_KEY/);
  });
});
