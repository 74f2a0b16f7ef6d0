import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type http from 'node:http';
import { answerClientError, frameworkRefusal } from '../server-common/framework-errors';
import { CallerIdentity, sessionOf } from './caller-identity';
import type { ProxyConfig } from './config';
import { installProxyErrorHandler } from './error-handler';
import { trustProxyFunction } from './forwarded-for';
import { gatewayForwarding, type GatewayForwarding } from './gateway-forwarding';
import { gracefulShutdown } from '../server-common/graceful-shutdown';
import { socketErrorHandler } from '../server-common/socket-errors';
import { refuseUpgradesOffSocketRoutes } from '../server-common/websocket-routes-only';
import { healthRoutes } from './health-routes';
import { createHttpServer, type ProxyServer } from './http-server';
import { keyRoutes } from './key-routes';
import { metricsRoute } from './metrics';
import { hasMalformedEscape, isAmbiguousPath, normalizedTarget } from './path-safety';
import { loggerOptions, requestLogging } from './request-logging';
import { SecretScrubber } from './secret-scrubber';
import { securityHeaderList, securityHeaders } from './security-headers';
import { SignOutBroadcast } from './sign-out-broadcast';
import { OpenSockets } from './open-sockets';
import { staticSite } from './static-site';
import { loadTls } from './tls';
import { UpstreamClient } from './upstream-call';
import { MAX_AGENT_FRAME_BYTES } from '../contract/agents/rtvi';
import { MAX_TTS_MESSAGE_BYTES } from '../contract/tts/requests';

/**
 * How long a stopping copy leaves idle keep-alive connections to their client before closing them: longer than
 * nginx keeps an idle connection to a copy (`keepalive_timeout` in deploy/studio.conf.template), so nginx closes
 * them first and never sends a request on one the copy is closing (server-common/graceful-shutdown.ts).
 */
const IDLE_DRAIN_MS = 3_000;

export type ProxyOptions = {
  /** false: no logging at all (tests); otherwise warnings and errors, and one line per request with LOG_REQUESTS. */
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them); implies one line per request. */
  logStream?: NodeJS.WritableStream;
  serveStudio?: boolean;
};

/**
 * The hosting server: the studio's files plus forwarding to the service. It imports nothing from sandbox/, so
 * it runs unchanged in front of the real service, and keeps no state a second copy would need (limits go to
 * Redis when REDIS_URL is set).
 */
export async function createProxy(config: ProxyConfig, options: ProxyOptions = {}): Promise<FastifyInstance> {
  const scrubber = new SecretScrubber([config.ttsApiKey, config.agentsApiKey]);
  const trust = trustProxyFunction(config.trustProxy ?? false);
  const security = securityHeaderList(config);
  const logRequests = (config.logRequests ?? false) || options.logStream !== undefined;
  const tls = config.tls ? await loadTls(config.tls) : undefined;
  const logging = loggerOptions(
    { requests: logRequests, stream: options.logStream, trustForwarded: trust !== undefined },
    scrubber,
  );
  // The server, made by Fastify's serverFactory; the gateway fast path, set once the routes are in place (until
  // then, and for anything it declines, requests go to Fastify).
  const listening: { server?: ProxyServer; gateway?: GatewayForwarding } = {};
  const app = Fastify({
    ...logging,
    logger: options.logger === false && !options.logStream ? false : logging.logger,
    trustProxy: trust ?? false,
    rewriteUrl: (request) => normalizedTarget(request.url ?? '/'),
    requestTimeout: 0,
    // While a stopping copy drains, a request on a connection still open is served (with `Connection: close`),
    // not refused: nginx does not pass a refused POST to another copy. Idle connections are closed by the
    // graceful shutdown after IDLE_DRAIN_MS, not by Fastify at once.
    return503OnClosing: false,
    forceCloseConnections: false,
    // Refusals before routing (bad URL, 414, 431...) in the `{detail}` shape, without echoing the path.
    frameworkErrors: (error, _request, reply) => {
      const { status, detail } = frameworkRefusal(error.code);
      return (reply as FastifyReply).code(status).send({ detail });
    },
    clientErrorHandler: answerClientError,
    // Each request meets the gateway fast path first. With TLS_CERT/TLS_KEY or HTTPS=self-signed: HTTPS of its own,
    // HTTP/2 and HTTP/1.1 (see http-server.ts); Fastify serves both alike, deciding per request by its version.
    serverFactory: (handler, serverOptions) => {
      listening.server = createHttpServer(
        tls,
        (request, response) => void (listening.gateway?.forward(request, response) || handler(request, response)),
        serverOptions,
      );
      return listening.server.server as http.Server;
    },
  });
  const upstream = new UpstreamClient(scrubber);
  app.addHook('onClose', async () => upstream.close());

  // First, so that its hooks see every upgrade request: any refusal (404, 401, 403, 429) also closes the socket.
  // The largest frame either relayed protocol allows; each route's guard holds its own protocol to its own limit.
  await app.register(websocket, {
    options: { maxPayload: Math.max(MAX_TTS_MESSAGE_BYTES, MAX_AGENT_FRAME_BYTES) },
    errorHandler: socketErrorHandler,
  });
  refuseUpgradesOffSocketRoutes(app);
  // Callback hooks, not async ones: every request passes here, and a promise per hook per request shows in the profile.
  app.addHook('onRequest', (request, reply, done) => {
    if (hasMalformedEscape(request.url)) {
      request.log.warn({ reason: 'malformed percent-encoding' }, 'request refused');
      return void reply.code(400).send({ detail: 'The request target has a malformed percent-encoding' });
    }
    if (isAmbiguousPath(request.url)) return void reply.code(404).send({ detail: 'Not Found' });
    done();
  });
  requestLogging(app, logRequests);
  const observe = metricsRoute(app, config.metricsToken);
  const isClosing = gracefulShutdown(app, config.shutdownGraceMs ?? 25_000, listening.server!, IDLE_DRAIN_MS);
  installProxyErrorHandler(app);
  securityHeaders(app, security);
  healthRoutes(app, config, upstream);
  // One for the key routes and the gateway path: a sign-out passing through forgets the session it ends, here
  // and (through Redis) on the other copies.
  // It also closes the TTS sockets the session opened.
  const identity = new CallerIdentity(config.gatewayUrl, upstream, config.policy.connectTimeoutMs);
  const sockets = new OpenSockets();
  await keyRoutes(app, config, upstream, scrubber, identity, sockets);
  const ended = (session: string) => {
    identity.forget(session);
    sockets.closeSession(session);
  };
  const broadcast = config.redisUrl ? new SignOutBroadcast(config.redisUrl, ended) : undefined;
  if (broadcast) app.addHook('onClose', () => broadcast.close());
  const signedOut = (cookie: string | undefined) => {
    const session = sessionOf(cookie);
    if (!session) return;
    ended(session);
    broadcast?.publish(session);
  };
  const gateway = gatewayForwarding({
    config,
    trust,
    security,
    log: app.log,
    logRequests,
    observe,
    isClosing,
    signedOut,
  });
  app.addHook('onClose', () => gateway.close());
  listening.gateway = gateway;
  if (options.serveStudio !== false) await staticSite(app, config.staticDir, config.publicSourceMaps ?? false);
  else app.setNotFoundHandler((_request, reply) => reply.code(404).send({ detail: 'Not Found' }));
  return app;
}
