import type { Direction } from '@contract/gateway/common';
import type { AgeGroup, Gender, PitchGroup, Species, Visibility, VoiceSort } from '@contract/gateway/voices';

/** Every filter GET /api/v2/voices has; each filter is repeatable (any of the values matches). */
export type VoiceListParams = {
  limit?: number;
  offset?: number;
  sort?: VoiceSort;
  direction?: Direction;
  visibility?: Visibility[];
  species?: Species[];
  gender?: Gender[];
  age_group?: AgeGroup[];
  pitch_group?: PitchGroup[];
  nationality?: string[];
};

/**
 * One root for the v2 voice catalogue (/api/v2/voices*, accents and narration styles): pages, the whole
 * catalogue, one voice, and the samples of an accent or a narration style. A favourite or a saved
 * setting changes a voice wherever it appears, so those mutations work on the whole root.
 */
export const voiceKeys = {
  all: ['voices'] as const,
  lists: () => [...voiceKeys.all, 'list'] as const,
  list: (params: VoiceListParams) => [...voiceKeys.lists(), params] as const,
  catalogue: () => [...voiceKeys.all, 'catalogue'] as const,
  detail: (voiceId: string) => [...voiceKeys.all, 'detail', voiceId] as const,
  accentSamples: (accentId: string) => [...voiceKeys.all, 'accent-samples', accentId] as const,
  narrationStyleSamples: (styleId: string) => [...voiceKeys.all, 'narration-style-samples', styleId] as const,
};
