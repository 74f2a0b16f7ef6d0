import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  AccentSamplesQuery,
  NarrationStyleSamplesQuery,
  VoiceFavoriteBody,
  VoiceIdParams,
  VoiceListQuery,
  VoiceSearchQuery,
  VoiceSettingsBody,
  type Voice,
} from '../../contract/gateway/voices';
import { encodeWav } from '../../audio-formats/wav-file';
import { VOICE_CATALOGUE, voiceById, type CatalogueVoice } from '../catalogue/voice-catalogue';
import { voiceRendering } from '../catalogue/voice-rendering';
import { speakConverted } from '../audio/synthesis/converted-speech';
import { saveVoiceSettings, voiceSettingsOf, type VoiceSettings } from '../store/voice-settings-repository';
import { callerOf } from './auth-hook';
import { HttpError, notFound } from '../../server-common/http-error';

/** The catalogue as one user sees it: their favourite flags and saved correction merged in. */
export function voiceForUser(voice: CatalogueVoice, settings: VoiceSettings | undefined): Voice {
  const { formantRatio: _ratio, accents, narration_styles, ...rest } = voice;
  return {
    ...rest,
    favorite: settings?.favorite === 1,
    available: true,
    accents: accents.map(({ spec: _spec, ...accent }) => ({
      ...accent,
      settings: {
        favorite: settings?.favorite_accent_id === accent.id,
        semitones_correction: settings?.favorite_accent_id === accent.id ? settings.semitones_correction : 0,
      },
    })),
    narration_styles: narration_styles.map(({ spec: _spec, ...style }) => ({
      ...style,
      settings: { favorite: settings?.favorite_narration_style_id === style.id },
    })),
  };
}

const SORTS: Record<string, (a: CatalogueVoice, b: CatalogueVoice) => number> = {
  name: (a, b) => a.name.localeCompare(b.name),
  pitch: (a, b) => (a.pitch ?? 0) - (b.pitch ?? 0),
  rating: (a, b) => a.rating - b.rating,
  created_at: (a, b) => a.created_at.localeCompare(b.created_at),
};

const SAMPLE_TEXT: Record<string, string> = {
  uk: 'Привіт! Так звучить мій голос.',
  en: 'Hello! This is how my voice sounds.',
};

