import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_KEY_GENERATIONS } from './usage-limits';

/**
 * Proxy settings from the environment (docs/configuration.md). Upstream URLs are optional here because
 * start-up fills them with the embedded sandbox when they are unset, and then says so (`embeddedSandbox`).
 */
const httpUrl = z.url({ protocol: /^https?$/, error: 'expected an http(s) URL' });

export const ProxyEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  GATEWAY_URL: httpUrl.optional(),
  TTS_URL: httpUrl.optional(),
  AGENTS_URL: httpUrl.optional(),
  TTS_API_KEY: z.string().min(8, 'expected a key of at least 8 characters').optional(),
  AGENTS_API_KEY: z.string().min(8, 'expected a key of at least 8 characters').optional(),
  STATIC_DIR: z.string().min(1).default('dist'),
  SOURCEMAPS: z.enum(['public', 'private']).default('private'),
  PROXY_REQUIRE_AUTH: z.enum(['true', 'false']).default('true'),
  PROXY_LAUNCHES_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  PROXY_TTS_CONCURRENCY: z.coerce.number().int().min(1).default(5),
  PROXY_TTS_KEY_CONCURRENCY: z.coerce.number().int().min(1).default(DEFAULT_KEY_GENERATIONS),
  PROXY_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
  PROXY_TTS_TIMEOUT_MS: z.coerce.number().int().min(1000).default(120_000),
  PROXY_HSTS: z.enum(['true', 'false']).default('false'),
  PROXY_CONNECT_SRC: z.string().default(''),
  ALLOWED_ORIGINS: z
    .string()
    .regex(
      /^\s*(https?:\/\/[^\s,/]+\/?(\s*[\s,]\s*https?:\/\/[^\s,/]+\/?)*)?\s*$/,
      'expected http(s) origins (scheme://host[:port]), space or comma separated',
    )
    .default(''),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'expected a redis:// or rediss:// URL' }).optional(),
  PROXY_TRUST_PROXY: z
    .string()
    .regex(
      /^(true|false|\d{1,2}|[\d.:a-fA-F/]+(\s*,\s*[\d.:a-fA-F/]+)*)$/,
      'expected true, false, a hop count or a comma-separated list of addresses',
    )
    .default('false'),
  PROXY_GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(1000).default(300_000),
  PROXY_SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(25_000),
  LOG_REQUESTS: z.enum(['true', 'false']).default('false'),
  TLS_CERT: z.string().min(1).optional(),
  TLS_KEY: z.string().min(1).optional(),
  HTTPS: z.enum(['self-signed'], { error: 'expected self-signed (or set TLS_CERT and TLS_KEY)' }).optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  METRICS_TOKEN: z.string().min(16, 'expected a token of at least 16 characters').optional(),
});

/** HTTPS served by the proxy itself: the operator's files, or a self-signed certificate kept in a directory (tls.ts). */
export type TlsSetting = { kind: 'files'; certPath: string; keyPath: string } | { kind: 'self-signed'; dir: string };

export type Upstreams = {
  gatewayUrl: string;
  ttsUrl: string;
  agentsUrl: string;
  ttsApiKey: string;
  agentsApiKey: string;
};

/** Who may spend the keys and how much: see proxy/key-routes.ts. */
export type KeyRoutePolicy = {
  requireAuth: boolean;
  launchesPerMinute: number;
  ttsConcurrency: number;
  /** Concurrent generations the TTS key allows across all users (the service's limit per account). */
  keyTtsConcurrency?: number;
  connectTimeoutMs: number;
  ttsTimeoutMs: number;
};

export type ProxyConfig = Upstreams & {
  port: number;
  host: string;
  staticDir: string;
  /** Serve the build's `.map` files (SOURCEMAPS=public); by default they are 404 even when a build has them. */
  publicSourceMaps?: boolean;
  policy: KeyRoutePolicy;
  /** HSTS (only behind TLS) and extra CSP connect-src origins, e.g. a separate agents WebSocket host. */
  hsts?: boolean;
  extraConnectSrc?: string[];
  /** Origins besides the studio's own whose pages may open the TTS WebSocket (ALLOWED_ORIGINS). */
  allowedOrigins?: string[];
  /** Shared store for the per-user limits when several copies run (deploy/README.md). */
  redisUrl?: string;
  /** Which X-Forwarded-* senders to believe (Fastify's trustProxy): only the load balancer in front, never anyone. */
  trustProxy?: boolean | number | string[];
  /** How long the gateway may take to start answering (an upload is decoded before it answers). */
  gatewayTimeoutMs?: number;
  /** How long a shutdown waits for requests in flight before it cuts the remaining connections. */
  shutdownGraceMs?: number;
  /** One JSON line per request (errors are logged either way). */
  logRequests?: boolean;
  /** HTTPS served by the proxy itself: the operator's files, or a self-signed certificate kept in DATA_DIR/tls. */
  tls?: TlsSetting;
  /** Enables `GET /metrics` for callers that send it as a Bearer token (proxy/metrics.ts). */
  metricsToken?: string;
  /**
   * Set by start-up when the upstream is the sandbox it embedded: its demo account (a public seed, not a secret),
   * which `/healthz` offers the sign-in page, and the sandbox's API reference served at `/sandbox/docs`.
   */
  embeddedSandbox?: { demoAccount: { email: string; password: string } };
};

