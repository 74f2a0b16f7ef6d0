import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import WebSocket from 'ws';
import { TtsVariant } from '../contract/tts/requests';
import type { ProxyConfig } from './config';
import { ProxyHttpError } from './proxy-http-error';

/**
 * `/tts/{variant}/tts/websocket`: the browser's socket is joined to one upstream socket opened with the server's
 * key in `X-API-Key` (never in a URL that could be logged); messages pass both ways unchanged, and either side
 * closing closes the other. The caller must be signed in, checked before the upgrade.
 */
export async function ttsWebSocket(app: FastifyInstance, config: ProxyConfig, caller: (request: FastifyRequest) => Promise<string>): Promise<void> {
  await app.register(websocket);
  app.get(
    '/tts/:variant/tts/websocket',
    {
      websocket: true,
      preValidation: async (request) => {
        if (!TtsVariant.safeParse((request.params as { variant?: string }).variant).success) throw new ProxyHttpError(404, 'Not Found');
        await caller(request);
      },
    },
    (client, request) => {
      const variant = (request.params as { variant: string }).variant;
      const upstreamUrl = `${config.ttsUrl.replace(/^http/, 'ws')}/${variant}/tts/websocket`;
      const upstream = new WebSocket(upstreamUrl, { headers: { 'x-api-key': config.ttsApiKey }, handshakeTimeout: config.policy.connectTimeoutMs });
      const pending: Array<{ data: WebSocket.RawData; binary: boolean }> = [];
      client.on('message', (data: WebSocket.RawData, binary: boolean) => {
        if (upstream.readyState === WebSocket.OPEN) upstream.send(data, { binary });
        else pending.push({ data, binary });
      });
      upstream.on('open', () => {
        for (const message of pending.splice(0)) upstream.send(message.data, { binary: message.binary });
      });
      upstream.on('message', (data, binary) => client.readyState === client.OPEN && client.send(data, { binary }));
      upstream.on('error', () => {
        if (client.readyState === client.OPEN) {
          client.send(JSON.stringify({ type: 'error', error: 'The text-to-speech service is unreachable', status_code: 502 }));
          client.close(1011, 'upstream unavailable');
        }
      });
      upstream.on('close', () => client.readyState === client.OPEN && client.close(1000));
      client.on('close', () => upstream.readyState <= WebSocket.OPEN && upstream.close());
    },
  );
}
