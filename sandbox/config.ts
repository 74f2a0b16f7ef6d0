import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import type { RateLimit } from '../contract/gateway/rate-limits';

/** Sandbox settings from the environment; a bad value stops start-up with a message naming the variable. */
export const SandboxEnv = z.object({
  SANDBOX_PORT: z.coerce.number().int().min(0).max(65535).default(8090),
  SANDBOX_HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('.data'),
  SANDBOX_MAX_UPLOAD_MB: z.coerce.number().positive().default(100),
  SANDBOX_RATE_LIMITS: z
    .string()
    .regex(/^(fast|slow)=\d+\/\d+(,(fast|slow)=\d+\/\d+)*$/, 'expected e.g. fast=500/300,slow=100/300')
    .optional(),
  SANDBOX_LLM_URL: z.url().optional(),
  SANDBOX_STT_URL: z.url({ protocol: /^https?$/ }).optional(),
  SANDBOX_TRUSTED_PROXIES: z
    .string()
    .refine((value) => value === 'none' || value.split(',').every((part) => isTrustedProxy(part.trim())), {
      message:
        'expected none, or a comma-separated list of loopback, linklocal, uniquelocal, addresses or address/prefix ranges',
    })
    .default('loopback'),
});

/** One entry Fastify's trustProxy (proxy-addr) understands: a named range, an address, or a CIDR range. */
function isTrustedProxy(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

export type SandboxConfig = {
  port: number;
  host: string;
  dataDir: string;
  maxUploadBytes: number;
  rateLimits?: string;
  llmUrl?: string;
  /** An OpenAI-compatible /v1/audio/transcriptions URL that hears spoken turns instead of PocketSphinx. */
  sttUrl?: string;
  /**
   * Whose `X-Forwarded-For` to believe for the client's address (Fastify's trustProxy): by default only the
   * loopback, where the embedded proxy calls from. Anyone else's header is ignored, so a client cannot pick the
   * address its failures and limits are counted against.
   */
  trustedProxies?: string[];
  /** Failed authentications allowed per window, per address and (for sign-in) per account; tests shorten them. */
  authFailureLimits?: AuthFailureLimits;
  /**
   * How long a launched agent waits for a connection or activity (15 minutes, docs/service-api.md#agent-sessions);
   * tests shorten it.
   */
  agentIdleMs?: number;
  /** How long closing lets answers in flight finish before it cuts their connections (5 s); tests shorten it. */
  shutdownGraceMs?: number;
};

export type AuthFailureLimits = { perAddress: RateLimit; perAccount: RateLimit };

export class ConfigError extends Error {}

export function sandboxConfigFromEnv(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  const parsed = SandboxEnv.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid ${String(issue.path[0])}: ${issue.message}`);
  }
  const e = parsed.data;
  return {
    port: e.SANDBOX_PORT,
    host: e.SANDBOX_HOST,
    dataDir: path.resolve(e.DATA_DIR),
    maxUploadBytes: e.SANDBOX_MAX_UPLOAD_MB * 1024 * 1024,
    ...(e.SANDBOX_RATE_LIMITS ? { rateLimits: e.SANDBOX_RATE_LIMITS } : {}),
    ...(e.SANDBOX_LLM_URL ? { llmUrl: e.SANDBOX_LLM_URL } : {}),
    ...(e.SANDBOX_STT_URL ? { sttUrl: e.SANDBOX_STT_URL } : {}),
    trustedProxies:
      e.SANDBOX_TRUSTED_PROXIES === 'none' ? [] : e.SANDBOX_TRUSTED_PROXIES.split(',').map((part) => part.trim()),
  };
}
