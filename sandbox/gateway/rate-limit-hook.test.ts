import { afterEach, describe, expect, it } from 'vitest';
import { createTestSandbox, DEMO_KEY, OTHER_KEY, type TestSandbox } from '../testing/test-sandbox';

let sandbox: TestSandbox;
afterEach(() => sandbox.close());

describe('rate limits', () => {
  it('answers 429 with Retry-After once a user spends the fast category, per user', async () => {
    sandbox = await createTestSandbox({ rateLimits: 'fast=3/60' });
    const get = (headers: Record<string, string>) => sandbox.app.inject({ method: 'GET', url: '/api/projects', headers });
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
