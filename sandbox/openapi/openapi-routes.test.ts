import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../testing/test-sandbox';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

describe('OpenAPI', () => {
  it('documents every gateway route with parameters and bodies from contract/', async () => {
    const document = (await sandbox.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    expect(document.openapi).toBe('3.0.3');
    for (const [path, method] of [
      ['/api/projects', 'get'],
      ['/api/projects/{project_id}', 'patch'],
      ['/api/folders/{folder_id}', 'delete'],
      ['/api/recordings', 'post'],
      ['/api/recordings/conversion-redo/{recording_id}', 'post'],
      ['/api/v2/orders', 'post'],
      ['/api/v2/voices', 'get'],
      ['/api/stats/projects', 'get'],
      ['/api/calibration/{calibration_id}/enable', 'put'],
      ['/api/notes', 'delete'],
      ['/storage/{file}', 'get'],
    ] as const) {
      expect(document.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
    const list = document.paths['/api/projects'].get;
    const limit = list.parameters.find((p: { name: string }) => p.name === 'limit');
    expect(limit.schema).toMatchObject({ maximum: 100, minimum: 0, default: 50 });
    const order = document.paths['/api/v2/orders'].post.requestBody.content['application/json'].schema;
    expect(order.required).toEqual(expect.arrayContaining(['original_id', 'conversions']));
    expect(document.paths['/api/login'].post.security).toEqual([]);
  });

  it("shows each route's declared rate-limit category: the five slow endpoints of the document, the health check none", async () => {
    const document = (await sandbox.app.inject({ method: 'GET', url: '/openapi.json' })).json() as {
      paths: Record<string, Record<string, { 'x-rate-limit-category': string }>>;
    };
    const byCategory: Record<string, string[]> = {};
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations))
        (byCategory[operation['x-rate-limit-category']] ??= []).push(`${method} ${path}`);
    }
    expect(byCategory.slow?.sort()).toEqual([
      'post /api/calibration',
      'post /api/recordings',
      'post /api/recordings/conversion-order',
      'post /api/recordings/conversion-redo/{recording_id}',
      'post /api/recordings/tts',
    ]);
    expect(byCategory.none).toEqual(['get /api/healtz']);
    expect(byCategory.fast!.length).toBeGreaterThan(50);
  });

  it('renders a readable reference page', async () => {
    const page = await sandbox.app.inject({ method: 'GET', url: '/docs' });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<code>/api/v2/orders</code>');
  });
});
