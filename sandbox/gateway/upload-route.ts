import type { FastifyInstance } from 'fastify';
import { readFile, rm } from 'node:fs/promises';
import { RecordingUploadFields } from '../../contract/gateway/recordings';
import { parseOrThrow } from '../../contract/validation';
import { sniffContainer } from '../audio/container';
import { AudioDecodeError, decodeToMono } from '../audio/decode';
import { computePeaks } from '../audio/peaks';
import type { AudioFiles } from '../store/audio-files';
import type { Db } from '../store/database';
import { insertRecording, recordingJson } from '../store/recording-repository';
import { callerOf } from './auth-hook';
import { HttpError } from './http-error';
import { receiveUpload } from './multipart-upload';
import { ownedFolder } from './ownership';

/**
 * POST /api/recordings: the file streams to DATA_DIR/tmp as it arrives (never held whole in memory while
 * uploading), is checked by decoding it, and only then becomes a recording. Too large → 413, undecodable → 400;
 * in both cases the partial file is removed. Decoding itself reads the stored file into memory: a
 * simplification of the sandbox, bounded by SANDBOX_MAX_UPLOAD_MB.
 */
export function uploadRoute(app: FastifyInstance, db: Db, files: AudioFiles, maxUploadBytes: number): void {
  app.post('/api/recordings', async (request) => {
    const { userId } = callerOf(request);
    const { fields, file: upload } = await receiveUpload(request, files, { maxBytes: maxUploadBytes, maxFields: 10, what: 'recording' });
    try {
      const input = parseOrThrow(RecordingUploadFields, 'body', fields);
      const folder = ownedFolder(db, userId, input.parent_folder_id);
      const bytes = await readFile(upload.temp);
      const audio = await decodeToMono(bytes).catch((error: unknown) => {
        throw error instanceof AudioDecodeError ? new HttpError(400, `${upload!.fileName}: ${error.message}`) : error;
      });
      const ext = sniffContainer(bytes) ?? 'wav';
      const id = crypto.randomUUID();
      files.writeAtomically(files.peaksPath(id), JSON.stringify(computePeaks(audio.samples, audio.sampleRate)));
      files.commit(upload.temp, files.audioPath(id, ext));
      const row = insertRecording(
        db,
        {
          user_id: userId,
          project_id: folder.project_id,
          parent_folder_id: folder.id,
          type: 'original',
          state: 'done',
          file_name: upload.fileName,
          file_ext: ext,
          label: input.label ?? upload.fileName.slice(0, 40),
          microphone: input.microphone,
          size: upload.size,
          duration: audio.duration,
        },
        id,
      );
      return recordingJson(db, row);
    } finally {
      await rm(upload.temp, { force: true });
    }
  });
}

