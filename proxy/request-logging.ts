import { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { SecretScrubber } from './secret-scrubber';

/** Query parameters that carry credentials somewhere in the three APIs (or could): never written to a log. */
const SECRET_PARAM = /^(api[-_]?key|key|token|access[-_]?token|csrf[-_]?token|session[-_]?id|password|authorization)$/i;

/** The request target with the values of credential parameters replaced, for logs. */
export function redactedUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const params = new URLSearchParams(url.slice(mark + 1));
  for (const name of [...params.keys()]) if (SECRET_PARAM.test(name)) params.set(name, '[redacted]');
  return `${url.slice(0, mark)}?${params.toString()}`;
}

const FORWARDED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Structured JSON logs (pino): one line per request with its id, method, redacted URL, status and time, plus
 * warnings and errors. Headers are never logged (so no cookie, CSRF token or key can appear), the redact list
 * covers them should a line ever include them, and a last hook masks the server keys in every line written.
 * The request id is the load balancer's `X-Request-Id` when its forwarded headers are trusted, else a new UUID;
 * it is sent back in `X-Request-Id`.
 */
export function loggerOptions(
  options: { requests: boolean; stream?: NodeJS.WritableStream; trustForwarded: boolean },
  scrubber: SecretScrubber,
): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'logController'> {
  return {
    logger: {
      level: options.requests ? 'info' : 'warn',
      redact: {
        paths: ['req.headers.cookie', 'req.headers["x-csrf-token"]', 'req.headers["api-key"]', 'req.headers["x-api-key"]', 'req.headers.authorization', 'res.headers["set-cookie"]'],
        censor: '[redacted]',
      },
      serializers: {
        req: (request: { method: string; url: string; ip?: string }) => ({ method: request.method, url: redactedUrl(request.url), remoteAddress: request.ip }),
        res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      },
      hooks: { streamWrite: (line: string) => scrubber.maskText(line) },
      ...(options.stream ? { stream: options.stream } : {}),
    },
    // Fastify's own two lines per request are replaced by the one written in requestLogging().
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: (request: IncomingMessage) => {
      const forwarded = request.headers['x-request-id'];
      return options.trustForwarded && typeof forwarded === 'string' && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
    },
  };
}

/** The per-request line and the `X-Request-Id` response header. */
export function requestLogging(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      { method: request.method, url: redactedUrl(request.url), statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime), remoteAddress: request.ip },
      'request',
    );
  });
}
