import { afterEach, describe, expect, it } from 'vitest';
import { MAX_EMAIL_LENGTH } from '../../contract/gateway/auth';
import { memoryInUseMb } from '../../server-common/testing/memory-in-use';
import { createTestSandbox, DEMO_KEY, type TestSandbox } from '../testing/test-sandbox';
import { KNOWN_DEVICE_COOKIE } from './known-device';

let sandbox: TestSandbox;
afterEach(() => sandbox.close());

const limits = (perAddress: number, perAccount: number) => ({
  authFailureLimits: { perAddress: { times: perAddress, seconds: 60 }, perAccount: { times: perAccount, seconds: 60 } },
});
/** A request as the proxy forwards it: from the loopback, with the client's address appended to X-Forwarded-For. */
const from = (client: string) => ({ 'x-forwarded-for': client });
const login = (
  headers: Record<string, string>,
  email = 'demo@example.com',
  password = 'wrong-password',
  remoteAddress?: string,
) =>
  sandbox.app.inject({
    method: 'POST',
    url: '/api/login',
    headers,
    payload: { email, password },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
/** A sign-in from a browser that holds this known-device cookie. */
const loginOn = (device: string, headers: Record<string, string>, email: string, password: string) =>
  sandbox.app.inject({
    method: 'POST',
    url: '/api/login',
    headers,
    cookies: { [KNOWN_DEVICE_COOKIE]: device },
    payload: { email, password },
  });
const deviceCookieOf = (response: { cookies: Array<{ name: string; value: string }> }) =>
  response.cookies.find((cookie) => cookie.name === KNOWN_DEVICE_COOKIE)!.value;

describe('failed sign-ins', () => {
  it('limits each forwarded client address separately, and never the health check', async () => {
    sandbox = await createTestSandbox(limits(3, 100));
    for (let i = 0; i < 3; i++) expect((await login(from('198.51.100.1'))).statusCode).toBe(404);
    const refused = await login(from('198.51.100.1'), 'demo@example.com', 'demo-password');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.json().detail).toMatch(/Too many failed sign-in attempts from this address/);
    // Another client behind the same proxy signs in as usual.
    expect((await login(from('198.51.100.2'), 'demo@example.com', 'demo-password')).statusCode).toBe(200);
    const health = await sandbox.app.inject({ method: 'GET', url: '/api/healtz', headers: from('198.51.100.1') });
    expect(health.statusCode).toBe(200);
  });

  it('limits one account from any address, leaving the other accounts alone', async () => {
    sandbox = await createTestSandbox(limits(100, 3));
    for (let i = 0; i < 3; i++)
      expect((await login(from(`198.51.100.${10 + i}`), 'Demo@Example.com ')).statusCode).toBe(404);
    const refused = await login(from('198.51.100.50'), 'demo@example.com', 'demo-password');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(/for this account/);
    expect((await login(from('198.51.100.50'), 'other@example.com', 'other-password')).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    sandbox = await createTestSandbox(limits(3, 100));
    for (let i = 0; i < 3; i++)
      expect((await login(from(`198.51.100.${i}`), 'demo@example.com', 'wrong', '203.0.113.7')).statusCode).toBe(404);
    expect((await login(from('198.51.100.99'), 'demo@example.com', 'demo-password', '203.0.113.7')).statusCode).toBe(
      429,
    );
  });

  it('ignores X-Forwarded-For even from the loopback when no proxy is trusted', async () => {
    sandbox = await createTestSandbox({ ...limits(3, 100), trustedProxies: [] });
    for (let i = 0; i < 3; i++) expect((await login(from(`198.51.100.${i}`))).statusCode).toBe(404);
    expect((await login(from('198.51.100.99'), 'demo@example.com', 'demo-password')).statusCode).toBe(429);
  });
});

describe('failed credential guesses', () => {
  it('answers 429 to an address guessing API keys, before checking them, while others sign in', async () => {
    sandbox = await createTestSandbox(limits(5, 100));
    const auth = (headers: Record<string, string>) => sandbox.app.inject({ method: 'POST', url: '/api/auth', headers });
    for (let i = 0; i < 5; i++)
      expect((await auth({ ...from('198.51.100.1'), 'api-key': `guess-${i}` })).statusCode).toBe(401);
    // Even the right key is refused now: a guess must not be confirmed while the address is blocked.
    const refused = await auth({ ...from('198.51.100.1'), ...DEMO_KEY });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await auth({ ...from('198.51.100.2'), ...DEMO_KEY })).statusCode).toBe(200);
  });

  it('counts session-cookie guesses, but not a signed-out visitor without credentials', async () => {
    sandbox = await createTestSandbox(limits(5, 100));
    const projects = (headers: Record<string, string>) =>
      sandbox.app.inject({ method: 'GET', url: '/api/projects', headers });
    for (let i = 0; i < 20; i++) expect((await projects(from('198.51.100.3'))).statusCode).toBe(401);
    const session = await sandbox.sessionHeaders();
    expect((await projects({ ...from('198.51.100.3'), ...session })).statusCode).toBe(200);
    for (let i = 0; i < 5; i++)
      expect((await projects({ ...from('198.51.100.3'), cookie: `session_id=guess-${i}` })).statusCode).toBe(401);
    expect((await projects({ ...from('198.51.100.3'), ...session })).statusCode).toBe(429);
  });
});

