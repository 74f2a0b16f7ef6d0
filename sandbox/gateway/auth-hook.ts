import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../store/database';
import { authenticate, type Caller } from './authenticate';

declare module 'fastify' {
  interface FastifyRequest {
    caller?: Caller;
  }
}

/** The gateway operations that carry no credentials (api-facts §1.1). */
const PUBLIC_PATHS = new Set(['/api/healtz', '/api/login']);

/** Authenticates every gateway and storage request before its handler runs, so no route can forget to. */
export function installAuthHook(app: FastifyInstance, db: Db): void {
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/') && !path.startsWith('/storage/')) return;
    if (PUBLIC_PATHS.has(path)) return;
    request.caller = authenticate(db, request);
  });
}

/** The authenticated caller of a gateway route (the hook guarantees one). */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new Error(`route ${request.url} reached without authentication`);
  return request.caller;
}
