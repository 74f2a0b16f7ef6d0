import { describe, expect, it } from 'vitest';
import {
  Accent,
  AccentSamplesQuery,
  AgeGroup,
  Gender,
  LegacyTtsVoice,
  NarrationStyle,
  NarrationStyleSamplesQuery,
  PitchGroup,
  SamplesResponse,
  Species,
  Visibility,
  Voice,
  VoiceFavoriteBody,
  VoiceIdParams,
  VoiceList,
  VoiceListQuery,
  VoiceSearchQuery,
  VoiceSearchResponse,
  VoiceSettingsBody,
  VoiceSort,
  narrationStyleName,
} from './voices';

const uuid = '5f0c1b9e-1c1a-4c5e-9b7a-2f9d1c3e4a5b';
const accent = {
  id: uuid,
  is_default: true,
  native: true,
  info: { name: 'British', short_name: 'GB', locale: 'en-GB' },
  tiers: [{ name: 'free' }],
};
const style = {
  id: uuid,
  is_default: true,
  info: { name: 'Calm' },
  tags: [{ name: 'Mellow' }],
  settings: { favorite: false },
};
const voice = {
  id: uuid,
  owner_id: uuid,
  name: 'Roman',
  slug: 'roman',
  visibility: 'public',
  species: 'human',
  artist: null,
  verified_artist: false,
  gender: 'male',
  pitch: 110,
  age_group: 'adult',
  pitch_group: 'low',
  nationality: 'British',
  image_url: null,
  thumbnail_url: null,
  description: 'A warm voice',
  rating: 80,
  active: true,
  created_at: '2024-03-14T12:00:00Z',
  favorite: false,
  available: true,
  accents: [accent],
  narration_styles: [style],
  tiers: [{ name: 'free' }],
};

describe('voice enums', () => {
  it('lists exactly the documented values', () => {
    expect(Visibility.options).toEqual(['public', 'paid', 'private', 'kids']);
    expect(Species.options).toEqual(['human', 'animal', 'other']);
    expect(Gender.options).toEqual(['male', 'female']);
    expect(AgeGroup.options).toEqual(['child', 'young', 'adult', 'senior']);
    expect(PitchGroup.options).toEqual(['low', 'mid', 'high']);
    expect(VoiceSort.options).toEqual(['default', 'name', 'pitch', 'rating', 'created_at']);
  });
});

describe('voice resource', () => {
  it('reads a voice with its accents and styles; unknown fields pass', () => {
    expect(Voice.safeParse({ ...voice, new_field: 1 }).success).toBe(true);
    expect(VoiceList.safeParse({ list: [voice], pagination: { count: 1, limit: 25, offset: 0 } }).success).toBe(true);
    expect(VoiceSearchResponse.safeParse([voice]).success).toBe(true);
  });

  it('defaults favorite and available to false and accent settings to {favorite:false, semitones_correction:0}', () => {
    const { favorite: _favorite, available: _available, ...bare } = voice;
    expect(Voice.parse(bare)).toMatchObject({ favorite: false, available: false });
    expect(Accent.parse({ ...accent, settings: {} }).settings).toEqual({ favorite: false, semitones_correction: 0 });
  });

  it('bounds rating to 0..100 and description to 2048', () => {
    expect(Voice.safeParse({ ...voice, rating: 0 }).success).toBe(true);
    expect(Voice.safeParse({ ...voice, rating: 100 }).success).toBe(true);
    expect(Voice.safeParse({ ...voice, rating: 101 }).success).toBe(false);
    expect(Voice.safeParse({ ...voice, rating: -1 }).success).toBe(false);
    expect(Voice.safeParse({ ...voice, description: 'a'.repeat(2048) }).success).toBe(true);
    expect(Voice.safeParse({ ...voice, description: 'a'.repeat(2049) }).success).toBe(false);
  });

  it('rejects values outside the enums', () => {
    expect(Voice.safeParse({ ...voice, visibility: 'secret' }).success).toBe(false);
    expect(Voice.safeParse({ ...voice, gender: 'other' }).success).toBe(false);
    expect(Voice.safeParse({ ...voice, age_group: 'teen' }).success).toBe(false);
  });

  it('reads narration styles with info, tags, both or neither, and names them', () => {
    expect(NarrationStyle.safeParse({ id: uuid, is_default: false }).success).toBe(true);
    expect(NarrationStyle.safeParse({ id: uuid, is_default: false, tags: [{ name: 'Raspy' }] }).success).toBe(true);
    expect(NarrationStyle.safeParse({ id: uuid, is_default: false, tags: [{}] }).success).toBe(false);
    expect(narrationStyleName({ id: uuid, is_default: true, tags: [{ name: 'Mellow' }, { name: 'Raspy' }] })).toBe(
      'Mellow, Raspy',
    );
    expect(narrationStyleName({ id: uuid, is_default: true, tags: [], info: { name: 'Calm' } })).toBe('Calm');
    expect(narrationStyleName({ id: uuid, is_default: true })).toBe('Style');
  });

  it('reads legacy TTS voices with a name of at most 100', () => {
    const legacy = { id: uuid, visibility: 'public', name: 'a'.repeat(100), f0: 120, is_default: true };
    expect(LegacyTtsVoice.safeParse(legacy).success).toBe(true);
    expect(LegacyTtsVoice.safeParse({ ...legacy, name: 'a'.repeat(101) }).success).toBe(false);
    expect(LegacyTtsVoice.safeParse({ ...legacy, visibility: 'paid' }).success).toBe(false);
  });
});

