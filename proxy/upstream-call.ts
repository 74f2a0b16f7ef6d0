import type { FastifyReply } from 'fastify';
import http from 'node:http';
import https from 'node:https';
import { pipeline } from 'node:stream';
import type { SecretScrubber } from './secret-scrubber';

/** A failure to reach an upstream, answered as JSON `{detail}` without any URL or key in it. */
export class UpstreamError extends Error {
  constructor(
    readonly statusCode: 502 | 504,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Time limits of one upstream call: the TCP connection (`connectMs`), the response headers (`responseMs`) and,
 * for streamed answers, the longest silence between two chunks (`idleMs`).
 */
export type UpstreamTimeouts = { connectMs: number; responseMs: number; idleMs?: number };

export type UpstreamRequest = {
  service: string;
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
  timeouts: UpstreamTimeouts;
};

/** Upstream response headers a client may see from a key route; everything else stays behind the proxy. */
const FORWARDED_HEADERS = [
  'content-type',
  'content-length',
  'content-disposition',
  'retry-after',
  'cache-control',
] as const;

/**
 * Calls the TTS, agents and gateway services with node:http(s): certificates are verified, redirects are never
 * followed (a redirect must not carry a server key to another host), and the connect and response limits are
 * separate, so a dead host fails in seconds while a long generation may take its time.
 */
export class UpstreamClient {
  private readonly agents = {
    http: new http.Agent({ keepAlive: true, maxSockets: 256 }),
    https: new https.Agent({ keepAlive: true, maxSockets: 256 }),
  };

  constructor(private readonly scrubber: SecretScrubber) {}

  /** Resolves with the response once its headers arrive; 502 when unreachable, 504 when a limit passes. */
  call(upstream: UpstreamRequest): Promise<http.IncomingMessage> {
    const target = new URL(upstream.url);
    const secure = target.protocol === 'https:';
    const body = upstream.body === undefined ? undefined : Buffer.from(upstream.body);
    const headers = { ...upstream.headers, ...(body ? { 'content-length': String(body.length) } : {}) };
    return new Promise((resolve, reject) => {
      const request = (secure ? https : http).request(target, {
        method: upstream.method,
        headers,
        agent: secure ? this.agents.https : this.agents.http,
      });
      let status: 502 | 504 = 502;
      const expire = () => {
        status = 504;
        request.destroy(new Error('upstream time limit'));
      };
      const connectTimer = setTimeout(expire, upstream.timeouts.connectMs);
      const responseTimer = setTimeout(expire, upstream.timeouts.responseMs);
      const settle = () => {
        clearTimeout(connectTimer);
        clearTimeout(responseTimer);
      };
      request.once('socket', (socket) => {
        if (!socket.connecting) clearTimeout(connectTimer);
        else socket.once('connect', () => clearTimeout(connectTimer));
      });
      request.once('response', (response) => {
        settle();
        resolve(response);
      });
      request.on('error', () => {
        settle();
        const message =
          status === 504
            ? `The ${upstream.service} service did not answer in time`
            : `The ${upstream.service} service is unreachable`;
        reject(new UpstreamError(status, message));
      });
      request.end(body);
    });
  }

  /**
   * Calls an upstream and streams its answer to the client: status, a few safe headers and the body, with any
   * server key masked. `onEnd` runs exactly once, when the exchange is over for whatever reason (it frees a
   * generation slot). A client that goes away aborts the upstream call.
   */
  async relay(reply: FastifyReply, upstream: UpstreamRequest, onEnd: () => void = () => {}): Promise<FastifyReply> {
    let response: http.IncomingMessage;
    try {
      response = await this.call(upstream);
    } catch (error) {
      onEnd();
      throw error;
    }
    const status = response.statusCode ?? 502;
    if (status >= 300 && status < 400) {
      response.resume();
      onEnd();
      throw new UpstreamError(502, `The ${upstream.service} service answered with a redirect`);
    }
    reply.code(status);
    for (const name of FORWARDED_HEADERS) {
      const value = response.headers[name];
      if (typeof value === 'string') reply.header(name, this.scrubber.maskText(value));
    }
    const body = this.scrubber.stream();
    let idleTimer: NodeJS.Timeout | undefined;
    pipeline(response, body, (error) => {
      clearTimeout(idleTimer);
      if (error && reply.raw.destroyed && !reply.raw.writableFinished)
        reply.log.info({ service: upstream.service }, 'client left before the end of the stream');
      else if (error)
        reply.log.warn({ service: upstream.service, reason: error.message }, 'upstream stream ended early');
      onEnd();
    });
    const idleMs = upstream.timeouts.idleMs;
    if (idleMs) {
      const touch = () => {
        clearTimeout(idleTimer);
        idleTimer = setTimeout(
          () => response.destroy(new Error(`no data from the ${upstream.service} service for ${idleMs} ms`)),
          idleMs,
        );
      };
      touch();
      response.on('data', touch);
    }
    return reply.send(body);
  }

  close(): void {
    this.agents.http.destroy();
    this.agents.https.destroy();
  }
}
