import type { RateCategory } from '../../contract/gateway/rate-limits';

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
