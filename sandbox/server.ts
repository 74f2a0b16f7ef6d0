import websocket from '@fastify/websocket';
import Fastify, { LogController, type FastifyInstance, type FastifyReply } from 'fastify';
import { answerClientError, frameworkRefusal } from '../server-common/framework-errors';
import { gracefulShutdown, httpConnections } from '../server-common/graceful-shutdown';
import { socketErrorHandler } from '../server-common/socket-errors';
import { refuseUpgradesOffSocketRoutes } from '../server-common/websocket-routes-only';
import { zodValidatorCompiler } from '../server-common/validation';
import { MAX_TTS_MESSAGE_BYTES } from '../contract/tts/requests';
import type { SandboxConfig } from './config';
import { installErrorHandler } from './error-handler';
import { installJsonBodyParser } from './json-body-parser';
import { gatewayPlugin } from './gateway/gateway-plugin';
import { ttsRoutes } from './tts/tts-routes';
import { agentRoutes } from './agents/agent-routes';
import { MAX_AGENT_FRAME_BYTES } from '../contract/agents/rtvi';
import { openApiRoutes } from './openapi/openapi-routes';
import { registerSharedServices } from './shared-services';
import type { AudioFiles } from './store/audio-files';
import { openDatabase, type Db } from './store/database';
import { seedAccounts } from './store/seed';

export type Sandbox = { app: FastifyInstance; db: Db; config: SandboxConfig; files: AudioFiles };

/**
 * The local implementation of the service's APIs on one Fastify instance: the gateway at `/api` and `/storage`,
 * real-time TTS at `/v1/public/tts/{en-rt,ua-rt}`, voice agents at `/agents`.
 * Not listening yet, so tests can use `inject` and start-up can pick the port.
 */
export async function createSandbox(
  config: SandboxConfig,
  // logger 'warn': warnings and errors only (every 500 and full disk), no line per request, as `npm start` embeds it.
  options: { logger?: boolean | 'warn'; logStream?: NodeJS.WritableStream; warmUp?: boolean } = {},
): Promise<Sandbox> {
  const db = openDatabase(config.dataDir);
  seedAccounts(db);
  const app = Fastify({
    // The query is left out of logged URLs: the agent socket's `?token=` is a credential.
    logger: options.logger
      ? {
          level: options.logger === 'warn' ? 'warn' : 'info',
          redact: ['req.headers.cookie', 'req.headers["api-key"]', 'req.headers["x-csrf-token"]'],
          serializers: {
            req: (request: { method: string; url: string }) => ({
              method: request.method,
              url: request.url.split('?', 1)[0],
            }),
          },
          ...(options.logStream ? { stream: options.logStream } : {}),
        }
      : false,
    // One line per request (written below) instead of Fastify's two: the logging was a tenth of a cached list
    // page's CPU in the gateway benchmark's profile.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    // request.ip is the client's address from the proxy's X-Forwarded-For, believed only from trusted peers.
    trustProxy: config.trustedProxies ?? ['loopback'],
    // Refusals before routing (bad URL, 414, 431...) in the `{detail}` shape, without echoing the path.
    frameworkErrors: (error, _request, reply) => {
      const { status, detail } = frameworkRefusal(error.code);
      return (reply as FastifyReply).code(status).send({ detail });
    },
    clientErrorHandler: answerClientError,
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  gracefulShutdown(app, config.shutdownGraceMs ?? 5_000, httpConnections(app));
  if (options.logger === true) {
    app.addHook('onResponse', async (request, reply) => {
      request.log.info(
        {
          method: request.method,
          url: request.url.split('?', 1)[0],
          statusCode: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
        },
        'request',
      );
    });
  }
  installErrorHandler(app);
  installJsonBodyParser(app);
  registerSharedServices(app, db, config.dataDir);
  // On the root, so it sees every plugin's routes.
  openApiRoutes(app);
  // One WebSocket server for the TTS and agent sockets: `ws` refuses (1009) a frame over the larger of their
  // limits before buffering it, and each route's guard applies its own.
  await app.register(websocket, {
    options: { maxPayload: Math.max(MAX_AGENT_FRAME_BYTES, MAX_TTS_MESSAGE_BYTES) },
    errorHandler: socketErrorHandler,
  });
  refuseUpgradesOffSocketRoutes(app);
  // Served processes warm their speech workers at start; tests leave them cold to spare the shared cores.
  const warmUp = options.warmUp ?? false;
  await app.register(gatewayPlugin, {
    rateLimits: config.rateLimits,
    authFailureLimits: config.authFailureLimits,
    maxUploadBytes: config.maxUploadBytes,
  });
  await app.register(ttsRoutes, { warmUp });
  await app.register(agentRoutes, {
    llmUrl: config.llmUrl,
    sttUrl: config.sttUrl,
    idleLimitMs: config.agentIdleMs,
    warmUp,
  });
  return { app, db, config, files: app.files };
}
