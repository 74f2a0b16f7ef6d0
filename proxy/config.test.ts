import { describe, expect, it } from 'vitest';
import { proxyEnvSettings, requireUpstreams } from './config';

describe('proxy configuration', () => {
  it('defaults to port 8080 with no upstreams (the sandbox fills them)', () => {
    const settings = proxyEnvSettings({});
    expect(settings.port).toBe(8080);
    expect(settings.gatewayUrl).toBeUndefined();
  });

  it('names the variable that holds a bad value', () => {
    const bad: Record<string, string> = {
      PORT: 'eighty',
      GATEWAY_URL: 'ftp://example.test',
      TTS_API_KEY: 'short',
      PROXY_REQUIRE_AUTH: 'yes',
      PROXY_TTS_CONCURRENCY: '0',
      PROXY_CONNECT_TIMEOUT_MS: '10',
      PROXY_GATEWAY_TIMEOUT_MS: 'soon',
      PROXY_SHUTDOWN_GRACE_MS: '-1',
      PROXY_TRUST_PROXY: 'the load balancer',
      LOG_REQUESTS: '1',
      REDIS_URL: 'http://cache:6379',
      HTTPS: 'yes',
      METRICS_TOKEN: 'short',
    };
    for (const [name, value] of Object.entries(bad))
      expect(() => proxyEnvSettings({ [name]: value }), name).toThrow(new RegExp(`^Invalid ${name}:`));
  });

  it('reads the operational settings, with their defaults', () => {
    const defaults = proxyEnvSettings({});
    expect(defaults).toMatchObject({
      trustProxy: false,
      shutdownGraceMs: 25_000,
      gatewayTimeoutMs: 300_000,
      logRequests: false,
      hsts: false,
      extraConnectSrc: [],
    });
    expect(defaults.redisUrl).toBeUndefined();
    expect(proxyEnvSettings({ PROXY_TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(proxyEnvSettings({ PROXY_TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(proxyEnvSettings({ PROXY_TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(
      proxyEnvSettings({ PROXY_CONNECT_SRC: 'wss://a.test, https://b.test wss://c.test' }).extraConnectSrc,
    ).toEqual(['wss://a.test', 'https://b.test', 'wss://c.test']);
    expect(proxyEnvSettings({ REDIS_URL: 'redis://cache:6379', LOG_REQUESTS: 'true' })).toMatchObject({
      redisUrl: 'redis://cache:6379',
      logRequests: true,
    });
  });

  it('requires every upstream variable once one is set, naming the missing ones', () => {
    const settings = proxyEnvSettings({ GATEWAY_URL: 'https://gateway.example.test/' });
    expect(settings.gatewayUrl).toBe('https://gateway.example.test');
    expect(() => requireUpstreams(settings)).toThrow(/TTS_URL, AGENTS_URL, TTS_API_KEY, AGENTS_API_KEY/);
  });
});
