import { describe, expect, it } from 'vitest';
import { rawRequest } from '../sandbox/testing/raw-request';
import { createProxy } from './server';
import { proxyConfig, Transcript } from './testing/proxy-test-kit';
import { redactedUrl } from './request-logging';

describe('request logs', () => {
  it('redact every credential-like query parameter and keep the rest as sent', () => {
    expect(redactedUrl('/storage/a.wav?token=abc&x=1')).toBe('/storage/a.wav?token=[redacted]&x=1');
    expect(
      redactedUrl(
        '/api/x?api_key=k&client_secret=s&Password=p&x-api-key=q&apiKey=r&refresh_token=t&tok%65n=u&q=a%2Fb+c',
      ),
    ).toBe(
      '/api/x?api_key=[redacted]&client_secret=[redacted]&Password=[redacted]&x-api-key=[redacted]&apiKey=[redacted]&refresh_token=[redacted]&tok%65n=[redacted]&q=a%2Fb+c',
    );
    expect(redactedUrl('/api/x?sig=1&session_id=2&authorization=3&search=keyboard')).toBe(
      '/api/x?sig=[redacted]&session_id=[redacted]&authorization=[redacted]&search=keyboard',
    );
    expect(redactedUrl('/api/x')).toBe('/api/x');
  });

  it('never write a CSRF token or a client key from a query string with LOG_REQUESTS on', async () => {
    const run = new Transcript();
    const proxy = await createProxy(
      proxyConfig({ gateway: 'http://127.0.0.1:9', services: 'http://127.0.0.1:9' }, { logRequests: true }),
      { serveStudio: false, logStream: run.logs },
    );
    const base = await proxy.listen({ port: 0, host: '127.0.0.1' });
    // The gateway is unreachable: the forwarded request is answered 502 and still logged once.
    expect(
      (
        await rawRequest(
          base,
          '/api/projects?token=CSRF-SECRET-1&api_key=CLIENT-KEY-2&client_secret=SECRET-3&tok%65n=SECRET-4',
        )
      ).status,
    ).toBe(502);
    await rawRequest(base, '/tts/en-rt/tts/websocket?token=CSRF-SECRET-5');
    await proxy.close();
    const lines = run.logLines().filter((line) => line.msg === 'request');
    expect(lines).toHaveLength(2);
    expect(run.logsText).not.toMatch(/SECRET|CLIENT-KEY/);
    expect(lines[0]).toMatchObject({
      method: 'GET',
      statusCode: 502,
      remoteAddress: '127.0.0.1',
      url: '/api/projects?token=[redacted]&api_key=[redacted]&client_secret=[redacted]&tok%65n=[redacted]',
    });
    expect(lines[0]!.reqId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
