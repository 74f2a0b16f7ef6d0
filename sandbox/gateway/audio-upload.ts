import type { FastifyRequest } from 'fastify';
import { rm } from 'node:fs/promises';
import type { AudioContainer } from '../../audio-formats/audio-container';
import { AudioWorkerCrash, type AudioWorker } from '../audio/workers/audio-worker';
import type { AudioFiles } from '../store/audio-files';
import { HttpError } from '../../server-common/http-error';
import { receiveUpload, type UploadedFile } from './multipart-upload';

/**
 * What the upload path needs: where files go, the limit, and the audio worker that measures them. The worker is
 * the uploads' own, so a scan never waits behind a long conversion (and TTS or agents never wait behind a scan).
 */
export type AudioUploads = { files: AudioFiles; worker: AudioWorker; maxBytes: number };

/** A received, checked and measured upload; `file.temp` is kept only if `store` commits it. */
export type AudioUpload<Fields> = {
  fields: Fields;
  file: UploadedFile;
  scan: { container: AudioContainer; duration: number; peaks: string };
};

/**
 * The one upload path of recordings and calibrations. The multipart body streams to a temporary file
 * (multipart-upload.ts: 400 malformed, 413 too large, 422 no file); `fields` checks the form fields before any
 * decoding; then the audio worker scans the file in one streaming pass (container, duration, peaks). So the
 * event loop never decodes, and memory does not grow with the file's length (scan-audio.ts). A file the engine
 * cannot decode is a 400 naming the file, one longer than ORIGINAL_MAX_SECONDS a 413; a thread that dies measuring it, a 500 saying so. `store` runs with the measured upload and commits the temporary file
 * to keep it; whatever remains of it afterwards, on success or failure, is removed.
 */
export async function receiveAudioUpload<Fields, Result>(
  request: FastifyRequest,
  uploads: AudioUploads,
  options: { maxFields: number; what: string; fields: (raw: Record<string, string>) => Fields },
  store: (upload: AudioUpload<Fields>) => Result,
): Promise<Result> {
  const { fields: raw, file } = await receiveUpload(request, uploads.files, {
    maxBytes: uploads.maxBytes,
    maxFields: options.maxFields,
    what: options.what,
  });
  try {
    const fields = options.fields(raw);
    const scan = await uploads.worker
      .run({ kind: 'scan', sourcePath: file.temp, pitch: false })
      .catch((error: unknown) => {
        // The worker's own words (out of memory on this file…), not a bare "Internal server error".
        throw error instanceof AudioWorkerCrash ? new HttpError(500, `${file.fileName}: ${error.message}`) : error;
      });
    if (scan.kind === 'undecodable') throw new HttpError(scan.tooLong ? 413 : 400, `${file.fileName}: ${scan.message}`);
    if (scan.kind !== 'scan') throw new Error(`expected a scan from the audio worker, got ${scan.kind}`);
    return store({ fields, file, scan });
  } finally {
    await rm(file.temp, { force: true });
  }
}
