import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiKeyCreate, LoginCreds, SESSION_COOKIE } from '../../contract/gateway/auth';
import type { Db } from '../store/database';
import {
  checkCredentials,
  createSession,
  deleteApiKeys,
  deleteSession,
  findUser,
  replaceApiKey,
  toUser,
} from '../store/user-repository';
import { callerOf } from './auth-hook';
import { KNOWN_DEVICE_COOKIE, KNOWN_DEVICE_SECONDS, type KnownDevices } from './known-device';
import { HttpError } from '../../server-common/http-error';
import { STORAGE_FULL } from '../store/storage-health';

/** The request reached the service over https: TLS here, or `X-Forwarded-Proto: https` from the proxy in front. */
function cameOverHttps(request: FastifyRequest): boolean {
  const forwarded = request.headers['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim().toLowerCase();
  return request.protocol === 'https' || first === 'https';
}

/** Health, login/logout, the current user and the account's API key (gateway "Health and session"). */
export function sessionRoutes(app: FastifyInstance, db: Db, knownDevices: KnownDevices): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  /** The reference at /docs is on the sandbox's own port, which the studio (behind the proxy) cannot know. */
  const docsUrl = () => {
    const address = app.server.address();
    if (!address || typeof address === 'string') return undefined;
    const host = ['0.0.0.0', '::', '::1'].includes(address.address) ? 'localhost' : address.address;
    return `http://${host}:${address.port}/docs`;
  };
  // Public and never limited, so a busy address cannot make the service look down.
  api.get('/api/healtz', { config: { auth: 'public', rateLimit: 'none' } }, async (_request, reply) => {
    if (api.storage.isFull()) return reply.code(507).send({ detail: STORAGE_FULL });
    return { state: 'OK', docs_url: docsUrl() };
  });

  api.post(
    '/api/login',
    { schema: { body: LoginCreds }, config: { auth: 'public', signIn: true } },
    async (request, reply) => {
      const { email, password, session_duration } = request.body;
      const user = await checkCredentials(db, email, password);
      if (!user) throw new HttpError(404, 'No account with this email and password');
      const session = createSession(db, user.id, session_duration);
      // Over https (directly or behind a TLS-terminating proxy) the cookies must never travel in clear.
      const secure = cameOverHttps(request);
      reply.setCookie(SESSION_COOKIE, session.sessionId, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure,
        maxAge: session.durationSeconds,
      });
      // Kept after sign-out: the device stays known to the account's failed-sign-in limit (auth-failure-guard.ts).
      reply.setCookie(KNOWN_DEVICE_COOKIE, knownDevices.afterSignIn(request.cookies[KNOWN_DEVICE_COOKIE], email), {
        path: '/api/login',
        httpOnly: true,
        sameSite: 'strict',
        secure,
        maxAge: KNOWN_DEVICE_SECONDS,
      });
      return { user: toUser(user), csrf_token: session.csrfToken, session_duration: session.durationSeconds };
    },
  );

  api.post('/api/logout', async (request, reply) => {
    const caller = callerOf(request);
    if (caller.sessionHash) deleteSession(db, caller.sessionHash);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { detail: 'OK' };
  });

  api.post('/api/auth', async (request) => {
    const caller = callerOf(request);
    const user = findUser(db, caller.userId);
    if (!user) throw new HttpError(401, 'Account no longer exists');
    return toUser(user);
  });

  api.post('/api/api-key', { schema: { body: ApiKeyCreate } }, async (request) => {
    const caller = callerOf(request);
    const { expires_at } = request.body;
    if (new Date(expires_at).getTime() <= Date.now()) {
      throw new HttpError(400, 'expires_at must be in the future');
    }
    return { api_key: replaceApiKey(db, caller.userId, new Date(expires_at).toISOString()) };
  });

  api.delete('/api/api-key', async (request) => {
    const caller = callerOf(request);
    if (deleteApiKeys(db, caller.userId) === 0) throw new HttpError(404, 'The account has no API key');
    return { detail: 'OK' };
  });
}
