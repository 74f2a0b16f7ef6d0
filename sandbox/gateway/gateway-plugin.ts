import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { AuthFailureLimits } from '../config';
import { GATEWAY_DEFAULTS, installRoutePolicy } from '../http/route-policy';
import type { AudioUploads } from './audio-upload';
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

declare module 'fastify' {
  interface FastifyInstance {
    /** The gateway scope's: recognises the devices an account signed in from (sign-in and its failure limit). */
    knownDevices: KnownDevices;
    /** The gateway scope's upload path (recordings and calibrations): where files go, the limit, the thread. */
    audioUploads: AudioUploads;
  }
}

export type GatewayOptions = {
  rateLimits?: string | undefined;
  authFailureLimits?: AuthFailureLimits | undefined;
  maxUploadBytes: number;
};

/** The gateway's route modules, each an encapsulated plugin that reads what it needs from its scope. */
const ROUTE_MODULES = [
  sessionRoutes,
  projectRoutes,
  folderRoutes,
  recordingRoutes,
  uploadRoute,
  noteRoutes,
  creditRoutes,
  exportRoutes,
  voiceRoutes,
  modelRoutes,
  statsRoutes,
  orderRoutes,
  ttsOriginalRoutes,
  calibrationRoutes,
  storageRoutes,
];

/**
 * The gateway API (`/api/*`) with its storage downloads (`/storage/*`) as one encapsulated plugin. Every route
 * of its scope is authenticated and in the fast rate-limit category unless its `config` declares otherwise
 * (`auth: 'public'`, `rateLimit: 'slow' | 'none'`, `signIn`); the hooks below read that config from the route
 * Fastify matched, so no route can forget its protection and no URL spelling can dodge it. The route modules are
 * child plugins registered last: the route policy fills in a route's config as the route is added, so it must be
 * in place first, and the decorators must exist before a module reads them.
 */
export async function gatewayPlugin(scope: FastifyInstance, options: GatewayOptions): Promise<void> {
  installRoutePolicy(scope, { defaults: GATEWAY_DEFAULTS });
  await scope.register(cookie);
  await scope.register(multipart);
  scope.decorate('knownDevices', new KnownDevices(serverSecret(scope.db, 'known-device')));
  // Uploads get their own audio thread: a scan must not wait behind a conversion (see audio-upload.ts).
  const worker = scope.audioWorkers.thread('uploads');
  scope.decorate('audioUploads', { files: scope.files, worker, maxBytes: options.maxUploadBytes });
  // In this order: a blocked address is refused before its credentials are checked, and limits count per user.
  installAuthFailureGuard(scope, options.authFailureLimits);
  installAuthHook(scope);
  installRateLimitHook(scope, options.rateLimits);

  for (const routes of ROUTE_MODULES) await scope.register(routes);
}
