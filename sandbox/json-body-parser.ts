import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RequestValidationError } from '../contract/validation';

/**
 * JSON bodies read the way FastAPI reads them, for clients that set `content-type: application/json` on every
 * request (the official marketplace Python client does, on its whole session, then calls `POST /api/auth` with
 * no body). FastAPI reads a body only where the endpoint declares one:
 * - a route without a body schema ignores whatever came, empty or not;
 * - a route with one gets `undefined` for an empty body, which its validator answers with FastAPI's 422
 *   `missing` (see contract/validation.ts), and malformed JSON is a 422 `json_invalid` at `["body", position]`.
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

/** pydantic v2's entry for a body that is not JSON: `loc` carries the character position of the fault. */
function jsonInvalid(body: string, error: unknown): RequestValidationError {
  const message = error instanceof Error ? error.message : String(error);
  const position = Number(/position (\d+)/.exec(message)?.[1] ?? body.length);
  return new RequestValidationError([
    { type: 'json_invalid', loc: ['body', position], msg: 'JSON decode error', input: {}, ctx: { error: message } },
  ]);
}
