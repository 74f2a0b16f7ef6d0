import { X509Certificate } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generate } from 'selfsigned';
import { ProxyConfigError, type TlsSetting } from './config';

export type TlsFiles = { key: Buffer; cert: Buffer };

const RENEW_WITHIN_MS = 30 * 24 * 3600_000;

/** The names a phone or laptop on the local network may use for this machine: localhost, its host names, its addresses. */
export function machineNames(): { dns: string[]; ips: string[] } {
  const hostname = os.hostname();
  const dns = [...new Set(['localhost', hostname, ...(hostname.includes('.') ? [] : [`${hostname}.local`])])];
  const ips = [
    '127.0.0.1',
    '::1',
    ...Object.values(os.networkInterfaces()).flatMap((list) =>
      (list ?? []).filter((entry) => !entry.internal).map((entry) => entry.address),
    ),
  ];
  return { dns, ips: [...new Set(ips)] };
}

/** Whether a stored certificate still serves: not near its end, and naming every current name of the machine. */
function stillServes(certPem: Buffer, names: { dns: string[]; ips: string[] }): boolean {
  try {
    const cert = new X509Certificate(certPem);
    if (Date.parse(cert.validTo) - Date.now() < RENEW_WITHIN_MS) return false;
    return (
      names.dns.every((name) => cert.checkHost(name) !== undefined) &&
      names.ips.every((ip) => cert.checkIP(ip) !== undefined)
    );
  } catch {
    return false;
  }
}

/**
 * The key and certificate the proxy serves HTTPS with: the files TLS_CERT/TLS_KEY name, or (HTTPS=self-signed) a
 * certificate for localhost, the machine's host names and addresses, made on first start and kept in
 * `DATA_DIR/tls/` so browsers that accepted it once keep accepting it. It is made again when it nears its end or
 * the machine gained a name or an address (a new network), so a phone on that network can still reach it.
 */
export async function loadTls(setting: TlsSetting): Promise<TlsFiles> {
  if (setting.kind === 'files') {
    const read = (file: string, variable: string) => {
      try {
        return readFileSync(file);
      } catch (error) {
        throw new ProxyConfigError(
          `Invalid ${variable}: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
        );
      }
    };
    const files = { cert: read(setting.certPath, 'TLS_CERT'), key: read(setting.keyPath, 'TLS_KEY') };
    try {
      new X509Certificate(files.cert);
    } catch {
      throw new ProxyConfigError(`Invalid TLS_CERT: ${setting.certPath} is not a PEM certificate`);
    }
    return files;
  }
  const certPath = path.join(setting.dir, 'self-signed-cert.pem');
  const keyPath = path.join(setting.dir, 'self-signed-key.pem');
  const names = machineNames();
  if (existsSync(certPath) && existsSync(keyPath)) {
    const stored = { cert: readFileSync(certPath), key: readFileSync(keyPath) };
    if (stillServes(stored.cert, names)) return stored;
  }
  const now = new Date();
  const pems = await generate([{ name: 'commonName', value: 'Voice Studio (self-signed)' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notBeforeDate: new Date(now.getTime() - 3600_000),
    notAfterDate: new Date(now.getTime() + 365 * 24 * 3600_000),
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          ...names.dns.map((value) => ({ type: 2 as const, value })),
          ...names.ips.map((ip) => ({ type: 7 as const, ip })),
        ],
      },
    ],
  });
  mkdirSync(setting.dir, { recursive: true, mode: 0o700 });
  writeFileSync(keyPath, pems.private, { mode: 0o600 });
  chmodSync(keyPath, 0o600);
  writeFileSync(certPath, pems.cert);
  return { cert: Buffer.from(pems.cert), key: Buffer.from(pems.private) };
}