export type ProxyEnvSettings = Omit<ProxyConfig, keyof Upstreams> & Partial<Upstreams>;

export class ProxyConfigError extends Error {}

export function proxyEnvSettings(env: NodeJS.ProcessEnv = process.env): ProxyEnvSettings {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ProxyEnv.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ProxyConfigError(`Invalid ${String(issue.path[0])}: ${issue.message}`);
  }
  const e = parsed.data;
  const settings: ProxyEnvSettings = {
    port: e.PORT,
    host: e.HOST,
    staticDir: path.resolve(e.STATIC_DIR),
    publicSourceMaps: e.SOURCEMAPS === 'public',
    hsts: e.PROXY_HSTS === 'true',
    ...(e.REDIS_URL ? { redisUrl: e.REDIS_URL } : {}),
    ...(e.METRICS_TOKEN ? { metricsToken: e.METRICS_TOKEN } : {}),
    ...tlsSettingOf(e),
    extraConnectSrc: e.PROXY_CONNECT_SRC.split(/[\s,]+/).filter(Boolean),
    allowedOrigins: e.ALLOWED_ORIGINS.split(/[\s,]+/)
      .filter(Boolean)
      .map((origin) => new URL(origin).origin),
    trustProxy: trustProxyOf(e.PROXY_TRUST_PROXY),
    shutdownGraceMs: e.PROXY_SHUTDOWN_GRACE_MS,
    gatewayTimeoutMs: e.PROXY_GATEWAY_TIMEOUT_MS,
    logRequests: e.LOG_REQUESTS === 'true',
    policy: {
      requireAuth: e.PROXY_REQUIRE_AUTH === 'true',
      launchesPerMinute: e.PROXY_LAUNCHES_PER_MINUTE,
      ttsConcurrency: e.PROXY_TTS_CONCURRENCY,
      keyTtsConcurrency: e.PROXY_TTS_KEY_CONCURRENCY,
      connectTimeoutMs: e.PROXY_CONNECT_TIMEOUT_MS,
      ttsTimeoutMs: e.PROXY_TTS_TIMEOUT_MS,
    },
  };
  if (e.GATEWAY_URL) settings.gatewayUrl = trimSlash(e.GATEWAY_URL);
  if (e.TTS_URL) settings.ttsUrl = trimSlash(e.TTS_URL);
  if (e.AGENTS_URL) settings.agentsUrl = trimSlash(e.AGENTS_URL);
  if (e.TTS_API_KEY) settings.ttsApiKey = e.TTS_API_KEY;
  if (e.AGENTS_API_KEY) settings.agentsApiKey = e.AGENTS_API_KEY;
  return settings;
}

/** A real service needs every upstream and key; a half-configured one would fail later and less clearly. */
export function requireUpstreams(settings: ProxyEnvSettings): ProxyConfig {
  const missing = (
    [
      ['GATEWAY_URL', settings.gatewayUrl],
      ['TTS_URL', settings.ttsUrl],
      ['AGENTS_URL', settings.agentsUrl],
      ['TTS_API_KEY', settings.ttsApiKey],
      ['AGENTS_API_KEY', settings.agentsApiKey],
    ] as const
  ).filter(([, value]) => !value);
  if (missing.length > 0) {
    throw new ProxyConfigError(
      `Missing ${missing.map(([name]) => name).join(', ')}: set all upstream variables, or none to use the sandbox`,
    );
  }
  return settings as ProxyConfig;
}

/** TLS_CERT and TLS_KEY go together; HTTPS=self-signed is the alternative to them, not an addition. */
function tlsSettingOf(e: z.infer<typeof ProxyEnv>): { tls?: TlsSetting } {
  if (e.HTTPS && (e.TLS_CERT || e.TLS_KEY))
    throw new ProxyConfigError('Invalid HTTPS: set HTTPS=self-signed or TLS_CERT and TLS_KEY, not both');
  if (e.HTTPS) return { tls: { kind: 'self-signed', dir: path.resolve(e.DATA_DIR, 'tls') } };
  if (!e.TLS_CERT !== !e.TLS_KEY)
    throw new ProxyConfigError(`Invalid ${e.TLS_CERT ? 'TLS_KEY' : 'TLS_CERT'}: TLS_CERT and TLS_KEY are set together`);
  return e.TLS_CERT && e.TLS_KEY
    ? { tls: { kind: 'files', certPath: path.resolve(e.TLS_CERT), keyPath: path.resolve(e.TLS_KEY) } }
    : {};
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

function trustProxyOf(value: string): boolean | number | string[] {
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((address) => address.trim());
}
