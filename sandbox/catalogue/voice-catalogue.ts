import type { Voice } from '../../contract/gateway/voices';
import { stableId } from './stable-id';

/**
 * The sandbox's voice catalogue, generated in code (deterministic ids, no files). Every value of visibility,
 * species, gender, age group and pitch group appears. `formantRatio` is the character the conversion gives:
 * vocal-tract size relative to an adult male (women ~1.12, children ~1.25, large animals below 1).
 */
export type AccentSpec = { locale: string; name: string; shortName: string; shiftSemitones: number };
export type StyleSpec = { tags: string[]; rate: number; range: number; pitchShift: number };

type Tier = { name: string };

export type CatalogueAccent = {
  id: string;
  is_default: boolean;
  native: boolean;
  info: { name: string; short_name: string; locale: string };
  tiers: Tier[];
  available: boolean;
  spec: AccentSpec;
};

export type CatalogueStyle = { id: string; is_default: boolean; info: { name: string }; tags: Tier[]; spec: StyleSpec };

export type CatalogueVoice = {
  id: string;
  owner_id: string;
  name: string;
  slug: string;
  visibility: Voice['visibility'];
  species: NonNullable<Voice['species']>;
  artist: string;
  verified_artist: boolean;
  gender: NonNullable<Voice['gender']>;
  pitch: number;
  age_group: NonNullable<Voice['age_group']>;
  pitch_group: NonNullable<Voice['pitch_group']>;
  nationality: string;
  /** No pictures: the catalogue leaves them out as the document allows, and the studio draws each voice's own. */
  image_url: null;
  thumbnail_url: null;
  description: string;
  rating: number;
  active: boolean;
  created_at: string;
  tiers: Tier[];
  formantRatio: number;
  accents: CatalogueAccent[];
  narration_styles: CatalogueStyle[];
};

const ACCENTS: Record<string, AccentSpec> = {
  'en-US': { locale: 'en-US', name: 'American English', shortName: 'US', shiftSemitones: 0 },
  'en-GB': { locale: 'en-GB', name: 'British English', shortName: 'UK', shiftSemitones: -0.5 },
  'en-AU': { locale: 'en-AU', name: 'Australian English', shortName: 'AU', shiftSemitones: 0.5 },
  'uk-UA': { locale: 'uk-UA', name: 'Ukrainian', shortName: 'UA', shiftSemitones: 1 },
  'es-ES': { locale: 'es-ES', name: 'Spanish', shortName: 'ES', shiftSemitones: 0.5 },
  'de-DE': { locale: 'de-DE', name: 'German', shortName: 'DE', shiftSemitones: -1 },
};

const STYLES: Record<string, StyleSpec> = {
  neutral: { tags: ['Neutral'], rate: 170, range: 50, pitchShift: 0 },
  warm: { tags: ['Mellow', 'Warm'], rate: 150, range: 40, pitchShift: -1 },
  bright: { tags: ['Energetic', 'Bright'], rate: 195, range: 80, pitchShift: 1 },
  calm: { tags: ['Calm', 'Slow'], rate: 130, range: 25, pitchShift: 0 },
  storyteller: { tags: ['Storyteller', 'Expressive'], rate: 160, range: 95, pitchShift: 0 },
};

type Row = [
  name: string,
  artist: string,
  nationality: string,
  visibility: Voice['visibility'],
  species: NonNullable<Voice['species']>,
  gender: NonNullable<Voice['gender']>,
  age: NonNullable<Voice['age_group']>,
  pitch: number,
  formantRatio: number,
  rating: number,
  accents: string[],
  styles: string[],
];

