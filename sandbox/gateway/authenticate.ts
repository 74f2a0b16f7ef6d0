import type { FastifyRequest } from 'fastify';
import { API_KEY_HEADER, CSRF_HEADER, SESSION_COOKIE } from '../../contract/gateway/auth';
import type { Db } from '../store/database';
import { digest } from '../store/secrets';
import { HttpError } from '../../server-common/http-error';
import { findApiKey, findSession } from '../store/user-repository';

export type Caller = { userId: string; via: 'api-key' | 'session'; sessionHash?: string };

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Resolves the caller as the gateway document describes: the `api-key` header, or the `session_id` cookie
 * plus `X-Csrf-Token` on every unsafe method. A storage GET may carry the CSRF token as `?token=`
 * (docs/service-api.md#storage), because an audio element cannot send headers; the cookie is still required.
 */
export function authenticate(db: Db, request: FastifyRequest): Caller {
  const now = new Date().toISOString();
  const apiKey = request.headers[API_KEY_HEADER];
  if (typeof apiKey === 'string' && apiKey.length > 0) {
    const row = findApiKey(db, digest(apiKey));
    if (!row) throw new HttpError(401, 'Invalid API key');
    if (row.expires_at && row.expires_at <= now) throw new HttpError(401, 'API key has expired');
    return { userId: row.user_id, via: 'api-key' };
  }
  const sessionId = request.cookies[SESSION_COOKIE];
  if (!sessionId) throw new HttpError(401, 'Not authenticated');
  const sessionHash = digest(sessionId);
  const session = findSession(db, sessionHash);
  if (!session) throw new HttpError(401, 'Session not found; sign in again');
  if (session.expires_at <= now) throw new HttpError(401, 'Session expired; sign in again');
  if (!SAFE_METHODS.has(request.method)) {
    const csrf = request.headers[CSRF_HEADER];
    if (csrf !== session.csrf_token) throw new HttpError(401, 'Missing or invalid X-Csrf-Token header');
  }
  return { userId: session.user_id, via: 'session', sessionHash };
}
