import * as z from 'zod/mini';
import { Direction, OffsetQuery, Timestamp, Uuid, limitQuery, listEnvelope, repeatedQuery } from './common';
import { SEMITONES_MAX, SEMITONES_MIN } from './conversions';

/**
 * The v2 voice catalogue with accents and narration styles (docs/service-api.md#voices-accents-and-narration-styles).
 */

export const Visibility = z.enum(['public', 'paid', 'private', 'kids']);
export type Visibility = z.infer<typeof Visibility>;
export const Species = z.enum(['human', 'animal', 'other']);
export type Species = z.infer<typeof Species>;
export const Gender = z.enum(['male', 'female']);
export type Gender = z.infer<typeof Gender>;
export const AgeGroup = z.enum(['child', 'young', 'adult', 'senior']);
export type AgeGroup = z.infer<typeof AgeGroup>;
export const PitchGroup = z.enum(['low', 'mid', 'high']);
export type PitchGroup = z.infer<typeof PitchGroup>;
/** The document lists name, pitch, rating, created_at; the service also takes `default`, the default sort. */
export const VoiceSort = z.enum(['default', 'name', 'pitch', 'rating', 'created_at']);
export type VoiceSort = z.infer<typeof VoiceSort>;

export const Tier = z.looseObject({ name: z.string() });
export type Tier = z.infer<typeof Tier>;

export const Accent = z.looseObject({
  id: Uuid,
  is_default: z.boolean(),
  native: z.boolean(),
  info: z.looseObject({ name: z.string(), short_name: z.string(), locale: z.string() }),
  tiers: z.array(Tier),
  available: z._default(z.boolean(), false),
  settings: z.nullish(
    z.looseObject({ favorite: z._default(z.boolean(), false), semitones_correction: z._default(z.number(), 0) }),
  ),
});
export type Accent = z.infer<typeof Accent>;

/**
 * Older clients read `info.name`, newer ones `tags` (docs/service-api.md#voices-accents-and-narration-styles); both are
 * optional here.
 */
export const NarrationStyle = z.looseObject({
  id: Uuid,
  is_default: z.boolean(),
  info: z.nullish(z.looseObject({ name: z.string() })),
  tags: z.nullish(z.array(z.looseObject({ name: z.string() }))),
  settings: z.nullish(z.looseObject({ favorite: z._default(z.boolean(), false) })),
});
export type NarrationStyle = z.infer<typeof NarrationStyle>;

export function narrationStyleName(style: NarrationStyle): string {
  if (style.tags && style.tags.length > 0) return style.tags.map((tag) => tag.name).join(', ');
  return style.info?.name ?? 'Style';
}

export const Voice = z.looseObject({
  id: Uuid,
  owner_id: Uuid,
  name: z.string(),
  slug: z.string(),
  visibility: Visibility,
  species: z.nullish(Species),
  artist: z.nullish(z.string()),
  verified_artist: z.nullish(z.boolean()),
  gender: z.nullish(Gender),
  pitch: z.nullish(z.number()),
  age_group: z.nullish(AgeGroup),
  pitch_group: z.nullish(PitchGroup),
  nationality: z.nullish(z.string()),
  image_url: z.nullish(z.string()),
  thumbnail_url: z.nullish(z.string()),
  description: z.nullish(z.string().check(z.maxLength(2048))),
  rating: z.number().check(z.gte(0), z.lte(100)),
  active: z.boolean(),
  created_at: Timestamp,
  favorite: z._default(z.boolean(), false),
  available: z._default(z.boolean(), false),
  accents: z.array(Accent),
  narration_styles: z.array(NarrationStyle),
  tiers: z.array(Tier),
});
export type Voice = z.infer<typeof Voice>;

export const VoiceList = listEnvelope(Voice);
export type VoiceList = z.infer<typeof VoiceList>;

/**
 * Filters are repeatable query parameters (docs/service-api.md#voices-accents-and-narration-styles); the document shows
 * one value, which reads the same.
 */
const repeatable = <T extends z.ZodMiniType>(item: T) => z.optional(repeatedQuery(item));

export const VoiceListQuery = z.object({
  limit: limitQuery(100, 25),
  offset: OffsetQuery,
  sort: z._default(VoiceSort, 'default'),
  direction: z._default(Direction, 'desc'),
  visibility: repeatable(Visibility),
  species: repeatable(Species),
  gender: repeatable(Gender),
  age_group: repeatable(AgeGroup),
  pitch_group: repeatable(PitchGroup),
  nationality: repeatable(z.string().check(z.minLength(1))),
});
export type VoiceListQuery = z.infer<typeof VoiceListQuery>;

export const VoiceSearchQuery = z.object({ name: z.string().check(z.minLength(2)), limit: limitQuery(10, 5) });
export type VoiceSearchQuery = z.infer<typeof VoiceSearchQuery>;
/** Search answers a bare array, not an envelope. */
export const VoiceSearchResponse = z.array(Voice);

/**
 * The document gives no body; a public client sends `{favorite}`. Both are accepted: an absent body or an absent
 * `favorite` toggles the current state, a boolean sets it.
 */
export const VoiceFavoriteBody = z.optional(z.strictObject({ favorite: z.optional(z.boolean()) }));
export type VoiceFavoriteBody = z.infer<typeof VoiceFavoriteBody>;

/**
 * Saves favourites: the accent (with its semitone correction, saved only when accent_id is given) and the
 * narration style. The ±12 range is not documented here; it is the order's range, since the value feeds orders.
 */
export const VoiceSettingsBody = z.strictObject({
  voice_id: Uuid,
  accent_id: z.optional(Uuid),
  narration_style_id: z.optional(Uuid),
  semitones_correction: z.optional(z.number().check(z.gte(SEMITONES_MIN), z.lte(SEMITONES_MAX))),
});
export type VoiceSettingsBody = z.infer<typeof VoiceSettingsBody>;

export const VoiceIdParams = z.object({ voice_id: Uuid });
export const AccentSamplesQuery = z.object({ accent_id: Uuid });
export const NarrationStyleSamplesQuery = z.object({ narration_style_id: Uuid });
/** The inner shape of `samples` is undeclared (a free object). */
export const SamplesResponse = z.looseObject({ samples: z.record(z.string(), z.unknown()) });
export type SamplesResponse = z.infer<typeof SamplesResponse>;

/** Legacy TTS voice (GET /api/tts-voices), the `voice_id` of the deprecated TTS recording form. */
export const TtsVoiceVisibility = z.enum(['public', 'private']);
export const LegacyTtsVoice = z.looseObject({
  id: Uuid,
  visibility: TtsVoiceVisibility,
  name: z.string().check(z.maxLength(100)),
  f0: z.number(),
  is_default: z.boolean(),
});
export type LegacyTtsVoice = z.infer<typeof LegacyTtsVoice>;
export const LegacyTtsVoiceList = z.array(LegacyTtsVoice);
