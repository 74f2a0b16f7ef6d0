import type { SamplingParams } from '../../contract/tts/sampling-params';
import { seededRandom } from '../audio/synthesis/seeded-random';

/**
 * How the neural model's sampling parameters map onto the sandbox's formant synthesizer. eSpeak has no sampling
 * step, so each parameter is given the acoustic role closest to what it does in the real service:
 * - temperature → intonation range (0 is flat; 1 is lively; above that, theatrical). Smaller is "more stable,
 *   less expressive", as the document says.
 * - top_p → depth of the random variation of pace and pitch between generations (the "sampling" spread).
 * - seed → the random variation is drawn from this seed, so equal requests give equal bytes; with no seed each
 *   generation varies, as the real service's do.
 * - repetition_penalty → pace: 1 is the voice's normal rate, 2 about 15% faster.
 * - top_k, min_p, presence_penalty, frequency_penalty → validated and accepted, with no audible counterpart in
 *   formant synthesis (a simplification of the sandbox).
 */
export type RenderSettings = { rate: number; range: number; pitchSemitones: number };

export function mergeSampling(defaults: SamplingParams, overrides: SamplingParams | undefined): SamplingParams {
  const merged: SamplingParams = { ...defaults };
  for (const [key, value] of Object.entries(overrides ?? {}))
    if (value !== undefined && value !== null) (merged as Record<string, unknown>)[key] = value;
  if (overrides && 'seed' in overrides) merged.seed = overrides.seed ?? null;
  return merged;
}

export function renderSettings(params: SamplingParams): RenderSettings {
  const rng = seededRandom(params.seed ?? Math.floor(Math.random() * 2 ** 31));
  const spread = params.top_p ?? 0.8;
  const temperature = params.temperature ?? 0.5;
  const pace = 1 + 0.15 * ((params.repetition_penalty ?? 1) - 1);
  return {
    rate: Math.round(170 * pace * (1 + (rng() - 0.5) * 0.12 * spread)),
    range: Math.round(Math.min(100, 15 + temperature * 65)),
    pitchSemitones: (rng() - 0.5) * 1.5 * spread,
  };
}
