import type { FastifyError, FastifyInstance } from 'fastify';
import { RequestValidationError } from '../server-common/validation';
import { HttpError } from '../server-common/http-error';
import { UpstreamError } from './upstream-call';

/** The proxy's own failures in the gateway's shapes: 422 `{detail:[…]}`, else `{detail}`, never internals. */
export function installProxyErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof RequestValidationError) return reply.code(422).send({ detail: error.issues });
    if (error instanceof HttpError)
      return reply.code(error.statusCode).headers(error.headers).send({ detail: error.message });
    if (error instanceof UpstreamError) return reply.code(error.statusCode).send({ detail: error.message });
    const code = 'code' in error ? error.code : undefined;
    if (code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return reply.code(413).send({ detail: 'The request body is larger than 1 MB' });
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'proxy request failed');
      return reply.code(502).send({ detail: 'The service could not be reached' });
    }
    return reply.code(status).send({ detail: error.message });
  });
}