describe('voice queries and bodies', () => {
  it('defaults the list to 25, sort default, direction desc, with limit 0..100', () => {
    expect(VoiceListQuery.parse({})).toEqual({ limit: 25, offset: 0, sort: 'default', direction: 'desc' });
    expect(VoiceListQuery.safeParse({ limit: '100' }).success).toBe(true);
    expect(VoiceListQuery.safeParse({ limit: '101' }).success).toBe(false);
    expect(VoiceListQuery.safeParse({ limit: '-1' }).success).toBe(false);
    expect(VoiceListQuery.safeParse({ sort: 'popularity' }).success).toBe(false);
    expect(VoiceListQuery.safeParse({ direction: 'up' }).success).toBe(false);
  });

  it.each(['visibility', 'species', 'gender', 'age_group', 'pitch_group', 'nationality'] as const)(
    'reads the %s filter once or repeated as an array',
    (key) => {
      const values = {
        visibility: ['public', 'kids'],
        species: ['human', 'animal'],
        gender: ['female', 'male'],
        age_group: ['child', 'senior'],
        pitch_group: ['low', 'high'],
        nationality: ['British', 'Ukrainian'],
      }[key];
      expect(VoiceListQuery.parse({ [key]: values[0] })[key]).toEqual([values[0]]);
      expect(VoiceListQuery.parse({ [key]: values })[key]).toEqual(values);
    },
  );

  it('rejects filter values outside the enums, even one among several', () => {
    expect(VoiceListQuery.safeParse({ species: 'robot' }).success).toBe(false);
    expect(VoiceListQuery.safeParse({ gender: ['female', 'x'] }).success).toBe(false);
    expect(VoiceListQuery.safeParse({ nationality: '' }).success).toBe(false);
  });

  it('searches by a name of at least 2 characters, limit default 5 at most 10', () => {
    expect(VoiceSearchQuery.parse({ name: 'ro' })).toEqual({ name: 'ro', limit: 5 });
    expect(VoiceSearchQuery.safeParse({ name: 'r' }).success).toBe(false);
    expect(VoiceSearchQuery.safeParse({}).success).toBe(false);
    expect(VoiceSearchQuery.safeParse({ name: 'ro', limit: '10' }).success).toBe(true);
    expect(VoiceSearchQuery.safeParse({ name: 'ro', limit: '11' }).success).toBe(false);
  });

  it('favourites with no body (toggle), {} (toggle) or {favorite}', () => {
    expect(VoiceFavoriteBody.parse(undefined)).toBeUndefined();
    expect(VoiceFavoriteBody.parse({})).toEqual({});
    expect(VoiceFavoriteBody.parse({ favorite: true })).toEqual({ favorite: true });
    expect(VoiceFavoriteBody.safeParse({ favorite: 'yes' }).success).toBe(false);
    expect(VoiceFavoriteBody.safeParse({ star: true }).success).toBe(false);
  });

  it('saves settings: voice_id required, semitones within ±12', () => {
    expect(VoiceSettingsBody.safeParse({ voice_id: uuid }).success).toBe(true);
    expect(VoiceSettingsBody.safeParse({ accent_id: uuid }).success).toBe(false);
    expect(
      VoiceSettingsBody.safeParse({
        voice_id: uuid,
        accent_id: uuid,
        semitones_correction: -12,
        narration_style_id: uuid,
      }).success,
    ).toBe(true);
    expect(VoiceSettingsBody.safeParse({ voice_id: uuid, semitones_correction: 12 }).success).toBe(true);
    expect(VoiceSettingsBody.safeParse({ voice_id: uuid, semitones_correction: 12.1 }).success).toBe(false);
    expect(VoiceSettingsBody.safeParse({ voice_id: uuid, semitones_correction: -12.1 }).success).toBe(false);
    expect(VoiceSettingsBody.safeParse({ voice_id: uuid, favorite: true }).success).toBe(false);
  });

  it('asks for samples by accent or narration style, answered as {samples}', () => {
    expect(AccentSamplesQuery.safeParse({ accent_id: uuid }).success).toBe(true);
    expect(AccentSamplesQuery.safeParse({}).success).toBe(false);
    expect(NarrationStyleSamplesQuery.safeParse({ narration_style_id: uuid }).success).toBe(true);
    expect(NarrationStyleSamplesQuery.safeParse({ narration_style_id: 'x' }).success).toBe(false);
    expect(SamplesResponse.safeParse({ samples: { en: '/storage/a.wav' } }).success).toBe(true);
    expect(SamplesResponse.safeParse({}).success).toBe(false);
    expect(VoiceIdParams.safeParse({ voice_id: 'x' }).success).toBe(false);
  });
});
