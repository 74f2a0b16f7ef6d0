import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestSandbox, DEMO_KEY, type TestSandbox } from '../testing/test-sandbox';

let sandbox: TestSandbox;
beforeEach(async () => {
  sandbox = await createTestSandbox();
});
afterEach(() => sandbox.close());

describe('health and session', () => {
  it('answers the health check without credentials', async () => {
    const response = await sandbox.app.inject({ method: 'GET', url: '/api/healtz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ state: 'OK' });
  });

  it('tells a studio on the sandbox where its API reference is, once it listens', async () => {
    const url = await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
    const body = (await (await fetch(`${url}/api/healtz`)).json()) as { docs_url: string };
    expect(body.docs_url).toBe(`${url}/docs`);
    expect((await fetch(body.docs_url)).status).toBe(200);
  });

  it('logs in with a session cookie and a CSRF token', async () => {
    const response = await sandbox.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'demo@example.com', password: 'demo-password' },
    });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).toMatch(/^session_id=[\w-]+;.*HttpOnly/);
    const body = response.json();
    expect(body.csrf_token).toMatch(/^[\w-]{20,}$/);
    expect(body.user).toMatchObject({ email: 'demo@example.com', verified: true, roles: ['user'], groups: [] });
  });

  it('marks the session cookie Secure when the request came over https, and only then', async () => {
    const login = (headers: Record<string, string>) =>
      sandbox.app.inject({
        method: 'POST',
        url: '/api/login',
        headers,
        payload: { email: 'demo@example.com', password: 'demo-password' },
      });
    expect(String((await login({ 'x-forwarded-proto': 'https' })).headers['set-cookie'])).toMatch(/; Secure/);
    expect(String((await login({ 'x-forwarded-proto': 'HTTPS, http' })).headers['set-cookie'])).toMatch(/; Secure/);
    expect(String((await login({})).headers['set-cookie'])).not.toMatch(/Secure/);
    expect(String((await login({ 'x-forwarded-proto': 'http' })).headers['set-cookie'])).not.toMatch(/Secure/);
  });

  it('rejects a wrong password and answers a malformed body with the FastAPI 422 shape', async () => {
    const wrong = await sandbox.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'demo@example.com', password: 'x' },
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual({ detail: expect.any(String) });
    const malformed = await sandbox.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'demo@example.com' },
    });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().detail[0]).toMatchObject({ loc: ['body', 'password'], type: 'value_error.missing' });
  });

  it('caps session_duration at 30 days with a FastAPI 422, and keeps a session up to the cap', async () => {
    const login = (session_duration: number) =>
      sandbox.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'demo@example.com', password: 'demo-password', session_duration },
      });
    const tooLong = await login(999_999_999);
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.headers['set-cookie']).toBeUndefined();
    expect(tooLong.json()).toEqual({
      detail: [
        {
          loc: ['body', 'session_duration'],
          msg: 'ensure this value is less than or equal to 2592000',
          type: 'value_error.number.not_le',
        },
      ],
    });
    const longest = await login(2_592_000);
    expect(longest.statusCode).toBe(200);
    expect(String(longest.headers['set-cookie'])).toMatch(/Max-Age=2592000;/);
    expect(longest.json().session_duration).toBe(2_592_000);
  });

  it('requires the CSRF token on unsafe methods of a cookie session, not on reads', async () => {
    const { cookie, 'x-csrf-token': csrf } = await sandbox.sessionHeaders();
    const read = await sandbox.app.inject({ method: 'GET', url: '/api/projects', headers: { cookie } });
    expect(read.statusCode).toBe(200);
    const noToken = await sandbox.app.inject({ method: 'POST', url: '/api/auth', headers: { cookie } });
    expect(noToken.statusCode).toBe(401);
    const withToken = await sandbox.app.inject({
      method: 'POST',
      url: '/api/auth',
      headers: { cookie, 'x-csrf-token': csrf },
    });
    expect(withToken.statusCode).toBe(200);
  });

  it('ends the session on logout', async () => {
    const headers = await sandbox.sessionHeaders();
    const logout = await sandbox.app.inject({ method: 'POST', url: '/api/logout', headers });
    expect(logout.json()).toEqual({ detail: 'OK' });
    const after = await sandbox.app.inject({ method: 'POST', url: '/api/auth', headers });
    expect(after.statusCode).toBe(401);
  });

  it('rejects an expired session', async () => {
    const headers = await sandbox.sessionHeaders();
    sandbox.db.prepare("UPDATE sessions SET expires_at = '2000-01-01T00:00:00.000Z'").run();
    const response = await sandbox.app.inject({ method: 'POST', url: '/api/auth', headers });
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toMatch(/expired/);
  });

  it('answers 401 without credentials and with an unknown key', async () => {
    expect((await sandbox.app.inject({ method: 'POST', url: '/api/auth' })).statusCode).toBe(401);
    const bad = await sandbox.app.inject({ method: 'POST', url: '/api/auth', headers: { 'api-key': 'nope' } });
    expect(bad.statusCode).toBe(401);
  });

  it('generates an API key that replaces the old one and stops working once deleted or expired', async () => {
    const future = new Date(Date.now() + 3600_000).toISOString();
    const created = await sandbox.app.inject({
      method: 'POST',
      url: '/api/api-key',
      headers: DEMO_KEY,
      payload: { expires_at: future },
    });
    const key = created.json().api_key as string;
    expect(key).toMatch(/^[\w-]{22}$/);
    expect((await sandbox.app.inject({ method: 'POST', url: '/api/auth', headers: DEMO_KEY })).statusCode).toBe(401);
    expect(
      (await sandbox.app.inject({ method: 'POST', url: '/api/auth', headers: { 'api-key': key } })).statusCode,
    ).toBe(200);

    sandbox.db.prepare("UPDATE api_keys SET expires_at = '2000-01-01T00:00:00.000Z'").run();
    const expired = await sandbox.app.inject({ method: 'POST', url: '/api/auth', headers: { 'api-key': key } });
    expect(expired.json().detail).toMatch(/expired/);

    sandbox.db.prepare('UPDATE api_keys SET expires_at = NULL').run();
    const deleted = await sandbox.app.inject({ method: 'DELETE', url: '/api/api-key', headers: { 'api-key': key } });
    expect(deleted.statusCode).toBe(200);
    expect(
      (await sandbox.app.inject({ method: 'POST', url: '/api/auth', headers: { 'api-key': key } })).statusCode,
    ).toBe(401);
  });
});
