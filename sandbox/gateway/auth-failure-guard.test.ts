import { afterEach, describe, expect, it } from 'vitest';
import { createTestSandbox, DEMO_KEY, type TestSandbox } from '../testing/test-sandbox';

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
