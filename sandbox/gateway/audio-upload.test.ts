import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALIBRATION_MIN_SECONDS } from '../../contract/gateway/calibrations';
import { ORIGINAL_MAX_SECONDS } from '../../contract/gateway/recordings';
import { longWavLevel, longWavStream, sine } from '../audio/testing/signals';
import { encodeWav, wavHeader } from '../../audio-formats/wav-file';
import { createListeningSandbox, type ListeningSandbox } from '../testing/listening-sandbox';
import { DEMO_KEY } from '../testing/test-sandbox';

let sandbox: ListeningSandbox;
let folderId: string;

const json = async (method: string, path: string, body?: unknown) => {
  const response = await fetch(`${sandbox.url}${path}`, {
    method,
    headers: { ...DEMO_KEY, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return response.json();
};

const post = (route: string, fields: Record<string, string>, data: Uint8Array, fileName: string) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set('data', new Blob([Uint8Array.from(data)]), fileName);
  return fetch(`${sandbox.url}${route}`, { method: 'POST', body: form, headers: DEMO_KEY });
};

const fixture = (name: string) => readFileSync(new URL(`../audio/fixtures/${name}`, import.meta.url));

beforeAll(async () => {
  sandbox = await createListeningSandbox();
  const owner = await sandbox.userId();
  const project = await json('POST', '/api/projects', { name: 'Uploads', owner, models: {} });
  folderId = (await json('POST', '/api/folders', { name: 'Takes', project_id: project.id })).id;
});
afterAll(() => sandbox.close());

describe('the one upload path of recordings and calibrations', () => {
  it('measures a 5-minute WAV in the audio worker: exact duration and the peaks of every second', async () => {
    const chunks: Uint8Array[] = [];
    for await (const chunk of longWavStream(300, 16000, 10)) chunks.push(chunk);
    const wav = Buffer.concat(chunks);
    const response = await post('/api/recordings', { parent_folder_id: folderId, microphone: 'file' }, wav, 'long.wav');
    expect(response.status).toBe(200);
    const recording = await response.json();
    expect(recording).toMatchObject({
      state: 'done',
      duration: 300,
      size: wav.length,
      url: `/storage/${recording.id}.wav`,
    });
    const peaks = await json('GET', recording.waveform_url);
    expect(peaks).toMatchObject({ duration: 300, sample_rate: 16000, peaks_per_second: 100, length: 30_000 });
    for (const second of [0, 4, 150, 299])
      expect(peaks.peaks[0][second * 100 + 50]).toBeCloseTo(longWavLevel(second), 2);
  });

  it('checks the form fields before decoding anything', async () => {
    const response = await post(
      '/api/recordings',
      { parent_folder_id: folderId, microphone: 'file', label: 'x'.repeat(41) },
      Buffer.from('not audio'),
      'x.wav',
    );
    expect(response.status).toBe(422);
    expect((await response.json()).detail[0].loc).toEqual(['body', 'label']);
  });

  it('answers a calibration sample that is not audio with 400 naming the file, and keeps nothing', async () => {
    const before = (await json('GET', '/api/calibration')).pagination.count;
    const response = await post(
      '/api/calibration',
      { name: 'Broken' },
      Buffer.from('RIFF....WAVEnot really'),
      'broken.wav',
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ detail: expect.stringMatching(/^broken\.wav: /) });
    expect(readdirSync(sandbox.files.calibrationsDir)).toEqual([]);
    expect(readdirSync(sandbox.files.tmpDir)).toEqual([]);
    expect((await json('GET', '/api/calibration')).pagination.count).toBe(before);
  });

  it('accepts a short calibration sample, as the gateway does, and measures it: enough voice calibrates, too little fails with why', async () => {
    const waitForOutcome = async (id: string) => {
      let calibration = await json('GET', `/api/calibration/${id}`);
      for (let i = 0; i < 100 && calibration.state === 'processing'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        calibration = await json('GET', `/api/calibration/${id}`);
      }
      return calibration;
    };
    // 5 s, all voiced: shorter than the studio asks for, yet enough voice for a mean pitch.
    const voiced = await post(
      '/api/calibration',
      { name: 'Short but voiced' },
      encodeWav(sine(180, 16000, 5), 16000),
      'voiced.wav',
    );
    expect(voiced.status).toBe(200);
    const calibrated = await waitForOutcome((await voiced.json()).id);
    expect(calibrated).toMatchObject({ state: 'calibrated', error: null });
    expect(calibrated.f0).toBeCloseTo(180, 0);
    // 12 s with 1 s of voice: long enough, too little voice.
    const samples = new Float32Array(12 * 16000);
    samples.set(sine(180, 16000, 1));
    const sparse = await post('/api/calibration', { name: 'Mostly silence' }, encodeWav(samples, 16000), 'sparse.wav');
    expect(sparse.status).toBe(200);
    const failed = await waitForOutcome((await sparse.json()).id);
    expect(failed.state).toBe('error');
    expect(failed.error).toMatch(
      /^Only 1\.\d s of voiced speech was found in the sample; a calibration needs at least 3 s/,
    );
  });

  it('refuses an original longer than two hours with 413, stopping at the limit, and keeps nothing', async () => {
    // Silence at 4 kHz: two hours and a minute is 58 MB, under the upload limit.
    const rate = 4000;
    const samples = (ORIGINAL_MAX_SECONDS + 60) * rate;
    const header = wavHeader(samples * 2, rate);
    const file = new Uint8Array(header.length + samples * 2);
    file.set(header);
    const stored = readdirSync(sandbox.files.audioDir).length;
    const response = await post(
      '/api/recordings',
      { parent_folder_id: folderId, microphone: 'file' },
      file,
      'long.wav',
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ detail: 'long.wav: The audio is longer than the 2-hour limit' });
    expect(readdirSync(sandbox.files.audioDir)).toHaveLength(stored);
    expect(readdirSync(sandbox.files.tmpDir)).toEqual([]);
  });

  it('keeps a calibration sample in its own container and measures its pitch from the stream', async () => {
    // MP3 frames stand alone, so the 1.5 s fixture repeated is one valid file above the minimum length.
    const speech = fixture('speech.mp3');
    const long = Buffer.concat(Array.from({ length: Math.ceil(CALIBRATION_MIN_SECONDS / 1.5) + 1 }, () => speech));
    const response = await post('/api/calibration', { name: 'From mp3' }, long, 'speech.mp3');
    expect(response.status).toBe(200);
    const created = await response.json();
    expect(created).toMatchObject({ state: 'processing', key: `calibrations/${created.id}.mp3` });
    let calibration = created;
    for (let i = 0; i < 100 && calibration.state === 'processing'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      calibration = await json('GET', `/api/calibration/${created.id}`);
    }
    expect(calibration.state).toBe('calibrated');
    // espeak-ng's default English voice speaks around 100-140 Hz.
    expect(calibration.f0).toBeGreaterThan(80);
    expect(calibration.f0).toBeLessThan(180);
  });
});
