import type { FastifyInstance } from 'fastify';
import { RecordingUploadFields } from '../../contract/gateway/recordings';
import { parseOrThrow } from '../../server-common/validation';
import type { Db } from '../store/database';
import { insertRecording, recordingJson } from '../store/recording-repository';
import { receiveAudioUpload, type AudioUploads } from './audio-upload';
import { callerOf } from './auth-hook';
import { ownedFolder } from './ownership';

/**
 * POST /api/recordings: the upload path of audio-upload.ts (streamed to disk, fields and folder checked, then
 * measured by the audio worker in one streaming pass); the file and its peaks are stored, then the recording.
 */
export function uploadRoute(app: FastifyInstance, db: Db, uploads: AudioUploads): void {
  const { files } = uploads;
  app.post(
    '/api/recordings',
    { config: { uploadFields: RecordingUploadFields, rateLimit: 'slow' } },
    async (request) => {
      const { userId } = callerOf(request);
      const checkFields = (raw: Record<string, string>) => {
        const input = parseOrThrow(RecordingUploadFields, 'body', raw);
        return { input, folder: ownedFolder(db, userId, input.parent_folder_id) };
      };
      return receiveAudioUpload(
        request,
        uploads,
        { maxFields: 10, what: 'recording', fields: checkFields },
        ({ fields: { input, folder }, file, scan }) => {
          const id = crypto.randomUUID();
          files.writeAtomically(files.peaksPath(id), scan.peaks);
          files.commit(file.temp, files.audioPath(id, scan.container));
          const row = insertRecording(
            db,
            {
              user_id: userId,
              project_id: folder.project_id,
              parent_folder_id: folder.id,
              type: 'original',
              state: 'done',
              file_name: file.fileName,
              file_ext: scan.container,
              label: input.label ?? file.fileName.slice(0, 40),
              microphone: input.microphone,
              size: file.size,
              duration: scan.duration,
            },
            id,
          );
          return recordingJson(db, row);
        },
      );
    },
  );
}