/** The v2 voice catalogue: list with repeatable filters, search, favourites, settings and audio samples. */
export async function voiceRoutes(scope: FastifyInstance): Promise<void> {
  const { db, files } = scope;
  const api = scope.withTypeProvider<ZodTypeProvider>();
  const oneVoice = (userId: string, voiceId: string) => {
    const voice = voiceById.get(voiceId);
    if (!voice) throw notFound('Voice');
    return voiceForUser(voice, voiceSettingsOf(db, userId).get(voiceId));
  };

  api.get('/api/v2/voices', { schema: { querystring: VoiceListQuery } }, async (request) => {
    const q = request.query;
    const matches = (value: string | null | undefined, allowed: readonly string[] | undefined) =>
      !allowed || (value != null && allowed.includes(value));
    let list = VOICE_CATALOGUE.filter(
      (voice) =>
        matches(voice.visibility, q.visibility) &&
        matches(voice.species, q.species) &&
        matches(voice.gender, q.gender) &&
        matches(voice.age_group, q.age_group) &&
        matches(voice.pitch_group, q.pitch_group) &&
        (!q.nationality || q.nationality.some((n) => voice.nationality?.toLowerCase().includes(n.toLowerCase()))),
    );
    if (q.sort !== 'default') {
      const compare = SORTS[q.sort]!;
      list = [...list].sort((a, b) => (q.direction === 'asc' ? compare(a, b) : compare(b, a)));
    }
    const settings = voiceSettingsOf(db, callerOf(request).userId);
    const page = list.slice(q.offset, q.limit === 0 ? undefined : q.offset + q.limit);
    return {
      list: page.map((voice) => voiceForUser(voice, settings.get(voice.id))),
      pagination: { count: list.length, limit: q.limit, offset: q.offset },
    };
  });

  api.get('/api/v2/voices/search', { schema: { querystring: VoiceSearchQuery } }, async (request) => {
    const needle = request.query.name.toLowerCase();
    const settings = voiceSettingsOf(db, callerOf(request).userId);
    return VOICE_CATALOGUE.filter(
      (voice) => voice.name.toLowerCase().includes(needle) || voice.artist?.toLowerCase().includes(needle),
    )
      .slice(0, request.query.limit)
      .map((voice) => voiceForUser(voice, settings.get(voice.id)));
  });

  api.post(
    '/api/v2/voices/favorite/:voice_id',
    { schema: { params: VoiceIdParams, body: VoiceFavoriteBody } },
    async (request) => {
      const { userId } = callerOf(request);
      const current = oneVoice(userId, request.params.voice_id);
      const favorite = request.body?.favorite ?? !current.favorite;
      saveVoiceSettings(db, userId, request.params.voice_id, { favorite: favorite ? 1 : 0 });
      return oneVoice(userId, request.params.voice_id);
    },
  );

  api.post('/api/v2/voices/settings', { schema: { body: VoiceSettingsBody } }, async (request) => {
    const { userId } = callerOf(request);
    const voice = voiceById.get(request.body.voice_id);
    if (!voice) throw notFound('Voice');
    const { accent_id, narration_style_id, semitones_correction } = request.body;
    if (accent_id && !voice.accents.some((accent) => accent.id === accent_id))
      throw new HttpError(400, 'accent_id is not an accent of this voice');
    if (narration_style_id && !voice.narration_styles.some((style) => style.id === narration_style_id)) {
      throw new HttpError(400, 'narration_style_id is not a narration style of this voice');
    }
    saveVoiceSettings(db, userId, voice.id, {
      ...(accent_id ? { favorite_accent_id: accent_id, semitones_correction: semitones_correction ?? 0 } : {}),
      ...(narration_style_id ? { favorite_narration_style_id: narration_style_id } : {}),
    });
    return oneVoice(userId, voice.id);
  });

  /** Samples are rendered by the engine on first request and kept in DATA_DIR/samples. */
  const sample = async (key: string, render: () => ReturnType<typeof speakConverted>) => {
    const file = path.join(files.samplesDir, `${key}.wav`);
    if (!existsSync(file)) {
      const audio = await render();
      files.writeAtomically(file, encodeWav(audio.samples, audio.sampleRate));
    }
    return `/storage/samples/${key}.wav`;
  };

  api.get('/api/v2/accents/samples', { schema: { querystring: AccentSamplesQuery } }, async (request) => {
    const voice = VOICE_CATALOGUE.find((candidate) =>
      candidate.accents.some((accent) => accent.id === request.query.accent_id),
    );
    const accent = voice?.accents.find((candidate) => candidate.id === request.query.accent_id);
    if (!voice || !accent) throw notFound('Accent');
    const language = accent.spec.locale.startsWith('uk') ? 'uk' : 'en';
    const url = await sample(accent.id, () =>
      speakConverted(SAMPLE_TEXT[language]!, language, voiceRendering(voice, { accent: accent.spec })),
    );
    return { samples: { [accent.spec.locale]: { url, text: SAMPLE_TEXT[language] } } };
  });

  api.get(
    '/api/v2/narration-styles/samples',
    { schema: { querystring: NarrationStyleSamplesQuery } },
    async (request) => {
      const voice = VOICE_CATALOGUE.find((candidate) =>
        candidate.narration_styles.some((style) => style.id === request.query.narration_style_id),
      );
      const style = voice?.narration_styles.find((candidate) => candidate.id === request.query.narration_style_id);
      if (!voice || !style) throw notFound('Narration style');
      const language = voice.accents[0]?.spec.locale.startsWith('uk') ? 'uk' : 'en';
      const url = await sample(style.id, () =>
        speakConverted(SAMPLE_TEXT[language]!, language, voiceRendering(voice, { style: style.spec })),
      );
      return { samples: { [style.info.name]: { url, text: SAMPLE_TEXT[language] } } };
    },
  );
}
