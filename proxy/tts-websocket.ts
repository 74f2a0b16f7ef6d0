import type { FastifyInstance, FastifyRequest } from 'fastify';
import WebSocket from 'ws';
import { toValidationIssues } from '../server-common/validation-issues';
import { parseJsonFrame } from '../server-common/bounded-json';
import type { UndecodableFrame } from '../server-common/socket-guard';
import { guardMessages } from '../server-common/socket-guard';
import { MAX_TTS_MESSAGE_BYTES, TtsClientMessage, TtsVariant } from '../contract/tts/requests';
import type { ProxyConfig } from './config';
import { HttpError } from '../server-common/http-error';
import type { SecretScrubber } from './secret-scrubber';
import type { UsageLimits } from './usage-limits';

/** Text a client may send before the service has answered the upstream handshake, held until it does. */
const MAX_PENDING_BYTES = 1024 * 1024;
/** Upstream messages carry a sentence of audio each: far more than a client's, and still bounded. */
const MAX_UPSTREAM_MESSAGE_BYTES = 64 * 1024 * 1024;

type Slot = () => void;
const slots = new WeakMap<FastifyRequest, Slot>();

/**
 * `/tts/{variant}/tts/websocket`: the browser's socket is joined to one upstream socket opened with the server's
 * key in `X-API-Key` (never in a URL that could be logged). Before the upgrade the caller must be signed in and
 * get a generation slot (an open socket holds one of the user's concurrent generations: a simplification of
 * counting contexts); each client message is checked by the contract before it goes upstream (errors answered
 * as the TTS service answers them: `{type:"error", error, status_code}`); a message over MAX_TTS_MESSAGE_BYTES
 * closes the socket (1009), one that is not JSON (or nests too deep) answers an error and closes it (1007), and
 * upstream messages pass back with any server key masked. Either side closing closes the other.
 */
export function ttsWebSocket(
  app: FastifyInstance,
  config: ProxyConfig,
  options: {
    caller: (request: FastifyRequest, fromQuery: boolean) => Promise<string>;
    limits: UsageLimits;
    scrubber: SecretScrubber;
  },
): void {
  app.get(
    '/tts/:variant/tts/websocket',
    {
      websocket: true,
      preValidation: async (request) => {
        if (!TtsVariant.safeParse((request.params as { variant?: string }).variant).success)
          throw new HttpError(404, 'Not Found');
        const user = await options.caller(request, true);
        const release = await options.limits.startGeneration(user);
        if (!release)
          throw new HttpError(429, `At most ${config.policy.ttsConcurrency} generations at once`, {
            'retry-after': '2',
          });
        slots.set(request, release);
        // Frees the slot however the connection ends, including an upgrade that never completes.
        request.raw.socket.once('close', release);
      },
    },
    (client, request) => {
      const variant = (request.params as { variant: string }).variant;
      const upstreamUrl = `${config.ttsUrl.replace(/^http/, 'ws')}/${variant}/tts/websocket`;
      const upstream = new WebSocket(upstreamUrl, {
        headers: { 'x-api-key': config.ttsApiKey },
        handshakeTimeout: config.policy.connectTimeoutMs,
        maxPayload: MAX_UPSTREAM_MESSAGE_BYTES,
        followRedirects: false,
      });
      const fail = (error: string, status_code: number, context_id?: string) => {
        if (client.readyState === client.OPEN)
          client.send(JSON.stringify({ type: 'error', error, status_code, ...(context_id ? { context_id } : {}) }));
      };
      const pending: Uint8Array[] = [];
      let pendingBytes = 0;

      const guard = {
        route: '/tts/:variant/tts/websocket',
        log: request.log,
        maxBytes: MAX_TTS_MESSAGE_BYTES,
        refuse: (error: UndecodableFrame) => fail(error.message, error.status),
      };
      guardMessages(client, guard, (data) => {
        const message = parseJsonFrame(data);
        const parsed = TtsClientMessage.safeParse(message);
        if (!parsed.success) {
          const issues = toValidationIssues('body', parsed.error.issues, message);
          const contextId = (message as { context_id?: unknown } | null)?.context_id;
          return fail(
            issues.map((issue) => `${issue.loc.slice(1).join('.')}: ${issue.msg}`).join('; '),
            422,
            typeof contextId === 'string' ? contextId : undefined,
          );
        }
        if (upstream.readyState === WebSocket.OPEN) return upstream.send(data, { binary: false });
        pendingBytes += data.length;
        if (pendingBytes > MAX_PENDING_BYTES) return client.close(1009, 'too much text before the service answered');
        pending.push(data);
      });
      upstream.on('open', () => {
        for (const data of pending.splice(0)) upstream.send(data, { binary: false });
      });
      upstream.on('message', (data, binary) => {
        if (client.readyState !== client.OPEN) return;
        client.send(options.scrubber.maskBuffer(data as Buffer), { binary });
      });
      upstream.on('unexpected-response', (upstreamRequest, response) => {
        upstreamRequest.destroy();
        const status = response.statusCode ?? 502;
        request.log.warn({ service: 'text-to-speech', status }, 'upstream refused the WebSocket');
        // Only "busy" is the caller's to act on; any other refusal (a bad server key included) is the service's.
        if (status === 429) fail('The text-to-speech service is busy; try again shortly', 429);
        else if (status === 401 || status === 403) fail('The text-to-speech service refused the server’s key', 502);
        else fail('The text-to-speech service refused the connection', 502);
        client.close(1011, 'upstream refused');
      });
      upstream.on('error', (error) => {
        if (client.readyState !== client.OPEN) return;
        const timedOut = /timed out/i.test(error.message);
        request.log.warn(
          { service: 'text-to-speech', reason: timedOut ? 'timeout' : 'unreachable' },
          'upstream WebSocket failed',
        );
        fail(
          timedOut ? 'The text-to-speech service did not answer in time' : 'The text-to-speech service is unreachable',
          timedOut ? 504 : 502,
        );
        client.close(1011, 'upstream unavailable');
      });
      upstream.on('close', () => {
        if (client.readyState === client.OPEN) client.close(1000);
      });
      client.on('close', () => {
        slots.get(request)?.();
        if (upstream.readyState === WebSocket.OPEN) upstream.close();
        else if (upstream.readyState === WebSocket.CONNECTING) upstream.terminate();
      });
    },
  );
}
