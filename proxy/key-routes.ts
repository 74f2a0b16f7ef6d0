import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LaunchRequest } from '../contract/agents/launch';
import { BytesGenerationRequest, SseGenerationRequest, TtsVariant } from '../contract/tts/requests';
import { parseOrThrow } from '../server-common/validation';
import { credentialsOf, type CallerIdentity } from './caller-identity';
import { agentWebSocket } from './agent-websocket';
import type { ProxyConfig } from './config';
import { forwardedHeaders } from './forwarded-for';
import { isAllowedOrigin } from './origin-check';
import { HttpError } from '../server-common/http-error';
import { RedisUsageLimits } from './redis-usage-limits';
import type { SecretScrubber } from './secret-scrubber';
import { ttsWebSocket } from './tts-websocket';
import type { OpenSockets } from './open-sockets';
import type { UpstreamClient, UpstreamTimeouts } from './upstream-call';
import { JSON_BODY_LIMIT } from './json-body-limit';
import { agentsKeyHeaders, ttsKeyHeaders } from './upstream-keys';
import { DEFAULT_KEY_GENERATIONS, generationsBusy, MemoryUsageLimits, type UsageLimits } from './usage-limits';

/** What the key routes read of the proxy's config: the TTS and agents services, their keys, who may spend them. */
type KeyRouteSettings = Pick<
  ProxyConfig,
  'ttsUrl' | 'ttsApiKey' | 'agentsUrl' | 'agentsApiKey' | 'policy' | 'redisUrl' | 'allowedOrigins'
>;

/**
 * The routes that spend the server's keys: real-time TTS (`X-API-Key`) and agents (`Authorization: Bearer`).
 * Only these paths and methods exist (anything else under /tts or /agents is 404); the upstream path is built
 * from validated parts, never from the request path, and no query string goes upstream. Whatever key the
 * client sent is dropped: only the server's goes upstream. Bodies are checked by contract/ before any
 * upstream call.
 */
