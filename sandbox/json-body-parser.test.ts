import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListeningSandbox, type ListeningSandbox } from './testing/listening-sandbox';

let sandbox: ListeningSandbox;

/**
 * A request as the official marketplace Python client sends it: `requests.Session` with `api-key` and
 * `content-type: application/json` on every call, `Content-Length: 0` on a bodiless POST/PUT/PATCH/DELETE.
 */
function pythonClient(
  method: string,
  path: string,
  body?: string,
  headers: Record<string, string> = { 'api-key': 'sandbox-demo-key' },
) {
  const url = new URL(path, sandbox.url);
  const sent: Record<string, string> = {
    'user-agent': 'python-requests/2.32.3',
    'accept-encoding': 'gzip, deflate',
    accept: '*/*',
    connection: 'keep-alive',
    'content-type': 'application/json',
    ...headers,
    ...(body !== undefined
      ? { 'content-length': String(Buffer.byteLength(body)) }
      : method === 'GET'
        ? {}
        : { 'content-length': '0' }),
  };
  return new Promise<{ status: number; json: unknown }>((resolve, reject) => {
    const req = httpRequest(url, { method, headers: sent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: unknown = null;
        try {
          json = JSON.parse(text);
        } catch {
          json = null;
        }
        resolve({ status: response.statusCode ?? 0, json });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

const post = (path: string, body: unknown) => pythonClient('POST', path, JSON.stringify(body));

async function settled(id: string) {
  for (let waited = 0; waited < 30_000; waited += 100) {
    const { json } = await pythonClient('GET', `/api/recordings/${id}`);
    const state = (json as { state: string }).state;
    if (state === 'done' || state === 'error') return json as { id: string; state: string };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`recording ${id} never finished`);
}

type Operation = {
  method: string;
  path: string;
  requestBody?: { content: Record<string, unknown> };
  parameters?: Array<{ in: string; name: string; required?: boolean }>;
};

beforeAll(async () => {
  sandbox = await createListeningSandbox();
});
afterAll(() => sandbox.close());

describe('JSON bodies read as FastAPI reads them', () => {
  it('ignores a body sent where none is expected, even one that is not JSON', async () => {
    const response = await pythonClient('POST', '/api/auth', '{not json');
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ email: 'demo@example.com' });
  });

  it('answers an empty body where one is required with FastAPI’s 422 "field required", on the gateway and on tts/bytes', async () => {
    const missing = { detail: [{ loc: ['body'], msg: 'field required', type: 'value_error.missing' }] };
    const projects = await pythonClient('POST', '/api/projects');
    expect(projects).toEqual({ status: 422, json: missing });
    const login = await pythonClient('POST', '/api/login', undefined, {});
    expect(login).toEqual({ status: 422, json: missing });
    const speech = await pythonClient('POST', '/v1/public/tts/en-rt/tts/bytes', undefined, {
      'x-api-key': 'sandbox-service-key',
    });
    expect(speech).toEqual({ status: 422, json: missing });
  });

  it('answers malformed JSON where a body is required with a 422 jsondecode at its position', async () => {
    const response = await pythonClient('POST', '/api/projects', '{"name": ');
    expect(response.status).toBe(422);
    expect(response.json).toMatchObject({
      detail: [{ loc: ['body', 9], msg: 'Expecting value: line 1 column 10 (char 9)', type: 'value_error.jsondecode' }],
    });
  });

  // Fastify's own JSON parser (and its 400 FST_ERR_CTP_INVALID_JSON_BODY) must never answer, whatever the charset or API.
  it('answers malformed JSON with jsondecode with a charset in the content type and on tts/bytes too', async () => {
    const invalid = { detail: [{ loc: ['body', 1], type: 'value_error.jsondecode' }] };
    const withCharset = await pythonClient('POST', '/api/projects', '{oops', {
      'api-key': 'sandbox-demo-key',
      'content-type': 'application/json; charset=utf-8',
    });
    expect(withCharset).toMatchObject({ status: 422, json: invalid });
    const speech = await pythonClient('POST', '/v1/public/tts/en-rt/tts/bytes', '{oops', {
      'x-api-key': 'sandbox-service-key',
    });
    expect(speech).toMatchObject({ status: 422, json: invalid });
  });

  // Last: it ends by deleting the demo account's key.
  it('answers every bodiless route of /openapi.json called the Python client way (content-type set, empty body) with 200', async () => {
    const owner = ((await pythonClient('POST', '/api/auth')).json as { id: string }).id;
    const project = (await post('/api/projects', { name: 'Client flows', owner, models: {} })).json as {
      id: string;
      url: string;
    };
    const folder = (await post('/api/folders', { name: 'Takes', project_id: project.id })).json as { id: string };
    const original = (
      await post('/api/v2/recordings/tts', {
        parent_folder_id: folder.id,
        // Long enough (about 14 s spoken) for its conversion to serve as a calibration sample, which needs 10 s.
        text: 'Hello from the client. This take is read aloud by the sandbox, converted into another voice, and then sent back as a calibration sample, so it has to last for more than ten seconds of speech in all.',
        text_language: 'en',
      })
    ).json as { id: string };
    const voices = (await pythonClient('GET', '/api/v2/voices?limit=50')).json as {
      list: Array<{ id: string; accents: Array<{ id: string }>; narration_styles: Array<{ id: string }> }>;
    };
    const voice = voices.list.find((candidate) => candidate.narration_styles.length > 0)!;
    await settled(original.id);
    const [order] = (
      await post('/api/v2/orders', {
        original_id: original.id,
        conversions: [{ voice_id: voice.id, narration_style_id: voice.narration_styles[0]!.id }],
      })
    ).json as Array<{
      conversion_id: string;
    }>;
    const conversion = await settled(order!.conversion_id);
    expect(conversion.state).toBe('done');
    const form = new FormData();
    form.set('name', 'Client calibration');
    form.set(
      'data',
      new Blob([
        await (
          await fetch(`${sandbox.url}/storage/${conversion.id}.wav`, { headers: { 'api-key': 'sandbox-demo-key' } })
        ).arrayBuffer(),
      ]),
      'voice.wav',
    );
    const calibration = (await (
      await fetch(`${sandbox.url}/api/calibration`, {
        method: 'POST',
        body: form,
        headers: { 'api-key': 'sandbox-demo-key' },
      })
    ).json()) as { id: string };
    for (let waited = 0; waited < 30_000; waited += 100) {
      const { json } = await pythonClient('GET', `/api/calibration/${calibration.id}`);
      if ((json as { state: string }).state !== 'processing') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    const values: Record<string, string> = {
      project_id: project.id,
      folder_id: folder.id,
      recording_id: conversion.id,
      original_id: original.id,
      calibration_id: calibration.id,
      voice_id: voice.id,
      accent_id: voice.accents[0]!.id,
      narration_style_id: voice.narration_styles[0]!.id,
      project_url: project.url,
      name: 'ka',
    };
    const files: Record<string, string> = {
      '/storage/{file}': `/storage/${conversion.id}.wav`,
      '/storage/peaks/{file}': `/storage/peaks/${conversion.id}.json`,
    };
    const document = (await pythonClient('GET', '/openapi.json')).json as {
      paths: Record<string, Record<string, Operation>>;
    };
    const bodiless = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => !operation.requestBody)
        .map(([method, operation]) => ({ ...operation, method: method.toUpperCase(), path })),
    );
    // Deletes last, innermost first (recording, folder, project), the key at the very end, so each finds what it names.
    const deleteOrder = ['/api/recordings', '/api/calibration', '/api/folders', '/api/projects', '/api/api-key'];
    const rank = (operation: Operation) =>
      operation.method !== 'DELETE' ? 0 : 1 + deleteOrder.findIndex((prefix) => operation.path.startsWith(prefix));
    bodiless.sort((a, b) => rank(a) - rank(b));
    expect(bodiless.length).toBeGreaterThan(30);

    const answered: string[] = [];
    for (const operation of bodiless) {
      if (operation.path === '/storage/samples/{file}') continue; // only names files another call creates
      const path = files[operation.path] ?? operation.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name]!);
      const query = (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'query' && parameter.required)
        .map((parameter) => `${parameter.name}=${encodeURIComponent(values[parameter.name]!)}`)
        .join('&');
      if (operation.method !== 'DELETE') await settled(conversion.id); // retry and redo start it again; the next route wants it finished
      const response = await pythonClient(operation.method, query ? `${path}?${query}` : path);
      answered.push(`${operation.method} ${operation.path} ${response.status}`);
      expect(response.status, `${operation.method} ${operation.path}: ${JSON.stringify(response.json)}`).toBe(200);
    }
    expect(answered).toEqual(
      expect.arrayContaining([
        'POST /api/auth 200',
        'POST /api/logout 200',
        'PUT /api/calibration/{calibration_id}/enable 200',
        'POST /api/v2/orders/retry/{recording_id} 200',
        'DELETE /api/projects/{project_id} 200',
      ]),
    );
  }, 120_000);
});
