import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authenticate, type Caller } from './authenticate';

declare module 'fastify' {
  interface FastifyRequest {
    caller?: Caller;
  }
}

/**
 * Authenticates every request to a route of this scope that declares `auth: 'account'` (the gateway's default),
 * before its handler runs. The route that matched decides (the router decodes percent-encoding, so the raw URL
 * cannot); an unmatched request gets its 404 without a credential check.
 */
export function installAuthHook(scope: FastifyInstance): void {
  const { db } = scope;
  scope.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.auth === 'account') request.caller = authenticate(db, request);
  });
}

/** The authenticated caller of a gateway route (the hook guarantees one). */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new Error(`route ${request.url} reached without authentication`);
  return request.caller;
}
