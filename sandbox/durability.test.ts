import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { syntheticVowel } from './audio/testing/synthetic-voice';
import { encodeWav } from '../audio-formats/wav-file';
import { VOICE_CATALOGUE } from './catalogue/voice-catalogue';

const ROOT = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sandbox-crash-'));
const headers = { 'api-key': 'sandbox-demo-key' };
let child: ChildProcess | null = null;

/** Starts `npm run sandbox`'s entry on a free port and resolves with its URL once it listens. */
function startSandbox(): Promise<string> {
  return new Promise((resolve, reject) => {
    child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, SANDBOX_PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Sandbox listening at (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]!);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`sandbox exited (${code}):\n${output}`)));
  });
}

afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** A JSON call to the sandbox at `url` (which changes each time the process is restarted). */
async function jsonAt(url: string, method: string, route: string, body?: unknown) {
  const response = await fetch(`${url}${route}`, {
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return response.json();
}

describe('durability', () => {
  it('finishes a conversion after the process is killed mid-job, losing no record and no file', async () => {
    let url = await startSandbox();
    const json = (method: string, route: string, body?: unknown) => jsonAt(url, method, route, body);
    const owner = (await json('POST', '/api/auth')).id;
    const project = await json('POST', '/api/projects', { name: 'Crash', owner, models: {} });
    const folder = await json('POST', '/api/folders', { name: 'Takes', project_id: project.id });
    // A long take, so that the conversions are still running when the process dies.
    const take = syntheticVowel({ f0: 130, sampleRate: 44100, seconds: 40 });
    const form = new FormData();
    form.set('parent_folder_id', folder.id);
    form.set('microphone', 'file');
    form.set('data', new Blob([Uint8Array.from(encodeWav(take.samples, take.sampleRate))]), 'long-take.wav');
    const original = await (await fetch(`${url}/api/recordings`, { method: 'POST', body: form, headers })).json();
    const voices = VOICE_CATALOGUE.slice(0, 3).map((voice) => ({ voice_id: voice.id }));
    const orders = await json('POST', '/api/v2/orders', { original_id: original.id, conversions: voices });
    expect(Array.isArray(orders), JSON.stringify([orders, original])).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const before = await Promise.all(
      orders.map((order: { conversion_id: string }) => json('GET', `/api/recordings/${order.conversion_id}`)),
    );
    expect(before.some((recording: { state: string }) => recording.state === 'processing')).toBe(true);

    child!.kill('SIGKILL');
    await new Promise((resolve) => child!.once('exit', resolve));
    url = await startSandbox();

    const deadline = Date.now() + 90_000;
    let after: Array<{ state: string; url: string; duration: number }> = [];
    while (Date.now() < deadline) {
      after = await Promise.all(
        orders.map((order: { conversion_id: string }) => json('GET', `/api/recordings/${order.conversion_id}`)),
      );
      if (after.every((recording) => recording.state === 'done' || recording.state === 'error')) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(after.map((recording) => recording.state)).toEqual(['done', 'done', 'done']);
    for (const recording of after) {
      expect(Math.abs(recording.duration - original.duration) / original.duration).toBeLessThan(0.02);
      const file = await fetch(`${url}${recording.url}`, { headers });
      expect(file.status).toBe(200);
    }
    expect((await json('GET', `/api/recordings/${original.id}`)).state).toBe('done');
    expect(readdirSync(path.join(dataDir, 'tmp'))).toEqual([]);
  }, 150_000);

  it('finishes a conversion ordered while its TTS original was processing, after a kill in between', async () => {
    child?.kill('SIGKILL'); // the previous test's sandbox
    let url = await startSandbox();
    const json = (method: string, route: string, body?: unknown) => jsonAt(url, method, route, body);
    const owner = (await json('POST', '/api/auth')).id;
    const project = await json('POST', '/api/projects', { name: 'Crash while waiting', owner, models: {} });
    const folder = await json('POST', '/api/folders', { name: 'Takes', project_id: project.id });
    const text = 'The original is still being spoken when the order arrives. '.repeat(16);
    const original = await json('POST', '/api/v2/recordings/tts', {
      parent_folder_id: folder.id,
      text,
      text_language: 'en',
    });
    const voice = VOICE_CATALOGUE.find((candidate) => candidate.narration_styles.length > 0)!;
    const [order] = await json('POST', '/api/v2/orders', {
      original_id: original.id,
      conversions: [{ voice_id: voice.id, narration_style_id: voice.narration_styles[0]!.id }],
    });
    expect((await json('GET', `/api/recordings/${order.conversion_id}`)).state).toBe('processing');

    child!.kill('SIGKILL');
    await new Promise((resolve) => child!.once('exit', resolve));
    url = await startSandbox();

    let conversion: { state: string; error: string | null; url: string } = {
      state: 'processing',
      error: null,
      url: '',
    };
    for (const deadline = Date.now() + 90_000; Date.now() < deadline && conversion.state === 'processing';) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      conversion = await json('GET', `/api/recordings/${order.conversion_id}`);
    }
    expect(conversion.state, conversion.error ?? '').toBe('done');
    expect((await fetch(`${url}${conversion.url}`, { headers })).status).toBe(200);
  }, 150_000);
});
