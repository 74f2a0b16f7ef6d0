import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RecordingTtsCreate, RecordingTtsV2Create } from '../../contract/gateway/recordings';
import { detectLanguage } from '../audio/synthesis/synthesis';
import { queueTtsOriginal } from '../store/queued-work';
import { recordingJson } from '../store/recording-repository';
import { callerOf } from './auth-hook';
import { HttpError } from '../../server-common/http-error';
import { legacyTtsVoice } from '../catalogue/legacy-models';
import { ownedFolder } from './ownership';

const SYNTHESIZED_LANGUAGES = new Set(['en', 'uk']);

/**
 * Text-to-speech originals (v2 and the deprecated form): an `original` with `tts: true` and its text, answered
 * at once in `processing` and synthesized by a background job. The sandbox speaks English and Ukrainian.
 */
export async function ttsOriginalRoutes(scope: FastifyInstance): Promise<void> {
  const { db, jobs } = scope;
  const api = scope.withTypeProvider<ZodTypeProvider>();

  const create = (
    userId: string,
    input: {
      parent_folder_id: string;
      text: string;
      label?: string | undefined;
      text_language?: string | undefined;
      voice?: { id: string; name: string };
    },
  ) => {
    const folder = ownedFolder(db, userId, input.parent_folder_id);
    const language = input.text_language ?? detectLanguage(input.text);
    if (!SYNTHESIZED_LANGUAGES.has(language))
      throw new HttpError(400, `text_language "${language}" is not available in the sandbox: use en or uk`);
    const row = queueTtsOriginal(db, {
      user_id: userId,
      project_id: folder.project_id,
      parent_folder_id: folder.id,
      text: input.text,
      text_language: language,
      label: input.label ?? input.text.replace(/\s+/g, ' ').trim().slice(0, 40),
      microphone: 'tts',
      tts_voice: input.voice?.name ?? null,
      tts_voice_id: input.voice?.id ?? null,
    });
    jobs.nudge();
    return recordingJson(db, row);
  };

  api.post('/api/v2/recordings/tts', { schema: { body: RecordingTtsV2Create } }, async (request) =>
    create(callerOf(request).userId, request.body),
  );

  api.post(
    '/api/recordings/tts',
    { schema: { body: RecordingTtsCreate }, config: { rateLimit: 'slow' } },
    async (request) => {
      const voice = legacyTtsVoice(request.body.voice_id);
      if (!voice) throw new HttpError(404, 'TTS voice not found');
      return create(callerOf(request).userId, { ...request.body, voice });
    },
  );
}
