import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Accent, SamplesResponse, Voice } from '@contract/gateway/voices';
import { accentSamplesQueryOptions } from './accent-samples-query';
import { narrationStyleSamplesQueryOptions } from './narration-style-samples-query';

/**
 * The first audio path in a samples answer. Its inner shape is undeclared (a free object): the sandbox answers
 * `{samples: {"en-GB": {url, text}}}`; a bare string or a `url`/`audio_url`/`file_url` member anywhere inside
 * is accepted, searched depth first.
 */
export function firstSamplePath(samples: SamplesResponse['samples'] | unknown): string | null {
  if (typeof samples === 'string') return samples.startsWith('/') || /^https?:\/\//.test(samples) ? samples : null;
  if (!samples || typeof samples !== 'object') return null;
  const record = samples as Record<string, unknown>;
  for (const key of ['url', 'audio_url', 'file_url']) {
    if (typeof record[key] === 'string') return record[key] as string;
  }
  for (const value of Object.values(record)) {
    const found = firstSamplePath(value);
    if (found) return found;
  }
  return null;
}

/** The accent a voice is heard in by default: the one marked default, else its native one, else the first. */
export const defaultAccent = (voice: Pick<Voice, 'accents'>): Accent | undefined =>
  voice.accents.find((accent) => accent.is_default) ??
  voice.accents.find((accent) => accent.native) ??
  voice.accents[0];

/**
 * Loaders for sample play buttons: each reads the samples once (cached for good) when first played. A voice's
 * own sample is its default accent's, or its first narration style's for a voice that only reads text.
 */
export function useSampleLoaders() {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const accent = async (accentId: string) =>
      firstSamplePath((await queryClient.fetchQuery(accentSamplesQueryOptions(accentId))).samples);
    const narrationStyle = async (styleId: string) =>
      firstSamplePath((await queryClient.fetchQuery(narrationStyleSamplesQueryOptions(styleId))).samples);
    const voice = async (voice: Pick<Voice, 'accents' | 'narration_styles'>) => {
      const heard = defaultAccent(voice);
      if (heard) return accent(heard.id);
      const style = voice.narration_styles[0];
      return style ? narrationStyle(style.id) : null;
    };
    return { accent, narrationStyle, voice };
  }, [queryClient]);
}
