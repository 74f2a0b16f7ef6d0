import type { FastifyInstance, FastifyRequest } from 'fastify';
import WebSocket from 'ws';
import { toValidationIssues } from '../server-common/validation-issues';
import { parseJsonFrame } from '../server-common/bounded-json';
import type { UndecodableFrame } from '../server-common/socket-guard';
import { guardMessages } from '../server-common/socket-guard';
import { CancellationRequest, MAX_TTS_MESSAGE_BYTES, TtsClientMessage, TtsVariant } from '../contract/tts/requests';
import { SendBuffer } from '../server-common/send-buffer';
import { ttsErrorReply } from '../server-common/tts-error-reply';
import { ContextSlots, endedContext } from './context-slots';
import type { ConnectTimeout, ProxyConfig } from './config';
import { HttpError } from '../server-common/http-error';
import type { SecretScrubber } from './secret-scrubber';
import type { UsageLimits } from './usage-limits';
import { ttsKeyHeaders } from './upstream-keys';
import { sessionOf } from './caller-identity';
import { MAX_TTS_SOCKETS_PER_USER, type OpenSockets } from './open-sockets';

/** Text a client may send before the service has answered the upstream handshake, held until it does. */
const MAX_PENDING_BYTES = 1024 * 1024;
/** Upstream messages carry a sentence of audio each: far more than a client's, and still bounded. */
const MAX_UPSTREAM_MESSAGE_BYTES = 64 * 1024 * 1024;

/** What the relay reads of the proxy's config: the TTS service, its key, and how long a handshake may take. */
type TtsSocketSettings = Pick<ProxyConfig, 'ttsUrl' | 'ttsApiKey'> & ConnectTimeout;

/** The signed-in caller found before the upgrade, for the socket's handler. */
const callers = new WeakMap<FastifyRequest, string>();

/**
 * `/tts/{variant}/tts/websocket`: the browser's socket is joined to one upstream socket opened with the server's
 * key in `X-API-Key` (never in a URL that could be logged). Before the upgrade the caller must be signed in. Each
 * client message is checked by the contract before it goes upstream (errors answered as the TTS service answers
 * them, `{type:"error", error, status_code}`, never larger than the message: see tts-error-reply.ts); a message
 * over MAX_TTS_MESSAGE_BYTES closes the socket (1009), one that is not JSON (or nests too deep) answers an error
 * and closes it (1007). Each context takes one of the user's generation slots with its first message (see
 * context-slots.ts), refused with a 429 error for that context when none is free. Upstream messages pass back
 * with any server key masked. A user holds at most MAX_TTS_SOCKETS_PER_USER sockets (429 at the handshake), and a
 * sign-out closes the sockets its session opened (see open-sockets.ts). Both directions are bounded (see send-buffer.ts): while the client does not read,
 * the upstream socket is not read either (so the service stops producing); while the service does not read, the
 * client is not read. Either side closing closes the other.
 */
export function ttsWebSocket(
  app: FastifyInstance,
  config: TtsSocketSettings,
  options: {
    caller: (request: FastifyRequest, fromQuery: boolean) => Promise<string>;
    limits: UsageLimits;
    busy: string;
    scrubber: SecretScrubber;
    sockets: OpenSockets;
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
        if (options.sockets.full(user))
          throw new HttpError(429, `At most ${MAX_TTS_SOCKETS_PER_USER} text-to-speech sockets open at once`, {
            'retry-after': '1',
          });
        callers.set(request, user);
      },
    },
    (client, request) => {
      const variant = (request.params as { variant: string }).variant;
      const user = callers.get(request)!;
      if (!options.sockets.add(user, sessionOf(request.headers.cookie), client))
        return client.close(1008, 'too many text-to-speech sockets open');
      const upstreamUrl = `${config.ttsUrl.replace(/^http/, 'ws')}/${variant}/tts/websocket`;
      const upstream = new WebSocket(upstreamUrl, {
        headers: ttsKeyHeaders(config.ttsApiKey),
        handshakeTimeout: config.policy.connectTimeoutMs,
        maxPayload: MAX_UPSTREAM_MESSAGE_BYTES,
        followRedirects: false,
      });
      const toClient = new SendBuffer(client, [upstream]);
      const toUpstream = new SendBuffer(upstream, [client]);
      const slots = new ContextSlots(() => options.limits.startGeneration(user));
      const fail = (error: string, status_code: number, context_id?: string, causeBytes?: number) => {
        if (client.readyState !== client.OPEN) return;
        client.send(ttsErrorReply(error, status_code, context_id, causeBytes));
        toClient.afterSend();
      };
      const forward = (data: Uint8Array) => {
        upstream.send(data, { binary: false });
        toUpstream.afterSend();
      };
      const pending: Uint8Array[] = [];
      let pendingBytes = 0;
      const pass = (data: Uint8Array) => {
        if (upstream.readyState === WebSocket.OPEN) return forward(data);
        pendingBytes += data.length;
        if (pendingBytes > MAX_PENDING_BYTES) return client.close(1009, 'too much text before the service answered');
        pending.push(data);
      };
      // Messages pass in order, each after its context's slot is settled (the limits may live in Redis).
      let inOrder = Promise.resolve();

      const guard = {
        route: '/tts/:variant/tts/websocket',
        log: request.log,
        maxBytes: MAX_TTS_MESSAGE_BYTES,
        refuse: (error: UndecodableFrame) => fail(error.message, error.status),
      };
      guardMessages(client, guard, (data) => {
        const message = parseJsonFrame(data);
        const cancel = CancellationRequest.safeParse(message);
        if (cancel.success) {
          inOrder = inOrder.then(() => {
            slots.end(cancel.data.context_id);
            pass(data);
          });
          return;
        }
        const parsed = TtsClientMessage.safeParse(message);
        if (!parsed.success) {
          const issues = toValidationIssues('body', parsed.error.issues, message);
          const contextId = (message as { context_id?: unknown } | null)?.context_id;
          return fail(
            issues.map((issue) => `${issue.loc.slice(1).join('.')}: ${issue.msg}`).join('; '),
            422,
            typeof contextId === 'string' ? contextId : undefined,
            data.length,
          );
        }
        const contextId = (parsed.data as { context_id: string }).context_id;
        inOrder = inOrder
          .then(async () => {
            if (await slots.open(contextId)) pass(data);
            else fail(options.busy, 429, contextId, data.length);
          })
          .catch((error: unknown) => {
            request.log.error(
              { route: guard.route, err: error instanceof Error ? error.message : String(error) },
              'could not take a generation slot; socket closed',
            );
            client.close(1011, 'Internal error');
          });
      });
      upstream.on('open', () => {
        for (const data of pending.splice(0)) forward(data);
      });
      upstream.on('message', (data, binary) => {
        const ended = endedContext(data as Buffer);
        if (ended !== undefined) slots.end(ended);
        if (client.readyState !== client.OPEN) return;
        client.send(options.scrubber.maskBuffer(data as Buffer), { binary });
        toClient.afterSend();
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
        slots.endAll();
        // A message still waiting for its slot must not take one after the socket is gone.
        inOrder = inOrder.then(() => slots.endAll());
        if (upstream.readyState === WebSocket.OPEN) upstream.close();
        else if (upstream.readyState === WebSocket.CONNECTING) upstream.terminate();
      });
    },
  );
}
