import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Voice } from '../../contract/gateway/voices';
import { decodeToMono } from '../audio/testing/decode-mono';
import { meanF0 } from '../audio/dsp/pitch';
import { targetF0 } from '../catalogue/voice-rendering';
import { VOICE_CATALOGUE } from '../catalogue/voice-catalogue';
import { createTestSandbox, DEMO_KEY, OTHER_KEY, type TestSandbox } from '../testing/test-sandbox';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

const get = async (url: string, headers: Record<string, string> = DEMO_KEY) => {
  const response = await sandbox.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json() };
};

describe('voice catalogue', () => {
  it('has at least 24 voices covering every enum value, each valid against the contract', () => {
    expect(VOICE_CATALOGUE.length).toBeGreaterThanOrEqual(24);
    const values = (key: 'visibility' | 'species' | 'gender' | 'age_group' | 'pitch_group') =>
      new Set(VOICE_CATALOGUE.map((v) => v[key]));
    expect([...values('visibility')].sort()).toEqual(['kids', 'paid', 'private', 'public']);
    expect([...values('species')].sort()).toEqual(['animal', 'human', 'other']);
    expect([...values('gender')].sort()).toEqual(['female', 'male']);
    expect([...values('age_group')].sort()).toEqual(['adult', 'child', 'senior', 'young']);
    expect([...values('pitch_group')].sort()).toEqual(['high', 'low', 'mid']);
    for (const voice of VOICE_CATALOGUE) {
      expect(voice.accents.length).toBeGreaterThanOrEqual(1);
      expect(voice.accents.length).toBeLessThanOrEqual(4);
      expect(voice.accents.filter((a) => a.is_default)).toHaveLength(1);
    }
  });

  it('lists with the envelope, repeatable filters, sort and paging', async () => {
    const first = await get('/api/v2/voices');
    expect(first.body.pagination).toEqual({ count: VOICE_CATALOGUE.length, limit: 25, offset: 0 });
    for (const voice of first.body.list) expect(Voice.safeParse(voice).success).toBe(true);
    const kids = await get('/api/v2/voices?visibility=kids&gender=female');
    expect(
      kids.body.list.every(
        (v: { visibility: string; gender: string }) => v.visibility === 'kids' && v.gender === 'female',
      ),
    ).toBe(true);
    const two = await get('/api/v2/voices?species=animal&species=other');
    expect(new Set(two.body.list.map((v: { species: string }) => v.species))).toEqual(new Set(['animal', 'other']));
    const byPitch = await get('/api/v2/voices?sort=pitch&direction=asc&limit=3&offset=1');
    const pitches = byPitch.body.list.map((v: { pitch: number }) => v.pitch);
    expect(pitches).toEqual([...pitches].sort((a: number, b: number) => a - b));
    expect(byPitch.body.list).toHaveLength(3);
    expect((await get('/api/v2/voices?gender=robot')).status).toBe(422);
    expect((await get('/api/v2/voices?limit=101')).status).toBe(422);
    expect((await get('/api/v2/voices', {})).status).toBe(401);
    expect((await get('/api/v2/voices/search?name=ir')).body.map((v: { name: string }) => v.name)).toContain('Iryna');
    expect((await get('/api/v2/voices/search?name=i')).status).toBe(422);
  });

  it('keeps favourites and settings per user', async () => {
    const voice = VOICE_CATALOGUE[0]!;
    const favorite = await sandbox.app.inject({
      method: 'POST',
      url: `/api/v2/voices/favorite/${voice.id}`,
      headers: DEMO_KEY,
      payload: { favorite: true },
    });
    expect(favorite.json().favorite).toBe(true);
    const theirs = await get(`/api/v2/voices/search?name=${voice.name}`, OTHER_KEY);
    expect(theirs.body[0].favorite).toBe(false);
    const toggled = await sandbox.app.inject({
      method: 'POST',
      url: `/api/v2/voices/favorite/${voice.id}`,
      headers: DEMO_KEY,
    });
    expect(toggled.json().favorite).toBe(false);
    const accent = voice.accents[1]!;
    const settings = await sandbox.app.inject({
      method: 'POST',
      url: '/api/v2/voices/settings',
      headers: DEMO_KEY,
      payload: {
        voice_id: voice.id,
        accent_id: accent.id,
        semitones_correction: 2,
        narration_style_id: voice.narration_styles[0]!.id,
      },
    });
    const saved = settings.json().accents.find((a: { id: string }) => a.id === accent.id);
    expect(saved.settings).toEqual({ favorite: true, semitones_correction: 2 });
    expect(settings.json().narration_styles[0].settings.favorite).toBe(true);
    const wrong = await sandbox.app.inject({
      method: 'POST',
      url: '/api/v2/voices/settings',
      headers: DEMO_KEY,
      payload: { voice_id: voice.id, accent_id: VOICE_CATALOGUE[1]!.accents[0]!.id },
    });
    expect(wrong.statusCode).toBe(400);
  });

  it('renders an accent sample at the voice’s pitch and caches it', async () => {
    const voice = VOICE_CATALOGUE.find((v) => v.name === 'Aurora')!;
    const accent = voice.accents[0]!;
    const response = await get(`/api/v2/accents/samples?accent_id=${accent.id}`);
    const entry = Object.values(response.body.samples)[0] as { url: string };
    const audio = await sandbox.app.inject({ method: 'GET', url: entry.url, headers: DEMO_KEY });
    expect(audio.headers['content-type']).toBe('audio/wav');
    const decoded = await decodeToMono(audio.rawPayload);
    const f0 = meanF0(decoded.samples, decoded.sampleRate)!;
    expect(Math.abs(f0 - targetF0(voice, accent.spec, 0)) / targetF0(voice, accent.spec, 0)).toBeLessThan(0.08);
    expect((await get(`/api/v2/accents/samples?accent_id=${accent.id}`)).body).toEqual(response.body);
    expect((await get('/api/v2/accents/samples?accent_id=00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});
