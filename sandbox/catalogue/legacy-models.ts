import type { Model } from '../../contract/gateway/models';
import { stableId } from './stable-id';
import { CATALOGUE_OWNER, VOICE_CATALOGUE, type CatalogueVoice } from './voice-catalogue';

/**
 * Legacy models and legacy TTS voices. The sandbox has one engine, so each legacy model is a catalogue voice
 * under another name (model id → voice, deterministic), with a single "pitch shift" parameter.
 */
export const MODELS = VOICE_CATALOGUE.filter((voice) => voice.species === 'human').map((voice) => ({
  voice,
  model: {
    id: stableId(`model:${voice.name}`),
    name: voice.name,
    owner: CATALOGUE_OWNER,
    visibility: voice.visibility === 'private' ? 'private' : 'public',
    m2o: true,
    default_model: voice.name === 'Aurora',
    date_created: voice.created_at,
    pipeline: [stableId(`pipeline:${voice.name}`)],
    params: [
      {
        id: stableId(`param:${voice.name}:pitch`),
        alias: 'pitch_shift',
        locked: null,
        type: 'float',
        widget: { type: 'slider', min: -12, max: 12, step: 1 },
        default: 0,
        worker_id: stableId('worker:sandbox'),
      },
    ],
    user_can_use_model: true,
  } satisfies Model,
}));

export const legacyModelVoice = (modelId: string): CatalogueVoice | undefined =>
  MODELS.find((entry) => entry.model.id === modelId)?.voice;

export const LEGACY_TTS_VOICES = VOICE_CATALOGUE.filter((voice) => voice.narration_styles.length > 0)
  .slice(0, 6)
  .map((voice, index) => ({
    id: stableId(`tts-voice:${voice.name}`),
    visibility: 'public' as const,
    name: voice.name,
    f0: voice.pitch,
    is_default: index === 0,
  }));

export const legacyTtsVoice = (id: string) => LEGACY_TTS_VOICES.find((voice) => voice.id === id);
