import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import Fastify, { LogController, type FastifyInstance, type FastifyReply } from 'fastify';
import { answerClientError, frameworkRefusal } from '../contract/framework-errors';
import { zodValidatorCompiler } from '../contract/validation';
import type { SandboxConfig } from './config';
import { installErrorHandler } from './error-handler';
import { installJsonBodyParser } from './json-body-parser';
import { installAuthFailureGuard } from './gateway/auth-failure-guard';
import { installAuthHook } from './gateway/auth-hook';
import { installRateLimitHook } from './gateway/rate-limit-hook';
import { creditRoutes } from './gateway/credit-routes';
import { exportRoutes } from './gateway/export-routes';
import { folderRoutes } from './gateway/folder-routes';
import { noteRoutes } from './gateway/note-routes';
import { projectRoutes } from './gateway/project-routes';
import { recordingRoutes } from './gateway/recording-routes';
import { storageRoutes } from './gateway/storage-routes';
import { uploadRoute } from './gateway/upload-route';
import { voiceRoutes } from './gateway/voice-routes';
import { calibrationRoutes } from './gateway/calibration-routes';
import { modelRoutes } from './gateway/model-routes';
import { orderRoutes } from './gateway/order-routes';
import { statsRoutes } from './gateway/stats-routes';
import { ttsOriginalRoutes } from './gateway/tts-original-routes';
import { AudioWorker } from './audio/audio-worker';
import { jobHandlers } from './jobs/job-handlers';
import { JobRunner } from './jobs/job-runner';
import { ttsRoutes } from './tts/tts-routes';
import { agentRoutes } from './agents/agent-routes';
import { MAX_AGENT_FRAME_BYTES } from '../contract/agents/rtvi';
import { MAX_TTS_MESSAGE_BYTES } from '../contract/tts/requests';
import { sessionRoutes } from './gateway/session-routes';
import { AudioFiles } from './store/audio-files';
import { openApiRoutes } from './openapi/openapi-routes';
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
  options: { logger?: boolean; logStream?: NodeJS.WritableStream; warmUp?: boolean } = {},
): Promise<Sandbox> {
  const db = openDatabase(config.dataDir);
  seedAccounts(db);
  const app = Fastify({
    // The query is left out of logged URLs: the agent socket's `?token=` is a credential.
    logger: options.logger
      ? {
          level: 'info',
          redact: ['req.headers.cookie', 'req.headers["api-key"]', 'req.headers["x-csrf-token"]'],
          serializers: { req: (request: { method: string; url: string }) => ({ method: request.method, url: request.url.split('?', 1)[0] }) },
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
  if (options.logger) {
    app.addHook('onResponse', async (request, reply) => {
      request.log.info({ method: request.method, url: request.url.split('?', 1)[0], statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request');
    });
  }
  installErrorHandler(app);
  installJsonBodyParser(app);
  await app.register(cookie);
  openApiRoutes(app);
  await app.register(multipart);
  installAuthFailureGuard(app, config.authFailureLimits);
  installAuthHook(app, db);
  installRateLimitHook(app, config.rateLimits);
  const files = new AudioFiles(config.dataDir);
  files.clearTemp();
  sessionRoutes(app, db);
  projectRoutes(app, db, files);
  folderRoutes(app, db, files);
  recordingRoutes(app, db, files);
  // Uploads get their own audio worker: a scan must not wait behind a conversion (see audio-upload.ts).
  const uploads = { files, worker: new AudioWorker(), maxBytes: config.maxUploadBytes };
  uploadRoute(app, db, uploads);
  await storageRoutes(app, db, files);
  noteRoutes(app, db);
  creditRoutes(app, db);
  exportRoutes(app, db, files);
  voiceRoutes(app, db, files);
  modelRoutes(app);
  statsRoutes(app, db);
  // The jobs' thread (conversions, speech originals) stops after five quiet minutes; a job meets a cold start.
  const worker = new AudioWorker({ idleStopMs: 5 * 60_000 });
  const runner = new JobRunner(db, jobHandlers(db, files, worker), app.log);
  orderRoutes(app, db, runner);
  ttsOriginalRoutes(app, db, runner);
  calibrationRoutes(app, db, runner, uploads);
  // Served processes warm their speech workers at start; tests leave them cold to spare the shared cores.
  const warmUp = options.warmUp ?? false;
  // One WebSocket server for the TTS and agent sockets: `ws` refuses (1009) a frame over the larger of their
  // limits before buffering it, and each route's guard applies its own.
  await app.register(websocket, { options: { maxPayload: Math.max(MAX_AGENT_FRAME_BYTES, MAX_TTS_MESSAGE_BYTES) } });
  await ttsRoutes(app, { warmUp });
  agentRoutes(app, { llmUrl: config.llmUrl, idleLimitMs: config.agentIdleMs, warmUp });
  app.addHook('onReady', async () => runner.start());
  app.addHook('onClose', async () => {
    await runner.stop();
    await worker.close();
    await uploads.worker.close();
  });
  app.addHook('onClose', async () => db.close());
  return { app, db, config, files };
}
