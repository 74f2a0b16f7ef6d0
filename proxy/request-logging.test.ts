import { describe, expect, it } from 'vitest';
import { createProxy } from './server';
import { proxyConfig, Transcript } from './testing/proxy-test-kit';
import { redactedUrl } from './request-logging';

describe('request logs', () => {
  it('redact every credential-like query parameter and keep the rest as sent', () => {
    expect(redactedUrl('/storage/a.wav?token=abc&x=1')).toBe('/storage/a.wav?token=[redacted]&x=1');
    expect(redactedUrl('/api/x?api_key=k&client_secret=s&Password=p&x-api-key=q&apiKey=r&refresh_token=t&tok%65n=u&q=a%2Fb+c')).toBe(
      '/api/x?api_key=[redacted]&client_secret=[redacted]&Password=[redacted]&x-api-key=[redacted]&apiKey=[redacted]&refresh_token=[redacted]&tok%65n=[redacted]&q=a%2Fb+c',
    );
    expect(redactedUrl('/api/x?sig=1&session_id=2&authorization=3&search=keyboard')).toBe('/api/x?sig=[redacted]&session_id=[redacted]&authorization=[redacted]&search=keyboard');
    expect(redactedUrl('/api/x')).toBe('/api/x');
  });

  it('never write a CSRF token or a client key from a query string with LOG_REQUESTS on', async () => {
    const run = new Transcript();
    const proxy = await createProxy(proxyConfig({ gateway: 'http://127.0.0.1:9', services: 'http://127.0.0.1:9' }, { logRequests: true }), { serveStudio: false, logStream: run.logs });
    await proxy.inject({ url: '/api/projects?token=CSRF-SECRET-1&api_key=CLIENT-KEY-2&client_secret=SECRET-3&tok%65n=SECRET-4' });
    await proxy.inject({ url: '/tts/en-rt/tts/websocket?token=CSRF-SECRET-5' });
    await proxy.close();
    const lines = run.logLines().filter((line) => line.msg === 'request');
    expect(lines).toHaveLength(2);
    expect(run.logsText).not.toMatch(/SECRET|CLIENT-KEY/);
    expect(lines[0]!.url).toBe('/api/projects?token=[redacted]&api_key=[redacted]&client_secret=[redacted]&tok%65n=[redacted]');
  });
});
