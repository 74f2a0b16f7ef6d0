import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createProxy } from './server';

let dir: string;
let proxy: FastifyInstance;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'proxy-static-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Studio</title>' + ' '.repeat(2000));
  writeFileSync(path.join(dir, 'assets', 'app-1a2b3c.js'), 'console.log("studio");'.repeat(200));
  // A build's precompressed twins (vite.config.ts writes them); marked so the test can tell them from on-the-fly output.
  const page = 'console.log("precompressed");'.repeat(200);
  writeFileSync(path.join(dir, 'assets', 'page-4d5e6f.js'), page);
  writeFileSync(path.join(dir, 'assets', 'page-4d5e6f.js.br'), brotliCompressSync(`${page}//br`));
  writeFileSync(path.join(dir, 'assets', 'page-4d5e6f.js.gz'), gzipSync(`${page}//gz`));
  writeFileSync(
    path.join(dir, 'assets', 'app-1a2b3c.js.map'),
    JSON.stringify({ version: 3, sources: ['src/secret.ts'], mappings: '' }),
  );
  proxy = await createProxy(proxyOptions());
});

/** The studio's own proxy over the temporary build. */
const proxyOptions = () => ({
  port: 0,
  host: '127.0.0.1',
  staticDir: dir,
  gatewayUrl: 'http://127.0.0.1:9',
  ttsUrl: 'http://127.0.0.1:9/v1/public/tts',
  agentsUrl: 'https://agents.example.test/agents',
  ttsApiKey: 'static-test-tts-key',
  agentsApiKey: 'static-test-agents-key',
  hsts: true,
  extraConnectSrc: ['wss://extra.example.test'],
  policy: { requireAuth: true, launchesPerMinute: 10, ttsConcurrency: 5, connectTimeoutMs: 500, ttsTimeoutMs: 500 },
});
afterAll(async () => {
  await proxy.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('hosting the studio', () => {
  it('keeps a build’s source maps private unless SOURCEMAPS=public', async () => {
    const map = await proxy.inject({ method: 'GET', url: '/assets/app-1a2b3c.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.json()).toEqual({ detail: 'Not Found' });
    expect((await proxy.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' })).statusCode).toBe(200);
    const open = await createProxy({ ...proxyOptions(), publicSourceMaps: true });
    const served = await open.inject({ method: 'GET', url: '/assets/app-1a2b3c.js.map' });
    expect(served.statusCode).toBe(200);
    expect(served.body).toContain('src/secret.ts');
    await open.close();
  });

  it('serves index.html for navigations, uncached, with the security headers', async () => {
    const page = await proxy.inject({
      method: 'GET',
      url: '/projects/some-project/folders/x',
      headers: { accept: 'text/html', host: 'studio.example.test' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Studio</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
    const csp = String(page.headers['content-security-policy']);
    for (const part of [
      "default-src 'self'",
      "script-src 'self' blob: https://c.daily.co",
      "worker-src 'self' blob:",
      "media-src 'self' blob:",
      "frame-ancestors 'none'",
      "object-src 'none'",
    ]) {
      expect(csp).toContain(part);
    }
    const connect = csp
      .split(';')
      .find((directive) => directive.startsWith('connect-src'))!
      .split(' ');
    // Its own TTS socket spelled out, the agents' socket origin, Daily, and the operator's extra origin.
    for (const source of [
      "'self'",
      'wss://studio.example.test',
      'ws://studio.example.test',
      'wss://agents.example.test',
      'https://*.daily.co',
      'wss://*.daily.co',
      'wss://extra.example.test',
    ]) {
      expect(connect).toContain(source);
    }
    const forged = await proxy.inject({
      method: 'GET',
      url: '/',
      headers: { accept: 'text/html', host: 'evil.test; script-src *' },
    });
    expect(String(forged.headers['content-security-policy'])).not.toContain('evil');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(page.headers['x-powered-by']).toBeUndefined();
  });

  it('answers the studio at / whatever the Accept header, as probes and curl send it', async () => {
    for (const accept of [undefined, '*/*', 'application/json']) {
      const page = await proxy.inject({ method: 'GET', url: '/', headers: accept ? { accept } : {} });
      expect(page.statusCode, `Accept: ${accept}`).toBe(200);
      expect(page.body).toContain('<title>Studio</title>');
    }
  });

  it('compresses index.html and serves it uncached at its own path too', async () => {
    const page = await proxy.inject({
      method: 'GET',
      url: '/',
      headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
    });
    expect(page.headers['content-encoding']).toBe('br');
    const direct = await proxy.inject({ method: 'GET', url: '/index.html' });
    expect(direct.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const asset = await proxy.inject({
      method: 'GET',
      url: '/assets/app-1a2b3c.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('gzip');
  });

  it('sends the build’s precompressed files as they are, with their type and caching, and the plain file otherwise', async () => {
    const br = await proxy.inject({
      method: 'GET',
      url: '/assets/page-4d5e6f.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toMatch(/\/\/br$/);
    const gz = await proxy.inject({
      method: 'GET',
      url: '/assets/page-4d5e6f.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toMatch(/\/\/gz$/);
    const plain = await proxy.inject({
      method: 'GET',
      url: '/assets/page-4d5e6f.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toMatch(/precompressed"\);$/);
  });

  it('answers JSON 404 for unknown non-navigation paths and for non-GET methods', async () => {
    expect((await proxy.inject({ method: 'GET', url: '/missing.js', headers: { accept: '*/*' } })).statusCode).toBe(
      404,
    );
    expect(
      (await proxy.inject({ method: 'POST', url: '/projects', headers: { accept: 'text/html' } })).statusCode,
    ).toBe(404);
  });
});
