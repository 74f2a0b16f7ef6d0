import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ConversionsQuery,
  OriginalsQuery,
  RecordingIdParams,
  RecordingListQuery,
  RecordingPatch,
  RecordingPut,
} from '../../contract/gateway/recordings';
import type { AudioFiles } from '../store/audio-files';
import { deleteWithFiles } from '../store/cascade-delete';
import type { Db } from '../store/database';
import { ListCache } from '../store/list-cache';
import {
  deleteRecording,
  listRecordingsJson,
  recordingJson,
  recordingsWithConversions,
  updateRecording,
} from '../store/recording-repository';
import { callerOf } from './auth-hook';
import { ownedFolder, ownedProject, ownedRecording } from './ownership';

/** Reading, labelling, starring and deleting recordings (uploads and orders live in their own route files). */
export function recordingRoutes(app: FastifyInstance, db: Db, files: AudioFiles): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Pages as response bytes (written to the socket as they are), and each list's ids in order (about 40 bytes a
  // recording: fewer kept, since one list can hold 10,000). Both stay while nothing is written (list-cache.ts).
  const pages = new ListCache(db, 64);
  const orders = new ListCache(db, 16);
  /** A list page from the caches; ownership is checked before. */
  const listPage = (
    reply: FastifyReply,
    filter: Parameters<typeof listRecordingsJson>[1],
    page: Parameters<typeof listRecordingsJson>[2],
  ) =>
    reply
      .type('application/json; charset=utf-8')
      .send(pages.remember(JSON.stringify([filter, page]), () => listRecordingsJson(db, filter, page, orders)));

  api.get('/api/recordings', { schema: { querystring: RecordingListQuery } }, async (request, reply) => {
    const { userId } = callerOf(request);
    const { project_id, folder_id, limit, offset, direction } = request.query;
    if (project_id) ownedProject(db, userId, project_id);
    if (folder_id) ownedFolder(db, userId, folder_id);
    return listPage(
      reply,
      { userId, ...(project_id ? { projectId: project_id } : {}), ...(folder_id ? { folderId: folder_id } : {}) },
      { limit, offset, direction },
    );
  });

  api.get('/api/recordings/originals', { schema: { querystring: OriginalsQuery } }, async (request, reply) => {
    const { userId } = callerOf(request);
    const { folder_id, limit, offset, direction } = request.query;
    ownedFolder(db, userId, folder_id);
    return listPage(reply, { userId, type: 'original', folderId: folder_id }, { limit, offset, direction });
  });

  api.get('/api/recordings/conversions', { schema: { querystring: ConversionsQuery } }, async (request, reply) => {
    const { userId } = callerOf(request);
    const { original_id, limit, offset, direction } = request.query;
    ownedRecording(db, userId, original_id);
    return listPage(reply, { userId, type: 'converted', originalId: original_id }, { limit, offset, direction });
  });

  api.get('/api/recordings/:recording_id', { schema: { params: RecordingIdParams } }, async (request) =>
    recordingJson(db, ownedRecording(db, callerOf(request).userId, request.params.recording_id)),
  );

  const update = (id: string, body: { label?: string | undefined; starred?: boolean | undefined }) =>
    recordingJson(
      db,
      updateRecording(db, id, {
        ...(body.label !== undefined ? { label: body.label } : {}),
        ...(body.starred !== undefined ? { starred: body.starred ? 1 : 0 } : {}),
      }),
    );

  api.patch(
    '/api/recordings/:recording_id',
    { schema: { params: RecordingIdParams, body: RecordingPatch } },
    async (request) => {
      ownedRecording(db, callerOf(request).userId, request.params.recording_id);
      return update(request.params.recording_id, request.body);
    },
  );

  api.put(
    '/api/recordings/:recording_id',
    { schema: { params: RecordingIdParams, body: RecordingPut } },
    async (request) => {
      ownedRecording(db, callerOf(request).userId, request.params.recording_id);
      return update(request.params.recording_id, request.body);
    },
  );

  /** Deleting an original deletes its conversions too; the answer lists every recording that went. */
  api.delete('/api/recordings/:recording_id', { schema: { params: RecordingIdParams } }, async (request) => {
    const row = ownedRecording(db, callerOf(request).userId, request.params.recording_id);
    const doomed = recordingsWithConversions(db, [row.id]);
    deleteWithFiles(db, files, doomed, () => deleteRecording(db, row.id));
    return doomed.map(({ id }) => ({ id }));
  });
}
