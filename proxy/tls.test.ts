import { X509Certificate } from 'node:crypto';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TLSSocket } from 'node:tls';
import { generate } from 'selfsigned';
import { afterAll, describe, expect, it } from 'vitest';
import { proxyEnvSettings } from './config';
import { createProxy } from './server';
import { proxyConfig } from './testing/proxy-test-kit';
import { loadTls } from './tls';

const work = mkdtempSync(path.join(os.tmpdir(), 'proxy-tls-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('HTTPS settings', () => {
  it('reads HTTPS=self-signed into DATA_DIR/tls, and TLS_CERT with TLS_KEY as files', () => {
    expect(proxyEnvSettings({ HTTPS: 'self-signed', DATA_DIR: '/srv/data' }).tls).toEqual({
      kind: 'self-signed',
      dir: '/srv/data/tls',
    });
    expect(proxyEnvSettings({ TLS_CERT: '/etc/c.pem', TLS_KEY: '/etc/k.pem' }).tls).toEqual({
      kind: 'files',
      certPath: '/etc/c.pem',
      keyPath: '/etc/k.pem',
    });
    expect(proxyEnvSettings({}).tls).toBeUndefined();
  });

  it('refuses half a pair, or both ways at once, naming the variable', () => {
    expect(() => proxyEnvSettings({ TLS_CERT: '/etc/c.pem' })).toThrow(
      /^Invalid TLS_KEY: TLS_CERT and TLS_KEY are set together/,
    );
    expect(() => proxyEnvSettings({ TLS_KEY: '/etc/k.pem' })).toThrow(/^Invalid TLS_CERT:/);
    expect(() => proxyEnvSettings({ HTTPS: 'self-signed', TLS_CERT: '/etc/c.pem', TLS_KEY: '/etc/k.pem' })).toThrow(
      /^Invalid HTTPS: .*not both/,
    );
  });

  it('says which file it cannot use', async () => {
    const notPem = path.join(work, 'not.pem');
    writeFileSync(notPem, 'hello');
    await expect(loadTls({ kind: 'files', certPath: notPem, keyPath: path.join(work, 'missing.pem') })).rejects.toThrow(
      /^Invalid TLS_KEY: cannot read .*missing\.pem \(ENOENT\)/,
    );
    await expect(loadTls({ kind: 'files', certPath: notPem, keyPath: notPem })).rejects.toThrow(
      /^Invalid TLS_CERT: .* is not a PEM certificate/,
    );
  });
});

describe('self-signed certificate', () => {
  const dir = path.join(work, 'data', 'tls');

  it('is made on first start for localhost, the host name and loopback, with a private key only the owner reads', async () => {
    const first = await loadTls({ kind: 'self-signed', dir });
    const cert = new X509Certificate(first.cert);
    expect(cert.checkHost('localhost')).toBe('localhost');
    expect(cert.checkHost(os.hostname())).toBe(os.hostname());
    expect(cert.checkIP('127.0.0.1')).toBe('127.0.0.1');
    expect(cert.checkIP('::1')).toBe('::1');
    expect(Date.parse(cert.validTo) - Date.now()).toBeGreaterThan(300 * 24 * 3600_000);
    expect(statSync(path.join(dir, 'self-signed-key.pem')).mode & 0o777).toBe(0o600);
    // Kept: a browser that accepted it once is not asked again after a restart.
    expect((await loadTls({ kind: 'self-signed', dir })).cert.equals(first.cert)).toBe(true);
  });

  it('is made again when the stored one no longer names this machine', async () => {
    const other = await generate([{ name: 'commonName', value: 'elsewhere' }], {
      keyType: 'ec',
      extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: 'elsewhere.test' }] }],
    });
    writeFileSync(path.join(dir, 'self-signed-cert.pem'), other.cert);
    writeFileSync(path.join(dir, 'self-signed-key.pem'), other.private);
    const renewed = await loadTls({ kind: 'self-signed', dir });
    expect(renewed.cert.toString()).not.toBe(other.cert);
    expect(new X509Certificate(renewed.cert).checkHost('localhost')).toBe('localhost');
  });

  it('is what the proxy serves', async () => {
    const proxy = await createProxy(
      proxyConfig(
        { gateway: 'http://127.0.0.1:1', services: 'http://127.0.0.1:1' },
        { tls: { kind: 'self-signed', dir } },
      ),
      { serveStudio: false, logger: false },
    );
    try {
      await proxy.listen({ port: 0, host: '127.0.0.1' });
      const address = `https://127.0.0.1:${(proxy.server.address() as AddressInfo).port}`;
      const answer = await new Promise<{ status: number; subject: string }>((resolve, reject) => {
        request(`${address}/healthz`, { rejectUnauthorized: false }, (response) => {
          const subject = (response.socket as TLSSocket).getPeerCertificate().subject.CN as string;
          response.resume();
          resolve({ status: response.statusCode ?? 0, subject });
        })
          .on('error', reject)
          .end();
      });
      expect(answer).toEqual({ status: 200, subject: 'Voice Studio (self-signed)' });
    } finally {
      await proxy.close();
    }
  });
});
