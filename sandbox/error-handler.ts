import type { FastifyError, FastifyInstance } from 'fastify';
import { RequestValidationError } from '../server-common/validation';
import { HttpError } from '../server-common/http-error';
import { isStorageFull, STORAGE_FULL } from './store/storage-health';
import { drainRequest } from '../server-common/drain-request';

/** How much of a refused body is read so the client can finish sending and see the answer. */
const DRAIN_LIMITS = { maxBytes: 256 * 1024 * 1024, maxMs: 10_000 };

/**
 * Answers every failure in the gateway's documented shapes: 422 `{detail:[{loc,msg,type}]}` for validation,
 * `{detail:"..."}` for everything else. Unexpected errors are logged and answered without internals;
 * a full disk is 507 Insufficient Storage, logged, and reported by the health route until it recovers.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError | Error, request, reply) => {
    await drainRequest(request.raw, DRAIN_LIMITS);
    if (error instanceof RequestValidationError) {
      return reply.code(422).send({ detail: error.issues });
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send({ detail: error.message });
    }
    if (isStorageFull(error)) {
      app.storage.noteFull();
      request.log.error({ err: error }, 'storage is full');
      return reply.code(507).send({ detail: `${STORAGE_FULL}; nothing was saved, try again later` });
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ detail: 'Internal server error' });
    }
    return reply.code(status).send({ detail: error.message });
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ detail: 'Not Found' }));
}
