import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RequestValidationError } from '../server-common/validation';

/**
 * JSON bodies read the way FastAPI reads them, for clients that set `content-type: application/json` on every
 * request (the official marketplace Python client does, on its whole session, then calls `POST /api/auth` with
 * no body). FastAPI reads a body only where the endpoint declares one:
 * - a route without a body schema ignores whatever came, empty or not;
 * - a route with one gets `undefined` for an empty body, which its validator answers with FastAPI's 422
 *   `value_error.missing` (see contract/validation.ts), and malformed JSON is a 422 `value_error.jsondecode` at
 *   `["body", position]`.
 * The wording is pydantic v1's, as in every other 422 of the gateway (docs/service-api.md#error-bodies).
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    (request: FastifyRequest, text: string | Buffer, done) => {
      const body = typeof text === 'string' ? text : text.toString('utf8');
      if (!request.routeOptions.schema?.body || body.trim() === '') return done(null, undefined);
      try {
        done(null, JSON.parse(body) as unknown);
      } catch (error) {
        done(jsonInvalid(body, error), undefined);
      }
    },
  );
}

/**
 * FastAPI's (pydantic v1) entry for a body that is not JSON: `loc` carries the character position of the fault,
 * `msg` and `ctx` describe it as Python's json module would (line and column counted from 1).
 */
function jsonInvalid(body: string, error: unknown): RequestValidationError {
  const message = error instanceof Error ? error.message : String(error);
  const pos = Math.min(Number(/position (\d+)/.exec(message)?.[1] ?? body.length), body.length);
  const before = body.slice(0, pos);
  const lineno = before.split('\n').length;
  const colno = pos - before.lastIndexOf('\n');
  const reason = pos >= body.trimEnd().length ? 'Expecting value' : 'Invalid JSON';
  return new RequestValidationError([
    {
      loc: ['body', pos],
      msg: `${reason}: line ${lineno} column ${colno} (char ${pos})`,
      type: 'value_error.jsondecode',
      ctx: { msg: reason, doc: body, pos, lineno, colno },
    },
  ]);
}
