import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LaunchRequest } from '../contract/agents/launch';
import { BytesGenerationRequest, SseGenerationRequest, TtsVariant } from '../contract/tts/requests';
import { parseOrThrow } from '../contract/validation';
import { CallerIdentity } from './caller-identity';
import { ProxyHttpError } from './proxy-http-error';
import type { ProxyConfig } from './config';
import { ttsWebSocket } from './tts-websocket';
import { relay } from './upstream-call';
import { RedisUsageLimits } from './redis-usage-limits';
import { MemoryUsageLimits, type UsageLimits } from './usage-limits';

const JSON_LIMIT = 1024 * 1024;

/**
 * The routes that spend the server's keys: real-time TTS (`X-API-Key`) and agents (`Authorization: Bearer`).
 * Only these paths and methods exist (anything else under /tts or /agents is 404); the upstream path is built
 * from validated parts, never from the request path. Whatever key the client sent is dropped: only the
 * server's goes upstream. Bodies are checked by contract/ before any upstream call.
 */
export async function keyRoutes(app: FastifyInstance, config: ProxyConfig): Promise<void> {
  const identity = new CallerIdentity(config.gatewayUrl, config.policy.connectTimeoutMs);
  const limits: UsageLimits = config.redisUrl
    ? new RedisUsageLimits(config.redisUrl, config.policy.launchesPerMinute, config.policy.ttsConcurrency)
    : new MemoryUsageLimits(config.policy.launchesPerMinute, config.policy.ttsConcurrency);
  app.addHook('onClose', () => limits.close());

  const caller = async (request: FastifyRequest): Promise<string> => {
    if (!config.policy.requireAuth) return `ip:${request.ip}`;
    const user = await identity.userOf(request.headers);
    if (!user) throw new ProxyHttpError(401, 'Sign in to the studio to use text-to-speech and voice agents');
    return user;
  };
  const variantOf = (request: FastifyRequest) => {
    const variant = TtsVariant.safeParse((request.params as { variant?: string }).variant);
    if (!variant.success) throw new ProxyHttpError(404, 'Not Found');
    return variant.data;
  };
  const ttsHeaders = (json: boolean) => ({ 'x-api-key': config.ttsApiKey, ...(json ? { 'content-type': 'application/json' } : {}) });
  const agentHeaders = (json: boolean) => ({ authorization: `Bearer ${config.agentsApiKey}`, ...(json ? { 'content-type': 'application/json' } : {}) });

  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: JSON_LIMIT }, (_request, body, done) => {
      try {
        done(null, body.length === 0 ? undefined : JSON.parse(body as string));
      } catch {
        done(new ProxyHttpError(400, 'The body is not valid JSON'));
      }
    });

    scope.get('/tts/:variant/voices', async (request, reply) => {
      const variant = variantOf(request);
      await caller(request);
      return relay(reply, 'text-to-speech', `${config.ttsUrl}/${variant}/voices`, { method: 'GET', headers: ttsHeaders(false), timeoutMs: config.policy.connectTimeoutMs });
    });

    const generate = (endpoint: 'bytes' | 'sse') => async (request: FastifyRequest, reply: FastifyReply) => {
      const variant = variantOf(request);
      const user = await caller(request);
      const body = parseOrThrow(endpoint === 'bytes' ? BytesGenerationRequest : SseGenerationRequest, 'body', request.body);
      const release = await limits.startGeneration(user);
      if (!release) throw new ProxyHttpError(429, `At most ${config.policy.ttsConcurrency} generations at once`, { 'retry-after': '2' });
      return relay(
        reply,
        'text-to-speech',
        `${config.ttsUrl}/${variant}/tts/${endpoint}`,
        { method: 'POST', headers: ttsHeaders(true), body: JSON.stringify(body), timeoutMs: config.policy.ttsTimeoutMs },
        release,
      );
    };
    scope.post('/tts/:variant/tts/bytes', generate('bytes'));
    scope.post('/tts/:variant/tts/sse', generate('sse'));

    scope.post('/agents/launch', async (request, reply) => {
      const user = await caller(request);
      parseOrThrow(LaunchRequest, 'body', request.body);
      const wait = await limits.launchWait(user);
      if (wait > 0) throw new ProxyHttpError(429, `At most ${config.policy.launchesPerMinute} agent launches a minute`, { 'retry-after': String(wait) });
      return relay(reply, 'voice-agent', `${config.agentsUrl}/launch`, {
        method: 'POST',
        headers: agentHeaders(true),
        body: JSON.stringify(request.body),
        timeoutMs: config.policy.ttsTimeoutMs,
      });
    });

    for (const path of ['voices', 'verify'] as const) {
      scope.get(`/agents/${path}`, async (request, reply) => {
        await caller(request);
        return relay(reply, 'voice-agent', `${config.agentsUrl}/${path}`, { method: 'GET', headers: agentHeaders(false), timeoutMs: config.policy.connectTimeoutMs });
      });
    }

    await ttsWebSocket(scope, config, caller);

    scope.all('/tts/*', async () => {
      throw new ProxyHttpError(404, 'Not Found');
    });
    scope.all('/agents/*', async () => {
      throw new ProxyHttpError(404, 'Not Found');
    });
  });
}