export async function keyRoutes(
  app: FastifyInstance,
  config: KeyRouteSettings,
  upstream: UpstreamClient,
  scrubber: SecretScrubber,
  identity: CallerIdentity,
  sockets: OpenSockets,
): Promise<void> {
  const { policy } = config;
  const generationLimits = {
    perUser: policy.ttsConcurrency,
    perKey: policy.keyTtsConcurrency ?? DEFAULT_KEY_GENERATIONS,
  };
  const limits: UsageLimits = config.redisUrl
    ? new RedisUsageLimits(
        config.redisUrl,
        policy.launchesPerMinute,
        generationLimits,
        createHash('sha256').update(config.ttsApiKey).digest('hex').slice(0, 16),
      )
    : new MemoryUsageLimits(policy.launchesPerMinute, generationLimits);
  app.addHook('onClose', () => limits.close());

  /** `fromQuery`: the TTS socket, whose browser caller cannot send headers (see credentialsOf). */
  const caller = async (request: FastifyRequest, fromQuery = false): Promise<string> => {
    if (!policy.requireAuth) return `ip:${request.ip}`;
    const credentials = credentialsOf(request.headers, fromQuery ? (request.query as Record<string, unknown>) : {});
    const user = await identity.userOf(credentials, request.ip, forwardedHeaders(request.raw, request.ips ?? []));
    if (!user) throw new HttpError(401, 'Sign in to the studio to use text-to-speech and voice agents');
    return user;
  };
  const variantOf = (request: FastifyRequest) => {
    const variant = TtsVariant.safeParse((request.params as { variant?: string }).variant);
    if (!variant.success) throw new HttpError(404, 'Not Found');
    return variant.data;
  };
  const quick: UpstreamTimeouts = { connectMs: policy.connectTimeoutMs, responseMs: policy.connectTimeoutMs };
  const long: UpstreamTimeouts = {
    connectMs: policy.connectTimeoutMs,
    responseMs: policy.ttsTimeoutMs,
    idleMs: policy.ttsTimeoutMs,
  };
  const ttsHeaders = (json: boolean) => ({
    ...ttsKeyHeaders(config.ttsApiKey),
    ...(json ? { 'content-type': 'application/json' } : {}),
  });
  const agentHeaders = (json: boolean) => ({
    ...agentsKeyHeaders(config.agentsApiKey),
    ...(json ? { 'content-type': 'application/json' } : {}),
  });

  await app.register(async (scope) => {
    // A browser sends Origin on every WebSocket handshake and cross-site POST: a key route answers only the
    // studio's own pages and ALLOWED_ORIGINS, so another site cannot spend the keys with a visitor's cookies.
    scope.addHook('onRequest', async (request) => {
      if (!isAllowedOrigin(request.headers.origin, request.host, config.allowedOrigins ?? [])) {
        throw new HttpError(403, 'Requests from another site may not use this route');
      }
    });
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT },
      (_request, body, done) => {
        try {
          done(null, body.length === 0 ? undefined : JSON.parse(body as string));
        } catch {
          done(new HttpError(400, 'The body is not valid JSON'));
        }
      },
    );

    scope.get('/tts/:variant/voices', async (request, reply) => {
      const variant = variantOf(request);
      await caller(request);
      return upstream.relay(reply, {
        service: 'text-to-speech',
        url: `${config.ttsUrl}/${variant}/voices`,
        method: 'GET',
        headers: ttsHeaders(false),
        timeouts: quick,
      });
    });

    const generate = (endpoint: 'bytes' | 'sse') => async (request: FastifyRequest, reply: FastifyReply) => {
      const variant = variantOf(request);
      const user = await caller(request);
      const body = parseOrThrow(
        endpoint === 'bytes' ? BytesGenerationRequest : SseGenerationRequest,
        'body',
        request.body,
      );
      const release = await limits.startGeneration(user);
      if (!release) throw generationsBusy(generationLimits);
      return upstream.relay(
        reply,
        {
          service: 'text-to-speech',
          url: `${config.ttsUrl}/${variant}/tts/${endpoint}`,
          method: 'POST',
          headers: ttsHeaders(true),
          body: JSON.stringify(body),
          timeouts: long,
        },
        release,
      );
    };
    scope.post('/tts/:variant/tts/bytes', generate('bytes'));
    scope.post('/tts/:variant/tts/sse', generate('sse'));

    scope.post('/agents/launch', async (request, reply) => {
      const user = await caller(request);
      parseOrThrow(LaunchRequest, 'body', request.body);
      const wait = await limits.launchWait(user);
      if (wait > 0)
        throw new HttpError(429, `At most ${policy.launchesPerMinute} agent launches a minute`, {
          'retry-after': String(wait),
        });
      return upstream.relay(reply, {
        service: 'voice-agent',
        url: `${config.agentsUrl}/launch`,
        method: 'POST',
        // The studio's host and scheme: the sandbox builds the session's address on them (see agent-websocket.ts).
        headers: { ...forwardedHeaders(request.raw, request.ips ?? []), ...agentHeaders(true) },
        body: JSON.stringify(request.body),
        timeouts: long,
      });
    });

    for (const path of ['voices', 'verify'] as const) {
      scope.get(`/agents/${path}`, async (request, reply) => {
        await caller(request);
        return upstream.relay(reply, {
          service: 'voice-agent',
          url: `${config.agentsUrl}/${path}`,
          method: 'GET',
          headers: agentHeaders(false),
          timeouts: quick,
        });
      });
    }

    ttsWebSocket(scope, config, {
      caller,
      limits,
      busy: generationsBusy(generationLimits).message,
      scrubber,
      sockets,
    });
    agentWebSocket(scope, config);

    scope.all('/tts/*', async () => {
      throw new HttpError(404, 'Not Found');
    });
    scope.all('/agents/*', async () => {
      throw new HttpError(404, 'Not Found');
    });
  });
}
