import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../store/database';
import { authenticate, type Caller } from './authenticate';
import { isGatewayRoute, PUBLIC_ROUTES } from './public-routes';

declare module 'fastify' {
  interface FastifyRequest {
    caller?: Caller;
  }
}

/**
 * Authenticates every gateway and storage request before its handler runs, so no route can forget to. The route
 * that matched decides (the router decodes percent-encoding, so the raw URL cannot); an unmatched request gets
 * its 404 without a credential check.
 */
export function installAuthHook(app: FastifyInstance, db: Db): void {
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.url;
    if (!isGatewayRoute(route) || PUBLIC_ROUTES.has(route)) return;
    request.caller = authenticate(db, request);
  });
}

/** The authenticated caller of a gateway route (the hook guarantees one). */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new Error(`route ${request.url} reached without authentication`);
  return request.caller;
}
