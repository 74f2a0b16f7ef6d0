import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import type { RateCategory } from '../../contract/gateway/rate-limits';
import { HttpError } from '../../server-common/http-error';
import { SANDBOX_SERVICE_KEY } from '../service-key';

/**
 * What a route declares about itself in its `config`, read by the hooks of the plugin that serves it (and by the
 * OpenAPI document), so protection and limits follow the route Fastify matched, never the raw URL.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who may call: `public` (no credentials), `account` (a user's API key or session; the gateway's default),
     * `service-key` (the TTS and agents APIs' key; their default) or `single-use-address` (an agent's socket, whose
     * address from the launch is the credential).
     */
    auth?: 'public' | 'account' | 'service-key' | 'single-use-address';
    /** The documented rate-limit category (the gateway's default is fast); `none` exempts the route from limits. */
    rateLimit?: RateCategory | 'none';
    /** Sign-in by password: its failures are counted per account as well as per address. */
    signIn?: boolean;
    /** The zod schema of a multipart upload's text fields, so the document shows what the handler checks. */
    uploadFields?: unknown;
  }
}

/** The protections a gateway route gets unless it declares otherwise: authenticated, in the fast category. */
export const GATEWAY_DEFAULTS = { auth: 'account', rateLimit: 'fast' } as const;

/** The TTS and agents APIs' routes take the service key unless they declare otherwise. */
export const SERVICE_KEY_DEFAULTS = { auth: 'service-key' } as const;

/** Where an API reads its service key, and what it answers without it. */
export type ServiceKeyCheck = { read: (request: FastifyRequest) => string | undefined; refusal: string };

/** The TTS API's key: `X-API-Key`, or `?api_key=` where a client (a browser WebSocket) cannot set headers. */
export const TTS_KEY: ServiceKeyCheck = {
  read: (request) => {
    const header = request.headers['x-api-key'];
    return typeof header === 'string' ? header : (request.query as { api_key?: string } | undefined)?.api_key;
  },
  refusal: 'Invalid or missing API key',
};

/** The agents API's key: `Authorization: Bearer <key>`. */
export const AGENTS_KEY: ServiceKeyCheck = {
  read: (request) => /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1],
  refusal: 'Missing or invalid bearer token',
};

/**
 * The route policy of one API's scope, the same for the sandbox's three APIs: every route gets `defaults` in its
 * config unless it declares otherwise, and a route whose `auth` is `service-key` is refused with 401 unless it
 * presents the sandbox's service key as `serviceKey` reads it. Account credentials are the gateway's own hook
 * (gateway/auth-hook.ts), since they need the database. Install it before the scope's routes and child plugins:
 * it fills in each route's config as the route is added.
 */
export function installRoutePolicy(
  scope: FastifyInstance,
  policy: { defaults: FastifyContextConfig; serviceKey?: ServiceKeyCheck },
): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...policy.defaults, ...route.config };
  });
  const { serviceKey } = policy;
  if (!serviceKey) return;
  scope.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.auth !== 'service-key') return;
    if (serviceKey.read(request) !== SANDBOX_SERVICE_KEY) throw new HttpError(401, serviceKey.refusal);
  });
}
