import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import type { ProxyConfig } from '../config';
import { createProxy, type ProxyOptions } from '../server';

/** Distinctive fake keys: nothing the proxy answers or logs may ever contain them. */
export const TTS_KEY = 'FAKE-TTS-KEY-7f3a9c';
export const AGENTS_KEY = 'FAKE-AGENTS-KEY-b21e44';

export type Seen = { method: string; url: string; headers: http.IncomingHttpHeaders; body: string };
export type FakeUpstream = { url: string; seen: Seen[]; server: http.Server; close: () => Promise<void> };

/** A plain node:http server on 127.0.0.1 that records every request (body read whole) before answering. */
export async function fakeUpstream(
  handler: (request: Seen, response: http.ServerResponse) => void,
): Promise<FakeUpstream> {
  const seen: Seen[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const record = { method: request.method!, url: request.url!, headers: request.headers, body };
      seen.push(record);
      handler(record, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, server, close };
}

export function json(
  response: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

/** A gateway that knows one session (cookie `session_id=good`) and one personal key (`user-key`). */
export const SIGNED_IN = { cookie: 'session_id=good', 'x-csrf-token': 'csrf-good' };
export function fakeGatewayAuth(request: Seen, response: http.ServerResponse): boolean {
  if (request.url !== '/api/auth') return false;
  const session = request.headers.cookie === 'session_id=good' && request.headers['x-csrf-token'] === 'csrf-good';
  const key = request.headers['api-key'] === 'user-key';
  if (session || key) json(response, 200, { id: key ? 'user-2' : 'user-1' });
  else json(response, 401, { detail: 'Not authenticated' });
  return true;
}

export function proxyConfig(
  upstreams: { gateway: string; services: string },
  overrides: Partial<ProxyConfig> = {},
): ProxyConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    staticDir: '/nonexistent',
    gatewayUrl: upstreams.gateway,
    ttsUrl: `${upstreams.services}/v1/public/tts`,
    agentsUrl: `${upstreams.services}/agents`,
    ttsApiKey: TTS_KEY,
    agentsApiKey: AGENTS_KEY,
    policy: { requireAuth: true, launchesPerMinute: 10, ttsConcurrency: 5, connectTimeoutMs: 1000, ttsTimeoutMs: 1000 },
    ...overrides,
  };
}

/**
 * The proxy as `npm start` runs it in front of a sandbox at `sandboxUrl`, holding the sandbox's own service key
 * for both services, with timeouts long enough for real synthesis; listening on 127.0.0.1. (The key is passed in:
 * the proxy's code may not import the sandbox.)
 */
export async function proxyBeforeSandbox(
  sandboxUrl: string,
  serviceKey: string,
  options: ProxyOptions = {},
): Promise<{ url: string; close: () => Promise<void> }> {
  const proxy = await createProxy(
    proxyConfig(
      { gateway: sandboxUrl, services: sandboxUrl },
      {
        ttsApiKey: serviceKey,
        agentsApiKey: serviceKey,
        policy: {
          requireAuth: true,
          launchesPerMinute: 10,
          ttsConcurrency: 5,
          connectTimeoutMs: 2000,
          ttsTimeoutMs: 60_000,
        },
      },
    ),
    { serveStudio: false, ...options },
  );
  const url = await proxy.listen({ port: 0, host: '127.0.0.1' });
  return { url, close: () => proxy.close() };
}

/**
 * Everything a test run saw from the proxy: response status lines, headers and bodies, WebSocket messages and
 * log lines, so one scan at the end can prove no key ever left it.
 */
export class Transcript {
  readonly logs = new PassThrough();
  private readonly parts: string[] = [];
  private logText = '';

  constructor() {
    this.logs.on('data', (chunk: Buffer) => (this.logText += chunk.toString()));
  }

  add(text: string): void {
    this.parts.push(text);
  }

  logLines(): Array<Record<string, unknown>> {
    return this.logText
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  }

  get logsText(): string {
    return this.logText;
  }

  get text(): string {
    return `${this.parts.join('\n')}\n${this.logText}`;
  }

  /** fetch through the proxy, recording the whole answer. */
  async fetch(url: string, init: RequestInit = {}): Promise<{ status: number; body: string; headers: Headers }> {
    const response = await fetch(url, { redirect: 'manual', ...init });
    const body = await response.text();
    const lines = [`${response.status}`];
    response.headers.forEach((value, name) => lines.push(`${name}: ${value}`));
    this.add(`${lines.join('\n')}\n\n${body}`);
    return { status: response.status, body, headers: response.headers };
  }

  /** A raw request that keeps the path byte for byte (fetch would normalise dot segments first). */
  raw(
    base: string,
    path: string,
    init: { method?: string; headers?: Record<string, string> } = {},
  ): Promise<{ status: number; body: string }> {
    const url = new URL(base);
    return new Promise((resolve, reject) => {
      const request = http.request(
        { host: url.hostname, port: url.port, path, method: init.method ?? 'GET', headers: init.headers ?? {} },
        (response) => {
          let body = '';
          response.on('data', (chunk) => (body += chunk));
          response.on('end', () => {
            this.add(`${response.statusCode}\n${JSON.stringify(response.headers)}\n\n${body}`);
            resolve({ status: response.statusCode ?? 0, body });
          });
        },
      );
      request.on('error', reject);
      request.end();
    });
  }
}
