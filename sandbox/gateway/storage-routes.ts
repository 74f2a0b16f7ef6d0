import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AudioContainer } from '../../audio-formats/audio-container';
import { CONTENT_TYPES } from '../audio/files/container';
import { contentDisposition } from '../http/content-disposition';
import { callerOf } from './auth-hook';
import { notFound } from '../../server-common/http-error';
import { ownedRecording } from './ownership';

const AudioFileParams = z.object({
  file: z.string().regex(/^[0-9a-f-]{36}\.[a-z0-9]+$/, 'expected <recording id>.<ext>'),
});
const SampleParams = z.object({ file: z.string().regex(/^[0-9a-f-]{36}\.wav$/, 'expected <sample id>.wav') });
/** A label often is the uploaded file's name ("take.wav"): its own audio extension is dropped, so the download is not "take.wav.wav". */
export const downloadName = (label: string | null, id: string, ext: string) =>
  `${(label ?? '').replace(new RegExp(`\\.(${Object.keys(CONTENT_TYPES).join('|')})$`, 'i'), '').trim() || id}.${ext}`;

const PeaksParams = z.object({ file: z.string().regex(/^[0-9a-f-]{36}\.json$/, 'expected <recording id>.json') });

/**
 * Storage downloads: `/storage/<recording id>.<ext>` (docs/service-api.md#storage) and the peaks at `waveform_url`,
 * both authenticated and limited like any endpoint of the gateway, whose scope this plugin is registered in.
 * The static plugin's sendFile answers Range requests, so players can seek.
 */
export async function storageRoutes(scope: FastifyInstance): Promise<void> {
  const { db, files } = scope;
  await scope.register(fastifyStatic, { root: files.audioDir, serve: false, decorateReply: true });
  const api = scope.withTypeProvider<ZodTypeProvider>();

  api.get('/storage/:file', { schema: { params: AudioFileParams } }, async (request, reply) => {
    const [id, ext] = request.params.file.split('.') as [string, string];
    const row = ownedRecording(db, callerOf(request).userId, id);
    if (row.state !== 'done' || row.file_ext !== ext) throw notFound('Audio file');
    const type = CONTENT_TYPES[ext as AudioContainer] ?? 'application/octet-stream';
    reply
      .header('content-type', type)
      .header('content-disposition', contentDisposition(downloadName(row.label, row.id, ext), 'inline'));
    return reply.sendFile(files.audioName(id, ext), files.audioDir, { cacheControl: false, contentType: false });
  });

  api.get('/storage/samples/:file', { schema: { params: SampleParams } }, async (request, reply) => {
    callerOf(request);
    // Checked before any header is set: a sample not generated yet is a plain 404, not a failed send.
    if (!existsSync(path.join(files.samplesDir, request.params.file))) throw notFound('Voice sample');
    reply.header('content-type', 'audio/wav').header('cache-control', 'private, max-age=86400');
    return reply.sendFile(request.params.file, files.samplesDir, { cacheControl: false, contentType: false });
  });

  api.get('/storage/peaks/:file', { schema: { params: PeaksParams } }, async (request, reply) => {
    const id = request.params.file.slice(0, -'.json'.length);
    const row = ownedRecording(db, callerOf(request).userId, id);
    if (row.state !== 'done') throw notFound('Waveform');
    reply.header('cache-control', 'private, max-age=3600');
    return reply.sendFile(`${id}.json`, files.peaksDir, { cacheControl: false });
  });
}
