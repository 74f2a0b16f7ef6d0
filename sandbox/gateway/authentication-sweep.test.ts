import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../testing/test-sandbox';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';

describe('authentication on every endpoint', () => {
  it('answers 401 without credentials on every documented non-public route', async () => {
    const document = (await sandbox.app.inject({ method: 'GET', url: '/openapi.json' })).json() as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    const checked: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (operation.security?.length === 0) continue;
        const url = path.replace(/\{file\}/, `${SAMPLE_ID}.wav`).replace(/\{[a-z_]+\}/g, SAMPLE_ID);
        const response = await sandbox.app.inject({ method: method.toUpperCase() as 'GET', url });
        expect(response.statusCode, `${method.toUpperCase()} ${url}`).toBe(401);
        expect(response.json()).toEqual({ detail: expect.any(String) });
        checked.push(`${method} ${path}`);
      }
    }
    expect(checked.length).toBeGreaterThan(50);
  });
});
