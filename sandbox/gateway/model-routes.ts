import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ModelListQuery } from '../../contract/gateway/models';
import { LEGACY_TTS_VOICES, MODELS } from '../catalogue/legacy-models';

/** The legacy model list and legacy TTS voices (see catalogue/legacy-models.ts). */
export function modelRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/api/models', { schema: { querystring: ModelListQuery } }, async (request) => {
    const { limit, offset, search, sort, direction } = request.query;
    const key = { name: 'name', owner: 'owner', date_created: 'date_created' } as const;
    const list = MODELS.map((entry) => entry.model)
      .filter((model) => !search || model.name.toLowerCase().includes(search.toLowerCase()))
      .sort((a, b) => String(a[key[sort]]).localeCompare(String(b[key[sort]])) * (direction === 'asc' ? 1 : -1));
    return {
      list: list.slice(offset, limit === 0 ? undefined : offset + limit),
      pagination: { count: list.length, limit, offset },
    };
  });
  app.get('/api/tts-voices', async () => LEGACY_TTS_VOICES);
}
