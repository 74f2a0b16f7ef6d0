import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syntheticVowel } from '../audio/testing/synthetic-voice';
import { encodeWav } from '../../audio-formats/wav-file';
import { createListeningSandbox, type ListeningSandbox } from '../testing/listening-sandbox';
import { DEMO_KEY } from '../testing/test-sandbox';

type Property = { type?: string; format?: string; pattern?: string };
type UploadSchema = { required: string[]; properties: Record<string, Property> };

let sandbox: ListeningSandbox;
let folderId: string;
beforeAll(async () => {
  sandbox = await createListeningSandbox();
  const post = (url: string, payload: Record<string, unknown>) =>
    sandbox.app.inject({ method: 'POST', url, headers: DEMO_KEY, payload }).then((r) => r.json<{ id: string }>());
  const project = await post('/api/projects', { name: 'Documented', owner: await sandbox.userId(), models: {} });
  folderId = (await post('/api/folders', { name: 'Takes', project_id: project.id })).id;
});
afterAll(() => sandbox.close());

/** A value for a documented field, as a client reading only the document would fill it in. */
function valueFor(name: string, property: Property): string | Blob {
  if (property.format === 'binary') {
    // Eleven seconds: long enough for every upload, the calibration sample's 10 s minimum included.
    const vowel = syntheticVowel({ f0: 150, seconds: 11 });
    return new Blob([Uint8Array.from(encodeWav(vowel.samples, vowel.sampleRate))]);
  }
  if (property.format === 'uuid') return folderId;
  return name === 'name' ? 'Documented sample' : 'file';
}

describe('the documented multipart uploads', () => {
  it('are accepted when filled in exactly as /openapi.json describes them, required fields only', async () => {
    const document = (await sandbox.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const uploads = Object.entries(
      document.paths as Record<
        string,
        Record<string, { requestBody?: { content: Record<string, { schema: UploadSchema }> } }>
      >,
    ).flatMap(([path, operations]) =>
      Object.entries(operations)
        .map(([method, operation]) => ({
          path,
          method,
          schema: operation.requestBody?.content['multipart/form-data']?.schema,
        }))
        .filter(
          (upload): upload is { path: string; method: string; schema: UploadSchema } => upload.schema !== undefined,
        ),
    );
    expect(uploads.map(({ method, path }) => `${method} ${path}`).sort()).toEqual([
      'post /api/calibration',
      'post /api/recordings',
    ]);
    for (const { path, method, schema } of uploads) {
      const form = new FormData();
      for (const name of schema.required) {
        const value = valueFor(name, schema.properties[name]!);
        if (typeof value === 'string') form.set(name, value);
        else form.set(name, value, 'speech.wav');
      }
      const response = await fetch(`${sandbox.url}${path}`, {
        method: method.toUpperCase(),
        body: form,
        headers: DEMO_KEY,
      });
      expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBe(200);
      // A calibration is measured by a job: let it finish before the sandbox closes.
      const { id } = (await response.json()) as { id: string };
      for (let i = 0; i < 600; i++) {
        const current = (await sandbox.app.inject({ method: 'GET', url: `${path}/${id}`, headers: DEMO_KEY })).json<{
          state: string;
        }>();
        if (current.state !== 'processing') break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });
});
