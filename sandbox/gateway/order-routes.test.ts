import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeToMono } from '../audio/testing/decode-mono';
import { meanF0 } from '../audio/dsp/pitch';
import { syntheticVowel } from '../audio/testing/synthetic-voice';
import { encodeWav } from '../../audio-formats/wav-file';
import { VOICE_CATALOGUE } from '../catalogue/voice-catalogue';
import { targetF0 } from '../catalogue/voice-rendering';
import { createListeningSandbox, type ListeningSandbox } from '../testing/listening-sandbox';
import { DEMO_KEY, OTHER_KEY } from '../testing/test-sandbox';

let sandbox: ListeningSandbox;
let folderId: string;
let original: { id: string; duration: number };

const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = DEMO_KEY) => {
  const response = await fetch(`${sandbox.url}${path}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
};

async function waitForState(id: string, timeoutMs = 30_000) {
  const started = Date.now();
  for (;;) {
    const { body } = await call('GET', `/api/recordings/${id}`);
    if (body.state === 'done' || body.state === 'error') return body;
    if (Date.now() - started > timeoutMs) throw new Error(`recording ${id} still ${body.state}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const voice = (name: string) => VOICE_CATALOGUE.find((candidate) => candidate.name === name)!;

beforeAll(async () => {
  sandbox = await createListeningSandbox();
  const owner = await sandbox.userId();
  const project = (await call('POST', '/api/projects', { name: 'Orders', owner, models: {} })).body;
  folderId = (await call('POST', '/api/folders', { name: 'Takes', project_id: project.id })).body.id;
  original = await (await sandbox.upload(folderId, 'speech.wav')).json();
});
afterAll(() => sandbox.close());

describe('conversion orders', () => {
  it('converts speech into three voices at their target pitch, keeping the duration, and spends credits', async () => {
    const targets = [voice('Yuri'), voice('Aurora'), voice('Kit')];
    const order = await call('POST', '/api/v2/orders', {
      original_id: original.id,
      conversions: targets.map((v) => ({ voice_id: v.id })),
    });
    expect(order.status).toBe(200);
    expect(order.body).toHaveLength(3);
    expect(order.body[0]).toMatchObject({ original_id: original.id, state: 'new' });
    const first = await call('GET', `/api/recordings/${order.body[0].conversion_id}`);
    expect(first.body).toMatchObject({ type: 'converted', original_id: original.id, voice_name: 'Yuri' });
    expect(['processing', 'done']).toContain(first.body.state);
    for (const [index, entry] of order.body.entries()) {
      const done = await waitForState(entry.conversion_id);
      expect(done.state, done.error).toBe('done');
      expect(done.url).toBe(`/storage/${done.id}.wav`);
      expect(done.converted_at).toBeTruthy();
      const audio = await decodeToMono(
        Buffer.from(await (await fetch(`${sandbox.url}${done.url}`, { headers: DEMO_KEY })).arrayBuffer()),
      );
      const expected = targetF0(targets[index]!, targets[index]!.accents[0]!.spec, 0);
      const f0 = meanF0(audio.samples, audio.sampleRate)!;
      expect(
        Math.abs(f0 - expected) / expected,
        `${targets[index]!.name}: ${f0.toFixed(1)} Hz vs ${expected.toFixed(1)} Hz`,
      ).toBeLessThan(0.05);
      expect(Math.abs(audio.duration - original.duration) / original.duration).toBeLessThan(0.02);
    }
    const credits = (await call('GET', '/api/credits')).body;
    expect(credits.credits).toBeCloseTo(3600 - 3 * original.duration, 0);
    expect((await call('GET', `/api/recordings/conversions?original_id=${original.id}`)).body.pagination.count).toBe(3);
  });

  it('moves the pitch by the accent and the semitone correction', async () => {
    const aurora = voice('Aurora');
    const accent = aurora.accents[1]!;
    const order = await call('POST', '/api/v2/orders', {
      original_id: original.id,
      conversions: [{ voice_id: aurora.id, accent_id: accent.id, semitones_correction: -3 }],
    });
    const done = await waitForState(order.body[0].conversion_id);
    const audio = await decodeToMono(
      Buffer.from(await (await fetch(`${sandbox.url}${done.url}`, { headers: DEMO_KEY })).arrayBuffer()),
    );
    const expected = targetF0(aurora, accent.spec, -3);
    expect(Math.abs(meanF0(audio.samples, audio.sampleRate)! - expected) / expected).toBeLessThan(0.05);
    expect(done).toMatchObject({ accent_id: accent.id, semitones_correction: -3 });
  });

  it('creates a TTS original, then converts it with a narration style', async () => {
    const tts = await call('POST', '/api/v2/recordings/tts', {
      parent_folder_id: folderId,
      text: 'Welcome to the studio. Enjoy your stay.',
    });
    expect(tts.body).toMatchObject({
      type: 'original',
      tts: true,
      text: 'Welcome to the studio. Enjoy your stay.',
      state: 'processing',
    });
    const ready = await waitForState(tts.body.id);
    expect(ready.duration).toBeGreaterThan(1.5);
    const olesia = voice('Olesia');
    const missingStyle = await call('POST', '/api/v2/orders', {
      original_id: ready.id,
      conversions: [{ voice_id: olesia.id }],
    });
    expect(missingStyle.status).toBe(400);
    expect(missingStyle.body.detail).toMatch(/narration_style_id is required/);
    const order = await call('POST', '/api/v2/orders', {
      original_id: ready.id,
      conversions: [{ voice_id: olesia.id, narration_style_id: olesia.narration_styles[1]!.id }],
    });
    const done = await waitForState(order.body[0].conversion_id);
    expect(done).toMatchObject({ state: 'done', tts: true, narration_style_name: 'Mellow, Warm' });
    const ukrainian = await call('POST', '/api/v2/recordings/tts', {
      parent_folder_id: folderId,
      text: 'Добрий день, друзі!',
    });
    expect((await waitForState(ukrainian.body.id)).state).toBe('done');
    const unsupported = await call('POST', '/api/v2/recordings/tts', {
      parent_folder_id: folderId,
      text: 'Bonjour',
      text_language: 'fr',
    });
    expect(unsupported.status).toBe(400);
  });

  it('accepts an order for a TTS original still processing, as the Python client places it, and prices it once the duration is known', async () => {
    const before = (await call('GET', '/api/credits')).body.credits;
    const tts = await call('POST', '/api/v2/recordings/tts', {
      parent_folder_id: folderId,
      text: 'Ordered at once. The client polls only the conversion.',
      text_language: 'en',
    });
    const olesia = voice('Olesia');
    const order = await call('POST', '/api/v2/orders', {
      original_id: tts.body.id,
      conversions: [{ voice_id: olesia.id, narration_style_id: olesia.narration_styles[0]!.id }],
    });
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    expect(order.body[0]).toMatchObject({ original_id: tts.body.id, state: 'new' });
    const waiting = await call('GET', `/api/recordings/${order.body[0].conversion_id}`);
    expect(waiting.body.state).toBe('processing');
    const done = await waitForState(order.body[0].conversion_id);
    expect(done.state, done.error).toBe('done');
    expect(done.duration).toBeGreaterThan(1);
    const original = (await call('GET', `/api/recordings/${tts.body.id}`)).body;
    expect(original.state).toBe('done');
    const spent = before - (await call('GET', '/api/credits')).body.credits;
    expect(spent).toBeCloseTo(original.duration, 1);
  });

  it('ends a conversion waiting for its original in error when the credits do not cover the price', async () => {
    sandbox.db.prepare("UPDATE users SET credits = 0.5 WHERE email = 'demo@example.com'").run();
    try {
      const tts = await call('POST', '/api/v2/recordings/tts', {
        parent_folder_id: folderId,
        text: 'A longer text than half a credit can pay for.',
      });
      const olesia = voice('Olesia');
      const order = await call('POST', '/api/v2/orders', {
        original_id: tts.body.id,
        conversions: [{ voice_id: olesia.id, narration_style_id: olesia.narration_styles[0]!.id }],
      });
      expect(order.status).toBe(200);
      const failed = await waitForState(order.body[0].conversion_id);
      expect(failed.state).toBe('error');
      expect(failed.error).toMatch(/needs \d+\.\d\d credits; the account has 0\.50/);
      expect((await call('GET', '/api/credits')).body.credits).toBe(0.5);
    } finally {
      sandbox.db.prepare("UPDATE users SET credits = 3600 WHERE email = 'demo@example.com'").run();
    }
  });

  it('redoes and retries a conversion', async () => {
    const order = await call('POST', '/api/v2/orders', {
      original_id: original.id,
      conversions: [{ voice_id: voice('Dmytro').id }],
    });
    const id = order.body[0].conversion_id;
    await waitForState(id);
    const redo = await call('POST', `/api/recordings/conversion-redo/${id}`);
    expect(redo.body.state).toBe('processing');
    expect((await waitForState(id)).state).toBe('done');
    const retry = await call('POST', `/api/v2/orders/retry/${id}`);
    expect(retry.body).toMatchObject({ conversion_id: id, state: 'new' });
    expect((await waitForState(id)).state).toBe('done');
  });

  it('rejects bad orders with the documented statuses', async () => {
    expect((await call('POST', '/api/v2/orders', { original_id: original.id, conversions: [] })).status).toBe(422);
    expect(
      (
        await call('POST', '/api/v2/orders', {
          original_id: original.id,
          conversions: [{ voice_id: voice('Aurora').id, semitones_correction: 13 }],
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await call('POST', '/api/v2/orders', {
          original_id: original.id,
          conversions: [{ voice_id: '00000000-0000-4000-8000-000000000000' }],
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(
          'POST',
          '/api/v2/orders',
          { original_id: original.id, conversions: [{ voice_id: voice('Aurora').id }] },
          OTHER_KEY,
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await call(
          'POST',
          '/api/v2/orders',
          { original_id: original.id, conversions: [{ voice_id: voice('Aurora').id }] },
          {},
        )
      ).status,
    ).toBe(401);
    sandbox.db.prepare("UPDATE users SET credits = 0 WHERE email = 'demo@example.com'").run();
    expect(
      (
        await call('POST', '/api/v2/orders', {
          original_id: original.id,
          conversions: [{ voice_id: voice('Aurora').id }],
        })
      ).status,
    ).toBe(402);
    sandbox.db.prepare("UPDATE users SET credits = 3600 WHERE email = 'demo@example.com'").run();
  });

  it('serves legacy models and converts with one', async () => {
    const models = (await call('GET', '/api/models')).body;
    expect(models.pagination.count).toBeGreaterThan(10);
    const model = models.list[0];
    const legacy = await call('POST', '/api/recordings/conversion-order', {
      original_id: original.id,
      models: [{ id: model.id, name: model.name, params: [] }],
    });
    expect(legacy.body[0]).toMatchObject({ type: 'converted', voice_name: model.name });
    expect((await waitForState(legacy.body[0].id)).state).toBe('done');
    expect((await call('GET', '/api/tts-voices')).body.length).toBeGreaterThan(0);
  });
});

describe('calibrations', () => {
  const sample = (f0: number) => {
    // Just over the 10 s a calibration sample needs.
    const voiceSample = syntheticVowel({ f0, seconds: 10.5 });
    return encodeWav(voiceSample.samples, voiceSample.sampleRate);
  };
  const create = async (name: string, bytes: Uint8Array) => {
    const form = new FormData();
    form.set('name', name);
    form.set('data', new Blob([Uint8Array.from(bytes)]), 'sample.wav');
    const response = await fetch(`${sandbox.url}/api/calibration`, { method: 'POST', body: form, headers: DEMO_KEY });
    return { status: response.status, body: await response.json() };
  };
  const waitCalibrated = async (id: string) => {
    for (let i = 0; i < 200; i++) {
      const { body } = await call('GET', `/api/calibration/${id}`);
      if (body.state !== 'processing') return body;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('calibration still processing');
  };

  it('measures the f0 of a sample within 5%, enables exactly one, and errors on silence', async () => {
    const created = await create('Low voice', sample(132));
    expect(created.body).toMatchObject({ name: 'Low voice', state: 'processing', enabled: false });
    const calibrated = await waitCalibrated(created.body.id);
    expect(calibrated.state).toBe('calibrated');
    expect(Math.abs(calibrated.f0 - 132) / 132).toBeLessThan(0.05);
    expect((await create('Low voice', sample(132))).status).toBe(400);

    const second = await waitCalibrated((await create('High voice', sample(240))).body.id);
    await call('PUT', `/api/calibration/${calibrated.id}/enable`);
    await call('PUT', `/api/calibration/${second.id}/enable`);
    const list = (await call('GET', '/api/calibration')).body;
    expect(list.list.filter((c: { enabled: boolean }) => c.enabled).map((c: { id: string }) => c.id)).toEqual([
      second.id,
    ]);
    await call('POST', '/api/calibration/auto');
    expect((await call('GET', '/api/calibration')).body.list.some((c: { enabled: boolean }) => c.enabled)).toBe(false);

    const silent = await waitCalibrated(
      (await create('Silence', encodeWav(new Float32Array(16000 * 11), 16000))).body.id,
    );
    expect(silent.state).toBe('error');
    expect(silent.error).toMatch(/No voiced speech/);
    expect((await call('PATCH', `/api/calibration/${silent.id}`, { name: 'Renamed' })).body.name).toBe('Renamed');
    expect((await call('GET', `/api/calibration/${silent.id}`, undefined, OTHER_KEY)).status).toBe(403);
    expect((await call('DELETE', `/api/calibration/${silent.id}`)).body.id).toBe(silent.id);
  });

  it('uses the chosen calibration as the speaker’s pitch', async () => {
    const calibration = await waitCalibrated((await create('Chosen', sample(200))).body.id);
    const aurora = voice('Aurora');
    const order = await call('POST', '/api/v2/orders', {
      original_id: original.id,
      calibration_id: calibration.id,
      use_calibration: true,
      conversions: [{ voice_id: aurora.id }],
    });
    const done = await waitForState(order.body[0].conversion_id);
    expect(done).toMatchObject({ calibration_id: calibration.id, calibration_name: 'Chosen' });
    expect(done.calibration_value).toBeCloseTo(calibration.f0, 1);
  });
});
