import type { FastifyRequest } from 'fastify';
import { createWriteStream, type WriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import * as z from 'zod/mini';
import { UploadFileName } from '../../contract/gateway/recordings';
import { parseOrThrow, RequestValidationError } from '../../server-common/validation';
import type { AudioFiles } from '../store/audio-files';
import { HttpError } from '../../server-common/http-error';
import { PRIVATE_FILE_MODE } from '../store/private-files';

/** The file of an upload, streamed to DATA_DIR/tmp: the caller owns `temp` and must commit or remove it. */
export type UploadedFile = { temp: string; fileName: string; size: number };

/** The file part's name, checked as the `data` field: 422 on `data` when it is too long or not printable. */
const UploadFileNameField = z.object({ data: UploadFileName });

/** The one multipart error that is about size (413); every other one is a malformed body (400). */
const TOO_LARGE = 'FST_REQ_FILE_TOO_LARGE';

/**
 * Reads a multipart upload: plain fields into a record, the `data` file streamed to a temporary file (never
 * held in memory), other file fields drained. One path for recordings and calibrations. Every failure answers
 * in the documented shapes: not multipart or malformed (no or empty boundary, garbage, a truncated body, no
 * closing delimiter) → 400, a file over the limit → 413, no file or a file name over 255 characters → 422. However the request ends early (an
 * error, or the client killing the connection mid-body), the temporary file is removed.
 */
export async function receiveUpload(
  request: FastifyRequest,
  files: AudioFiles,
  options: { maxBytes: number; maxFields: number; what: string },
): Promise<{ fields: Record<string, string>; file: UploadedFile }> {
  if (!request.isMultipart())
    throw new HttpError(400, `Send the ${options.what} as multipart/form-data with a "data" file field`);
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  const discard = () => (file ? rm(file.temp, { force: true }) : Promise.resolve());
  // A client that vanishes mid-body may leave the parser waiting; the closed socket is the signal to clean up.
  // The close can come before the file part is read (then no file is created at all) or while it is being
  // written (then the writer is stopped first, so the removal cannot race the file's creation).
  let aborted = false;
  let writer: WriteStream | undefined;
  const onClose = () => {
    if (request.raw.complete) return;
    aborted = true;
    if (writer && !writer.destroyed) writer.destroy();
    else void discard();
  };
  request.raw.once('close', onClose);
  try {
    for await (const part of request.parts({
      limits: { fileSize: options.maxBytes, files: 1, fields: options.maxFields, parts: options.maxFields + 1 },
    })) {
      if (part.type !== 'file') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== 'data' || file || aborted) {
        part.file.resume();
        continue;
      }
      const received: UploadedFile = {
        temp: files.tempPath(),
        fileName: path.basename(part.filename || options.what),
        size: 0,
      };
      file = received;
      const count = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          received.size += chunk.length;
          done(null, chunk);
        },
      });
      // flush: the file is fsynced as it is closed, on the thread pool, so committing it later (a rename after
      // another fsync) does not block the event loop while tens of MB reach the disk.
      writer = createWriteStream(received.temp, { flush: true, mode: PRIVATE_FILE_MODE });
      writer.once('close', () => {
        if (aborted) void discard();
      });
      await pipeline(part.file, count, writer);
      if (part.file.truncated) throw Object.assign(new Error('file too large'), { code: 'FST_REQ_FILE_TOO_LARGE' });
      parseOrThrow(UploadFileNameField, 'body', { data: received.fileName });
    }
    if (aborted || (!request.raw.complete && request.raw.destroyed))
      throw new HttpError(400, 'The upload was cut off before its end');
  } catch (error) {
    await discard();
    const code = (error as { code?: string }).code ?? '';
    if (code === TOO_LARGE)
      throw new HttpError(
        413,
        `The ${options.what} is larger than the ${Math.round(options.maxBytes / 1024 / 1024)} MB upload limit`,
      );
    // A failing disk is the server's problem; anything else the parser raised is a malformed body.
    if (
      (error as { syscall?: string }).syscall !== undefined ||
      error instanceof HttpError ||
      error instanceof RequestValidationError
    )
      throw error;
    throw new HttpError(400, `The multipart body is malformed: ${(error as Error).message}`);
  } finally {
    request.raw.off('close', onClose);
  }
  if (!file)
    throw new RequestValidationError([{ loc: ['body', 'data'], msg: 'field required', type: 'value_error.missing' }]);
  return { fields, file };
}
