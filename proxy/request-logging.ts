import { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { SecretScrubber } from './secret-scrubber';

/**
 * Query parameter names that may carry a credential anywhere (ours, the APIs', a client's own): any name with
 * key, secret, token, password, auth, session, credential or signature in it, in any case or separator style.
 */
const SECRET_PARAM = /key|secret|token|passw|pwd|auth|session|credential|signature|^sig$/i;

const decodedName = (raw: string) => {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
};

/**
 * The request target with the values of credential-like query parameters replaced, for logs. Names are judged
 * decoded (`tok%65n` is `token`), and every other parameter is kept exactly as sent.
 */
export function redactedUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0]!;
      return SECRET_PARAM.test(decodedName(name)) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, mark)}?${query}`;
}

const FORWARDED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** A request's id: the load balancer's `X-Request-Id` when its forwarded headers are trusted, else a new UUID. */
export function requestIdOf(request: IncomingMessage, trustForwarded: boolean): string {
  const forwarded = request.headers['x-request-id'];
  return trustForwarded && typeof forwarded === 'string' && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
}

/** What the one line per request says; `log` carries the request id (Fastify's request.log, or a line's own field). */
type RequestLine = { method: string; url: string; statusCode: number; ms: number; remoteAddress: string };

export function logRequestLine(log: FastifyBaseLogger, line: RequestLine, bindings: { reqId?: string } = {}): void {
  log.info(
    {
      ...bindings,
      method: line.method,
      url: redactedUrl(line.url),
      statusCode: line.statusCode,
      ms: Math.round(line.ms),
      remoteAddress: line.remoteAddress,
    },
    'request',
  );
}

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
        paths: [
          'req.headers.cookie',
          'req.headers["x-csrf-token"]',
          'req.headers["api-key"]',
          'req.headers["x-api-key"]',
          'req.headers.authorization',
          'res.headers["set-cookie"]',
        ],
        censor: '[redacted]',
      },
      serializers: {
        req: (request: { method: string; url: string; ip?: string }) => ({
          method: request.method,
          url: redactedUrl(request.url),
          remoteAddress: request.ip,
        }),
        res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      },
      hooks: { streamWrite: (line: string) => scrubber.maskText(line) },
      ...(options.stream ? { stream: options.stream } : {}),
    },
    // Fastify's own two lines per request are replaced by the one written in requestLogging().
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: (request: IncomingMessage) => requestIdOf(request, options.trustForwarded),
  };
}

/**
 * The `X-Request-Id` response header, and the per-request line when lines are asked for (`lines`, as given to
 * loggerOptions): otherwise no hook at all, so a proxy that does not log requests builds no line for each.
 */
export function requestLogging(app: FastifyInstance, lines: boolean): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  if (!lines) return;
  app.addHook('onResponse', async (request, reply) => {
    logRequestLine(request.log, {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      ms: reply.elapsedTime,
      remoteAddress: request.ip,
    });
  });
}
