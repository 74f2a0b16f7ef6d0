import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { MAX_AGENT_FRAME_BYTES } from '../contract/agents/rtvi';
import { guardMessages } from '../server-common/socket-guard';
import { SendBuffer } from '../server-common/send-buffer';
import type { ProxyConfig } from './config';

/** Frames a client may send before the agent has answered the upstream handshake, held until it does. */
const MAX_PENDING_BYTES = 1024 * 1024;
/** The agent sends 20–40 ms of 24 kHz audio or one RTVI message per frame: far below this. */
const MAX_UPSTREAM_FRAME_BYTES = 4 * 1024 * 1024;

/** A close code a peer may send on (RFC 6455 §7.4): others (1005, 1006, 1015) only describe what happened. */
const sendable = (code: number) =>
  (code >= 1000 && code <= 1003) || (code >= 1007 && code <= 1014) || (code >= 3000 && code <= 4999);

/**
 * `/agents/ws/:token`: an agent session's socket, relayed frame for frame to the agents service's
 * `/ws/:token`. Only the sandbox answers a launch with an address on the studio's own origin (it builds it from
 * the forwarded host): its own port is loopback, which a phone cannot reach, so without this relay a phone could
 * record but never talk to an agent. The single-use token is the session's credential (no key is involved);
 * frames pass unchanged in both directions, each bounded by the protocol's largest (MAX_AGENT_FRAME_BYTES from a
 * client), with a bounded send buffer each way, and either side closing closes the other with its code.
 */
export function agentWebSocket(app: FastifyInstance, config: ProxyConfig): void {
  app.get('/agents/ws/:token', { websocket: true }, (client, request) => {
    const token = encodeURIComponent((request.params as { token: string }).token);
    const upstream = new WebSocket(`${config.agentsUrl.replace(/^http/, 'ws')}/ws/${token}`, {
      handshakeTimeout: config.policy.connectTimeoutMs,
      maxPayload: MAX_UPSTREAM_FRAME_BYTES,
      followRedirects: false,
    });
    const pending: Array<{ data: Uint8Array; binary: boolean }> = [];
    let pendingBytes = 0;
    // While one side does not read, the other is not read either (see send-buffer.ts).
    const toClient = new SendBuffer(client, [upstream]);
    const toUpstream = new SendBuffer(upstream, [client]);

    guardMessages(
      client,
      { route: '/agents/ws/:token', log: request.log, maxBytes: MAX_AGENT_FRAME_BYTES },
      (data, binary) => {
        if (upstream.readyState === WebSocket.OPEN) {
          upstream.send(data, { binary });
          return toUpstream.afterSend();
        }
        pendingBytes += data.length;
        if (pendingBytes > MAX_PENDING_BYTES) return client.close(1009, 'too much sent before the agent answered');
        pending.push({ data, binary });
      },
    );
    upstream.on('open', () => {
      for (const { data, binary } of pending.splice(0)) upstream.send(data, { binary });
    });
    upstream.on('message', (data, binary) => {
      if (client.readyState !== client.OPEN) return;
      client.send(data as Buffer, { binary });
      toClient.afterSend();
    });
    upstream.on('unexpected-response', (upstreamRequest, response) => {
      upstreamRequest.destroy();
      upstream.removeAllListeners('error').on('error', () => undefined);
      request.log.warn({ service: 'voice-agent', status: response.statusCode }, 'agent refused the WebSocket');
      // 1008: the address was used, expired or never existed, as the agent itself says by refusing it.
      client.close(
        response.statusCode === 404 || response.statusCode === 403 ? 1008 : 1011,
        'the agent refused this session address',
      );
    });
    upstream.on('error', (error) => {
      request.log.warn(
        { service: 'voice-agent', reason: /timed out/i.test(error.message) ? 'timeout' : 'unreachable' },
        'agent WebSocket failed',
      );
      if (client.readyState === client.OPEN) client.close(1011, 'the agent is unreachable');
    });
    upstream.on('close', (code, reason) => {
      if (client.readyState === client.OPEN) client.close(sendable(code) ? code : 1011, reason.toString());
    });
    client.on('close', (code, reason) => {
      if (upstream.readyState === WebSocket.OPEN) upstream.close(sendable(code) ? code : 1000, reason.toString());
      else if (upstream.readyState === WebSocket.CONNECTING) upstream.terminate();
    });
  });
}
