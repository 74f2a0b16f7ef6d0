import { afterEach, describe, expect, it } from 'vitest';
import { createTestSandbox, DEMO_KEY, OTHER_KEY, type TestSandbox } from '../testing/test-sandbox';

let sandbox: TestSandbox;
afterEach(() => sandbox.close());

describe('rate limits', () => {
  it('answers 429 with Retry-After once a user spends the fast category, per user', async () => {
    sandbox = await createTestSandbox({ rateLimits: 'fast=3/60' });
    const get = (headers: Record<string, string>) =>
      sandbox.app.inject({ method: 'GET', url: '/api/projects', headers });
    for (let i = 0; i < 3; i++) expect((await get(DEMO_KEY)).statusCode).toBe(200);
    const limited = await get(DEMO_KEY);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(limited.json().detail).toMatch(/Rate limit exceeded/);
    expect((await get(OTHER_KEY)).statusCode).toBe(200);
  });

  it('counts the documented slow endpoints separately', async () => {
    sandbox = await createTestSandbox({ rateLimits: 'slow=1/60' });
    const upload = () => sandbox.app.inject({ method: 'POST', url: '/api/recordings', headers: DEMO_KEY, payload: {} });
    expect((await upload()).statusCode).toBe(400);
    expect((await upload()).statusCode).toBe(429);
    expect((await sandbox.app.inject({ method: 'GET', url: '/api/projects', headers: DEMO_KEY })).statusCode).toBe(200);
  });
});

describe('rate limits without a user', () => {
  it('count sign-in per forwarded client address and never limit the health check', async () => {
    sandbox = await createTestSandbox({ rateLimits: 'fast=2/60' });
    const login = (client: string) =>
      sandbox.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'x-forwarded-for': client },
        payload: { email: 'demo@example.com', password: 'demo-password' },
      });
    const health = () => sandbox.app.inject({ method: 'GET', url: '/api/healtz' });
    for (let i = 0; i < 2; i++) expect((await login('198.51.100.1')).statusCode).toBe(200);
    expect((await login('198.51.100.1')).statusCode).toBe(429);
    expect((await login('198.51.100.2')).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await health()).statusCode).toBe(200);
  });
});
