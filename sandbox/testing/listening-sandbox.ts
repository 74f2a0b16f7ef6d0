import { readFileSync } from 'node:fs';
import type { SandboxConfig } from '../config';
import { createTestSandbox, DEMO_KEY, type TestSandbox } from './test-sandbox';

export type ListeningSandbox = TestSandbox & {
  url: string;
  upload: (
    folderId: string,
    fixture: string,
    extra?: Record<string, string>,
    headers?: Record<string, string>,
  ) => Promise<Response>;
};

/** A test sandbox on a real port, for requests that inject cannot model well (multipart, Range, streaming). */
export async function createListeningSandbox(overrides: Partial<SandboxConfig> = {}): Promise<ListeningSandbox> {
  const sandbox = await createTestSandbox(overrides);
  const url = await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
  return {
    ...sandbox,
    url,
    async upload(folderId, fixture, extra = {}, headers = DEMO_KEY) {
      const form = new FormData();
      form.set('parent_folder_id', folderId);
      form.set('microphone', 'file');
      for (const [key, value] of Object.entries(extra)) form.set(key, value);
      const bytes = fixture.startsWith('bytes:')
        ? Buffer.from(fixture.slice(6))
        : readFileSync(new URL(`../audio/fixtures/${fixture}`, import.meta.url));
      form.set('data', new Blob([bytes]), fixture.startsWith('bytes:') ? 'broken.wav' : fixture);
      return fetch(`${url}/api/recordings`, { method: 'POST', body: form, headers });
    },
  };
}