describe('a stranger guessing one account', () => {
  it('cannot lock the owner out: 1,000 wrong passwords from other addresses, and the owner signs in on their device', async () => {
    sandbox = await createTestSandbox(); // the default limits
    const owner = from('203.0.113.5');
    const device = deviceCookieOf(await login(owner, 'demo@example.com', 'demo-password'));
    const statuses = new Map<number, number>();
    for (let i = 0; i < 1000; i++) {
      const { statusCode } = await login(from(`10.${i >> 8}.${i & 255}.1`));
      statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
    }
    // A few were checked, then the account's limit refused the rest before any password was hashed.
    expect(statuses.get(404)).toBe(20);
    expect(statuses.get(429)).toBe(980);

    expect((await loginOn(device, owner, 'demo@example.com', 'demo-password')).statusCode).toBe(200);
    // The owner's device is known from another address too (a phone on another network).
    expect((await loginOn(device, from('192.0.2.77'), 'demo@example.com', 'demo-password')).statusCode).toBe(200);
    // A device that never signed in to the account is still refused while the account is under attack.
    const newDevice = await login(owner, 'demo@example.com', 'demo-password');
    expect(newDevice.statusCode).toBe(429);
    expect(newDevice.json().detail).toMatch(/for this account on a device new to it/);
  });

  it('takes the known-device cookie only for its own account, and never a forged one', async () => {
    sandbox = await createTestSandbox(limits(100, 3));
    const demoDevice = deviceCookieOf(await login(from('203.0.113.5'), 'demo@example.com', 'demo-password'));
    for (let i = 0; i < 3; i++)
      expect((await login(from(`198.51.100.${i}`), 'other@example.com')).statusCode).toBe(404);
    expect((await loginOn(demoDevice, from('203.0.113.5'), 'other@example.com', 'other-password')).statusCode).toBe(
      429,
    );
    const [issued, mac] = demoDevice.split('.');
    const forged = `${Number(issued) + 1}.${mac}`;
    for (let i = 0; i < 3; i++) expect((await login(from(`198.51.100.${i}`))).statusCode).toBe(404);
    expect((await loginOn(forged, from('203.0.113.5'), 'demo@example.com', 'demo-password')).statusCode).toBe(429);
    expect((await loginOn(demoDevice, from('203.0.113.5'), 'demo@example.com', 'demo-password')).statusCode).toBe(200);
  });

  it('keeps a device known for each account that signed in on it', async () => {
    sandbox = await createTestSandbox(limits(100, 3));
    const first = deviceCookieOf(await login(from('203.0.113.5'), 'demo@example.com', 'demo-password'));
    const both = deviceCookieOf(await loginOn(first, from('203.0.113.5'), 'other@example.com', 'other-password'));
    for (const email of ['demo@example.com', 'other@example.com']) {
      for (let i = 0; i < 3; i++) expect((await login(from(`198.51.100.${i}`), email)).statusCode).toBe(404);
    }
    expect((await loginOn(both, from('203.0.113.5'), 'demo@example.com', 'demo-password')).statusCode).toBe(200);
    expect((await loginOn(both, from('203.0.113.5'), 'other@example.com', 'other-password')).statusCode).toBe(200);
  });

  it('slows one address guessing one account with a delay, not a lock, and leaves the owner’s address alone', async () => {
    sandbox = await createTestSandbox(limits(100, 100));
    for (let i = 0; i < 5; i++) expect((await login(from('198.51.100.1'))).statusCode).toBe(404);
    const slowed = await login(from('198.51.100.1'), 'demo@example.com', 'demo-password');
    expect(slowed.statusCode).toBe(429);
    expect(slowed.headers['retry-after']).toBe('1');
    expect(slowed.json().detail).toMatch(/for this account from this address/);
    // The same address may still sign in to another account, and the owner's address to this one.
    expect((await login(from('198.51.100.1'), 'other@example.com', 'other-password')).statusCode).toBe(200);
    expect((await login(from('203.0.113.5'), 'demo@example.com', 'demo-password')).statusCode).toBe(200);
  });
});

describe('oversized sign-ins', () => {
  it('refuses an over-long e-mail with 422 before anything is counted', async () => {
    sandbox = await createTestSandbox(limits(3, 3));
    const huge = `${'a'.repeat(500_000)}@example.com`;
    for (let i = 0; i < 10; i++) {
      const refused = await login(from('198.51.100.1'), huge);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().detail[0].loc).toEqual(['body', 'email']);
      expect(refused.body.length).toBeLessThan(1000);
    }
    expect((await login(from('198.51.100.1'), `${'a'.repeat(MAX_EMAIL_LENGTH - 12)}@example.com`)).statusCode).toBe(
      404,
    );
    expect((await login(from('198.51.100.1'), 'demo@example.com', 'demo-password')).statusCode).toBe(200);
  });

  it('keeps no memory for failed sign-ins with megabyte e-mails', async () => {
    sandbox = await createTestSandbox();
    await login(from('198.51.100.1'), 'warm-up@example.com');
    const before = await memoryInUseMb();
    for (let i = 0; i < 50; i++) await login(from(`198.51.100.${i}`), `${i}${'a'.repeat(1_000_000)}@example.com`);
    // 50 MB of e-mails went in; held as counter keys they were all still there.
    expect((await memoryInUseMb()) - before).toBeLessThan(10);
  });
});