const ROWS: Row[] = [
  [
    'Aurora',
    'Maya Lindgren',
    'Swedish',
    'public',
    'human',
    'female',
    'adult',
    205,
    1.12,
    92,
    ['en-US', 'en-GB'],
    ['neutral', 'warm', 'bright'],
  ],
  [
    'Boris',
    'Oleh Hnatiuk',
    'Ukrainian',
    'public',
    'human',
    'male',
    'senior',
    98,
    0.96,
    81,
    ['uk-UA', 'en-GB'],
    ['calm', 'storyteller'],
  ],
  [
    'Celeste',
    'Ines Duarte',
    'Portuguese',
    'paid',
    'human',
    'female',
    'young',
    228,
    1.14,
    88,
    ['en-US', 'es-ES'],
    ['bright', 'neutral'],
  ],
  [
    'Dmytro',
    'Dmytro Koval',
    'Ukrainian',
    'public',
    'human',
    'male',
    'adult',
    118,
    1.0,
    90,
    ['uk-UA', 'en-US'],
    ['neutral', 'warm'],
  ],
  [
    'Elliot',
    'Sam Porter',
    'American',
    'public',
    'human',
    'male',
    'young',
    132,
    1.03,
    77,
    ['en-US'],
    ['bright', 'neutral'],
  ],
  [
    'Fiona',
    'Fiona McRae',
    'Scottish',
    'paid',
    'human',
    'female',
    'senior',
    182,
    1.08,
    84,
    ['en-GB'],
    ['storyteller', 'calm'],
  ],
  ['Gus', 'Tom Becker', 'German', 'private', 'human', 'male', 'adult', 105, 0.98, 70, ['de-DE', 'en-US'], ['neutral']],
  [
    'Hana',
    'Hana Sato',
    'Japanese',
    'public',
    'human',
    'female',
    'adult',
    215,
    1.13,
    86,
    ['en-US', 'en-AU'],
    ['warm', 'calm'],
  ],
  [
    'Iryna',
    'Iryna Melnyk',
    'Ukrainian',
    'public',
    'human',
    'female',
    'young',
    235,
    1.15,
    94,
    ['uk-UA', 'en-US', 'en-GB'],
    ['neutral', 'bright', 'storyteller'],
  ],
  [
    'Jasper',
    'Liam O’Neill',
    'Irish',
    'paid',
    'human',
    'male',
    'senior',
    92,
    0.95,
    79,
    ['en-GB', 'en-US'],
    ['storyteller'],
  ],
  [
    'Kit',
    'Nora Blake',
    'Australian',
    'kids',
    'human',
    'female',
    'child',
    290,
    1.28,
    83,
    ['en-AU', 'en-US'],
    ['bright', 'neutral'],
  ],
  ['Leo', 'Ben Carter', 'British', 'kids', 'human', 'male', 'child', 270, 1.25, 80, ['en-GB'], ['bright']],
  [
    'Mira',
    'Mira Kovacs',
    'Hungarian',
    'private',
    'human',
    'female',
    'adult',
    198,
    1.1,
    72,
    ['en-US', 'de-DE'],
    ['calm'],
  ],
  [
    'Nestor',
    'Carlos Vega',
    'Spanish',
    'public',
    'human',
    'male',
    'adult',
    112,
    1.0,
    85,
    ['es-ES', 'en-US', 'en-GB', 'de-DE'],
    ['neutral', 'warm'],
  ],
  [
    'Olesia',
    'Olesia Bondar',
    'Ukrainian',
    'public',
    'human',
    'female',
    'adult',
    210,
    1.12,
    95,
    ['uk-UA', 'en-US'],
    ['neutral', 'warm', 'calm'],
  ],
  ['Pip', 'Studio Sandbox', 'British', 'kids', 'animal', 'male', 'child', 340, 1.35, 76, ['en-GB'], []],
  ['Rex', 'Studio Sandbox', 'American', 'public', 'animal', 'male', 'adult', 85, 0.85, 74, ['en-US'], []],
  ['Sable', 'Studio Sandbox', 'Canadian', 'paid', 'animal', 'female', 'young', 250, 1.2, 71, ['en-US'], []],
  ['Tock', 'Studio Sandbox', 'International', 'public', 'other', 'male', 'adult', 140, 0.9, 68, ['en-US', 'en-GB'], []],
  ['Umbra', 'Studio Sandbox', 'International', 'private', 'other', 'female', 'senior', 160, 0.8, 66, ['en-US'], []],
  [
    'Vesna',
    'Vesna Petrenko',
    'Ukrainian',
    'paid',
    'human',
    'female',
    'senior',
    190,
    1.07,
    87,
    ['uk-UA'],
    ['storyteller', 'calm'],
  ],
  ['Wren', 'Studio Sandbox', 'Welsh', 'kids', 'other', 'female', 'child', 310, 1.3, 78, ['en-GB', 'en-US'], []],
  [
    'Xavier',
    'Xavier Laurent',
    'French',
    'public',
    'human',
    'male',
    'young',
    125,
    1.02,
    82,
    ['en-US', 'es-ES'],
    ['neutral', 'bright'],
  ],
  [
    'Yuri',
    'Yurii Savchenko',
    'Ukrainian',
    'public',
    'human',
    'male',
    'senior',
    88,
    0.94,
    89,
    ['uk-UA', 'en-US'],
    ['warm', 'storyteller'],
  ],
];

const pitchGroup = (pitch: number): NonNullable<Voice['pitch_group']> =>
  pitch < 120 ? 'low' : pitch <= 200 ? 'mid' : 'high';

/** Tiers follow visibility: the sandbox's account has every tier, so every voice is available to it. */
const tiersFor = (visibility: Voice['visibility']) =>
  visibility === 'paid' ? [{ name: 'pro' }] : [{ name: 'free' }, { name: 'pro' }];

export const CATALOGUE_OWNER = stableId('owner:studio-sandbox');

export const VOICE_CATALOGUE: CatalogueVoice[] = ROWS.map(
  (
    [name, artist, nationality, visibility, species, gender, age, pitch, formantRatio, rating, accentCodes, styleKeys],
    index,
  ) => {
    const id = stableId(`voice:${name}`);
    return {
      id,
      owner_id: CATALOGUE_OWNER,
      name,
      slug: name.toLowerCase(),
      visibility,
      species,
      artist,
      verified_artist: artist !== 'Studio Sandbox',
      gender,
      pitch,
      age_group: age,
      pitch_group: pitchGroup(pitch),
      nationality,
      image_url: null,
      thumbnail_url: null,
      description: `${name} is a ${age} ${species === 'human' ? (gender === 'female' ? 'woman' : 'man') : `${species} character`} voice with a ${pitchGroup(pitch)} pitch (${pitch} Hz).`,
      rating,
      active: true,
      created_at: new Date(Date.UTC(2025, 0, 1 + index * 9)).toISOString(),
      tiers: tiersFor(visibility),
      formantRatio,
      accents: accentCodes.map((code, accentIndex) => {
        const spec = ACCENTS[code]!;
        return {
          id: stableId(`accent:${name}:${code}`),
          is_default: accentIndex === 0,
          native: accentIndex === 0,
          info: { name: spec.name, short_name: spec.shortName, locale: spec.locale },
          tiers: tiersFor(visibility),
          available: true,
          spec,
        };
      }),
      narration_styles: styleKeys.map((key, styleIndex) => {
        const spec = STYLES[key]!;
        return {
          id: stableId(`style:${name}:${key}`),
          is_default: styleIndex === 0,
          info: { name: spec.tags.join(', ') },
          tags: spec.tags.map((tag) => ({ name: tag })),
          spec,
        };
      }),
    };
  },
);

export const voiceById = new Map(VOICE_CATALOGUE.map((voice) => [voice.id, voice]));
