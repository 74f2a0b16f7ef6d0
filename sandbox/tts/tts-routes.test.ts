import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { decodeToMono } from '../audio/testing/decode-mono';
import { meanF0 } from '../audio/dsp/pitch';
import { readWavHeader } from '../../audio-formats/wav-header';
import { createListeningSandbox, type ListeningSandbox } from '../testing/listening-sandbox';

let sandbox: ListeningSandbox;
const KEY = { 'x-api-key': 'sandbox-service-key' };
beforeAll(async () => {
  sandbox = await createListeningSandbox();
});
afterAll(() => sandbox.close());

/** Waits for the service's messages: generous, since real synthesis on a loaded machine is many times slower. */
const SYNTHESIS_WAIT_MS = 90_000;
const until = (condition: () => boolean) =>
  vi.waitFor(() => expect(condition()).toBe(true), { timeout: SYNTHESIS_WAIT_MS, interval: 50 });

const post = (variant: string, endpoint: string, body: unknown, headers: Record<string, string> = KEY) =>
  fetch(`${sandbox.url}/v1/public/tts/${variant}/tts/${endpoint}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('real-time TTS', () => {
  it('lists voices per variant with their default sampling parameters', async () => {
    const en = await (await fetch(`${sandbox.url}/v1/public/tts/en-rt/voices`, { headers: KEY })).json();
    const ua = await (await fetch(`${sandbox.url}/v1/public/tts/ua-rt/voices?api_key=sandbox-service-key`)).json();
    expect(en.length).toBeGreaterThanOrEqual(4);
    expect(ua.length).toBeGreaterThanOrEqual(3);
    expect(en[0]).toMatchObject({
      id: 'samantha',
      gender: 'female',
      accent: 'American',
      sampling_params: { temperature: 0.6 },
    });
    expect(Object.keys(en[0]).sort()).toEqual(['accent', 'age', 'full_name', 'gender', 'id', 'sampling_params']);
  });

  it('knows the voice ids of the public examples and older docs, with their published defaults', async () => {
    const ids = async (variant: string) =>
      (
        (await (await fetch(`${sandbox.url}/v1/public/tts/${variant}/voices`, { headers: KEY })).json()) as Array<{
          id: string;
        }>
      ).map((voice) => voice.id);
    expect(await ids('en-rt')).toEqual(
      expect.arrayContaining(['samantha', 'amara', 'volodymyr', 'marta', 'neve', 'gregory', 'vincent']),
    );
    expect(await ids('ua-rt')).toEqual(
      expect.arrayContaining([
        'olesia-conversation',
        'olesia-rozmova',
        'olesia-media',
        'olesia-ogoloshennia',
        'mariia-audioknyha',
        'oleksandr-radio',
        'oleksandr-reklama',
        'yevhen-reklama',
        'yevhen-audioknyha',
        'dmitro-rozmova',
        'ihoreo-rozmova',
      ]),
    );
    const en = (await (await fetch(`${sandbox.url}/v1/public/tts/en-rt/voices`, { headers: KEY })).json()) as Array<{
      id: string;
      sampling_params: object;
    }>;
    expect(en.find((voice) => voice.id === 'amara')!.sampling_params).toEqual({
      temperature: 0.7,
      top_k: 66,
      top_p: 0.8,
      min_p: 0,
      presence_penalty: 0,
      repetition_penalty: 1.4,
      frequency_penalty: 0.8,
    });
    expect(en.find((voice) => voice.id === 'volodymyr')).toMatchObject({
      gender: 'male',
      accent: 'Ukrainian',
      sampling_params: { temperature: 0.4, min_p: 1 },
    });
    for (const [variant, id] of [
      ['en-rt', 'volodymyr'],
      ['en-rt', 'marta'],
      ['ua-rt', 'olesia-conversation'],
    ] as const) {
      const response = await post(variant, 'bytes', {
        transcript: variant === 'en-rt' ? 'Hello, World!' : 'Привіт!',
        voice: { id },
      });
      expect(response.status, `${variant} ${id}`).toBe(200);
      expect(
        Buffer.from(await response.arrayBuffer())
          .subarray(0, 4)
          .toString(),
      ).toBe('RIFF');
    }
  });

  it('answers 401 without the key, 422 out of bounds, 400 for an unknown voice', async () => {
    expect((await fetch(`${sandbox.url}/v1/public/tts/en-rt/voices`)).status).toBe(401);
    expect(
      (await post('en-rt', 'bytes', { transcript: 'Hi', voice: { id: 'samantha' } }, { 'x-api-key': 'wrong' })).status,
    ).toBe(401);
    const bad = await post('en-rt', 'bytes', {
      transcript: 'Hi',
      voice: { id: 'samantha', sampling_params: { top_p: 0 } },
    });
    expect(bad.status).toBe(422);
    expect((await bad.json()).detail[0].loc).toEqual(['body', 'voice', 'sampling_params', 'top_p']);
    expect((await post('en-rt', 'bytes', { transcript: 'x'.repeat(5001), voice: { id: 'samantha' } })).status).toBe(
      422,
    );
    expect(
      (
        await post('en-rt', 'bytes', {
          transcript: 'Hi',
          voice: { id: 'samantha' },
          output_format: { sample_rate: 96000 },
        })
      ).status,
    ).toBe(422);
    expect((await post('en-rt', 'bytes', { transcript: 'Hi', voice: { id: 'olesia-conversation' } })).status).toBe(400);
    expect((await fetch(`${sandbox.url}/v1/public/tts/fr-rt/voices`, { headers: KEY })).status).toBe(422);
  });

  it('returns a 16-bit mono WAV at the requested rate, in the voice’s pitch, identical for a fixed seed', async () => {
    const body = {
      transcript: 'Hello there. The sandbox is speaking now.',
      voice: { id: 'samantha', sampling_params: { seed: 7 } },
      output_format: { sample_rate: 16000 },
    };
    const first = Buffer.from(await (await post('en-rt', 'bytes', body)).arrayBuffer());
    const second = Buffer.from(await (await post('en-rt', 'bytes', body)).arrayBuffer());
    expect(readWavHeader(first)).toMatchObject({ sampleRate: 16000, channels: 1, bitsPerSample: 16 });
    expect(first.equals(second)).toBe(true);
    const audio = await decodeToMono(first);
    expect(audio.duration).toBeGreaterThan(1.5);
    expect(Math.abs(meanF0(audio.samples, audio.sampleRate)! - 205) / 205).toBeLessThan(0.12);
    const defaultRate = Buffer.from(
      await (await post('en-rt', 'bytes', { transcript: 'Hi.', voice: { id: 'gregory' } })).arrayBuffer(),
    );
    expect(readWavHeader(defaultRate).sampleRate).toBe(22050);
  });

  it('changes the intonation with temperature', async () => {
    const pitchSpread = async (temperature: number) => {
      const response = await post('en-rt', 'bytes', {
        transcript: 'Really? You went there yesterday, and nobody told me anything!',
        voice: { id: 'vincent', sampling_params: { seed: 3, temperature } },
      });
      const audio = await decodeToMono(Buffer.from(await response.arrayBuffer()));
      const { trackPitch } = await import('../audio/dsp/pitch');
      const voiced = trackPitch(audio.samples, audio.sampleRate).flatMap((frame) => (frame.f0 ? [frame.f0] : []));
      const mean = voiced.reduce((a, b) => a + b, 0) / voiced.length;
      return Math.sqrt(voiced.reduce((sum, f0) => sum + (f0 - mean) ** 2, 0) / voiced.length);
    };
    expect(await pitchSpread(1.2)).toBeGreaterThan((await pitchSpread(0)) * 1.3);
  });

  it('streams JSON lines sentence by sentence in the requested encoding', async () => {
    const response = await post('en-rt', 'sse', {
      transcript: 'One sentence here. Another one there. And a third.',
      voice: { id: 'samantha' },
      output_format: { encoding: 'pcm_s16le', sample_rate: 24000 },
    });
    const lines = (await response.text())
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
    expect(lines).toHaveLength(3);
    expect(lines.every((line) => line.type === 'chunk')).toBe(true);
    expect(Buffer.from(lines[0].data, 'base64').length % 2).toBe(0);
    const f32 = await post('en-rt', 'sse', { transcript: 'Default encoding.', voice: { id: 'samantha' } });
    const chunk = JSON.parse((await f32.text()).split('\n')[0]!);
    expect(Buffer.from(chunk.data, 'base64').length % 4).toBe(0);
  });

  it(
    'serves WebSocket contexts: continue, the empty flush, done, cancel, and several contexts on one connection',
    async () => {
      const socket = new WebSocket(
        `${sandbox.url.replace('http', 'ws')}/v1/public/tts/en-rt/tts/websocket?api_key=sandbox-service-key`,
      );
      await new Promise((resolve, reject) => (socket.once('open', resolve), socket.once('error', reject)));
      const messages: Array<{ type: string; context_id?: string; data?: string }> = [];
      socket.on('message', (data) => messages.push(JSON.parse(data.toString())));
      const voice = { id: 'samantha' };
      socket.send(JSON.stringify({ context_id: 'a', transcript: 'Hello there, ', voice, continue: true }));
      socket.send(
        JSON.stringify({
          context_id: 'b',
          transcript: 'Second context speaking.',
          voice,
          output_format: { sample_rate: 22050, encoding: 'pcm_s16le' },
        }),
      );
      socket.send(JSON.stringify({ context_id: 'a', transcript: 'how are you today?', voice, continue: true }));
      socket.send(JSON.stringify({ context_id: 'a', transcript: '', voice, continue: false }));
      socket.send(
        JSON.stringify({ context_id: 'c', transcript: 'This will be cancelled. It is long. Very long indeed.', voice }),
      );
      socket.send(JSON.stringify({ context_id: 'c', cancel: true }));
      await until(
        () =>
          messages.some((m) => m.type === 'done' && m.context_id === 'a') &&
          messages.some((m) => m.type === 'done' && m.context_id === 'b'),
      );
      expect(messages.filter((m) => m.type === 'chunk' && m.context_id === 'a').length).toBeGreaterThan(0);
      expect(messages.filter((m) => m.type === 'chunk' && m.context_id === 'b').length).toBeGreaterThan(0);
      expect(
        messages
          .filter((m) => m.type === 'done')
          .map((m) => m.context_id)
          .sort(),
      ).toEqual(['a', 'b']);
      expect(messages.some((m) => m.context_id === 'c')).toBe(false);
      socket.send(
        JSON.stringify({ context_id: 'd', transcript: 'x', voice: { id: 'samantha', sampling_params: { min_p: 3 } } }),
      );
      await until(() => messages.some((m) => m.context_id === 'd'));
      expect(messages.at(-1)).toMatchObject({ type: 'error', status_code: 422, context_id: 'd' });
      socket.close();
    },
    2 * SYNTHESIS_WAIT_MS,
  );

  it(
    'caps the text one context may hold unspoken, refusing the message that passes it and keeping the rest (issue 18 item 5)',
    async () => {
      const socket = new WebSocket(
        `${sandbox.url.replace('http', 'ws')}/v1/public/tts/en-rt/tts/websocket?api_key=sandbox-service-key`,
      );
      await new Promise((resolve, reject) => (socket.once('open', resolve), socket.once('error', reject)));
      const messages: Array<{ type: string; context_id?: string; error?: string; status_code?: number }> = [];
      socket.on('message', (data) => messages.push(JSON.parse(data.toString())));
      const voice = { id: 'samantha' };
      socket.send(JSON.stringify({ context_id: 'pile', transcript: 'Hello', voice, continue: true }));
      for (let i = 0; i < 3; i++)
        socket.send(JSON.stringify({ context_id: 'pile', transcript: 'x'.repeat(2000), voice, continue: true }));
      socket.send(JSON.stringify({ context_id: 'pile', transcript: ' there.', voice, continue: false }));
      await until(() => messages.some((m) => m.type === 'done'));
      expect(messages.filter((m) => m.type === 'error')).toEqual([
        {
          type: 'error',
          status_code: 413,
          context_id: 'pile',
          error:
            'Context "pile" already holds 4005 characters not yet spoken; at most 5000 may wait: end a sentence or send "continue": false, and wait for its audio',
        },
      ]);
      expect(messages.at(-1)).toEqual({ type: 'done', context_id: 'pile' });
      expect(messages.filter((m) => m.type === 'chunk').length).toBeGreaterThan(0);
      socket.close();
    },
    2 * SYNTHESIS_WAIT_MS,
  );

  it('allows five concurrent generations per key and answers the sixth with 429 and Retry-After', async () => {
    const long = 'This sentence keeps the generator busy for a while. '.repeat(6);
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => post('en-rt', 'bytes', { transcript: long, voice: { id: 'gregory' } })),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(responses.find((response) => response.status === 429)!.headers.get('retry-after')).toBe('1');
    expect((await post('en-rt', 'bytes', { transcript: 'Free again.', voice: { id: 'gregory' } })).status).toBe(200);
  });

  it('refuses the WebSocket upgrade without the key', async () => {
    const socket = new WebSocket(`${sandbox.url.replace('http', 'ws')}/v1/public/tts/en-rt/tts/websocket`);
    const status = await new Promise<number>((resolve) =>
      socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0)),
    );
    expect(status).toBe(401);
  });
});
