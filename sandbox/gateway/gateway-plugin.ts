import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { AuthFailureLimits } from '../config';
import { GATEWAY_DEFAULTS, installRoutePolicy } from '../http/route-policy';
import { installAuthFailureGuard } from './auth-failure-guard';
import { installAuthHook } from './auth-hook';
import { KnownDevices } from './known-device';
import { serverSecret } from '../store/server-secret';
import { calibrationRoutes } from './calibration-routes';
import { creditRoutes } from './credit-routes';
import { exportRoutes } from './export-routes';
import { folderRoutes } from './folder-routes';
import { modelRoutes } from './model-routes';
import { noteRoutes } from './note-routes';
import { orderRoutes } from './order-routes';
import { projectRoutes } from './project-routes';
import { installRateLimitHook } from './rate-limit-hook';
import { recordingRoutes } from './recording-routes';
import { sessionRoutes } from './session-routes';
import { statsRoutes } from './stats-routes';
import { storageRoutes } from './storage-routes';
import { ttsOriginalRoutes } from './tts-original-routes';
import { uploadRoute } from './upload-route';
import { voiceRoutes } from './voice-routes';

export type GatewayOptions = {
  rateLimits?: string | undefined;
  authFailureLimits?: AuthFailureLimits | undefined;
  maxUploadBytes: number;
};

/**
 * The gateway API (`/api/*`) with its storage downloads (`/storage/*`) as one encapsulated plugin. Every route
 * of its scope is authenticated and in the fast rate-limit category unless its `config` declares otherwise
 * (`auth: 'public'`, `rateLimit: 'slow' | 'none'`, `signIn`); the hooks below read that config from the route
 * Fastify matched, so no route can forget its protection and no URL spelling can dodge it.
 */
export async function gatewayPlugin(scope: FastifyInstance, options: GatewayOptions): Promise<void> {
  const { db, files, jobs } = scope;
  installRoutePolicy(scope, { defaults: GATEWAY_DEFAULTS });
  await scope.register(cookie);
  await scope.register(multipart);
  // In this order: a blocked address is refused before its credentials are checked, and limits count per user.
  const knownDevices = new KnownDevices(serverSecret(db, 'known-device'));
  installAuthFailureGuard(scope, knownDevices, options.authFailureLimits);
  installAuthHook(scope, db);
  installRateLimitHook(scope, options.rateLimits);

  // Uploads get their own audio thread: a scan must not wait behind a conversion (see audio-upload.ts).
  const uploads = { files, worker: scope.audioWorkers.thread('uploads'), maxBytes: options.maxUploadBytes };
  sessionRoutes(scope, db, knownDevices);
  projectRoutes(scope, db, files);
  folderRoutes(scope, db, files);
  recordingRoutes(scope, db, files);
  uploadRoute(scope, db, uploads);
  noteRoutes(scope, db);
  creditRoutes(scope, db);
  exportRoutes(scope, db, files);
  voiceRoutes(scope, db, files);
  modelRoutes(scope);
  statsRoutes(scope, db);
  orderRoutes(scope, db, jobs);
  ttsOriginalRoutes(scope, db, jobs);
  calibrationRoutes(scope, db, jobs, uploads);
  await scope.register(storageRoutes);
}
