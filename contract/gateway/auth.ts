import * as z from 'zod/mini';
import { Uuid } from './common';

/** Accounts and sessions (docs/service-api.md#gateway-authentication). */

export const Role = z.enum(['admin', 'prepaid', 'reviewer', 'user', 'techsmith']);

export const UserGroup = z.object({ id: Uuid, name: z.string() });

/** UserData is large and optional; the studio reads none of it, so it stays an open object. */
export const UserData = z.looseObject({});

export const User = z.looseObject({
  id: Uuid,
  email: z.string(),
  verified: z.boolean(),
  username: z.string(),
  first_name: z.nullish(z.string()),
  last_name: z.nullish(z.string()),
  roles: z.array(Role),
  groups: z.array(UserGroup),
  data: z.nullish(UserData),
});
export type User = z.infer<typeof User>;

/**
 * The longest session a sign-in may ask for. The documents give `session_duration` no bounds
 * (docs/service-api.md#gateway-authentication), so 30 days: 999,999,999 s made a cookie that lasted until 2058. Beyond
 * it FastAPI's 422, not a silent clamp.
 */
export const MAX_SESSION_SECONDS = 30 * 24 * 3600;

/**
 * The longest e-mail address (the SMTP path limit) and password a sign-in may send. The documents give neither a
 * bound; without one, every failed sign-in with a megabyte "address" was remembered by the failure counters.
 */
export const MAX_EMAIL_LENGTH = 254;
const MAX_PASSWORD_LENGTH = 1024;

export const LoginCreds = z.object({
  email: z.string().check(z.minLength(1), z.maxLength(MAX_EMAIL_LENGTH)),
  password: z.string().check(z.minLength(1), z.maxLength(MAX_PASSWORD_LENGTH)),
  session_duration: z.optional(
    z
      .number()
      .check(z.int(), z.positive('ensure this value is greater than 0'))
      .check(z.lte(MAX_SESSION_SECONDS, `ensure this value is less than or equal to ${MAX_SESSION_SECONDS}`)),
  ),
});
export type LoginCreds = z.infer<typeof LoginCreds>;

export const LoginResponse = z.looseObject({
  user: User,
  csrf_token: z.string(),
  session_duration: z.optional(z.number().check(z.int())),
});
export type LoginResponse = z.infer<typeof LoginResponse>;

/**
 * GET /api/healtz. `docs_url` is the sandbox's own addition (the real gateway has no such field): where its API
 * reference is served on its own port. The studio links to the same page through its own origin instead.
 */
export const HealthResponse = z.looseObject({ state: z._default(z.string(), 'OK'), docs_url: z.optional(z.string()) });

/** POST /api/api-key (docs/service-api.md#gateway-authentication): a key with an expiry. */
export const ApiKeyCreate = z.object({ expires_at: z.iso.datetime({ offset: true }) });
export const ApiKeyResponse = z.object({ api_key: z.string() });

/** The header and cookie names the gateway reads credentials from. */
export const API_KEY_HEADER = 'api-key';
export const CSRF_HEADER = 'x-csrf-token';
export const SESSION_COOKIE = 'session_id';
