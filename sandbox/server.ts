import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { zodValidatorCompiler } from '../contract/validation';
import type { SandboxConfig } from './config';
import { installErrorHandler } from './error-handler';
import { installAuthHook } from './gateway/auth-hook';
import { projectRoutes } from './gateway/project-routes';
import { sessionRoutes } from './gateway/session-routes';
import { openDatabase, type Db } from './store/database';
import { seedAccounts } from './store/seed';

export type Sandbox = { app: FastifyInstance; db: Db; config: SandboxConfig };

/**
 * The local implementation of the service's APIs on one Fastify instance: the gateway at `/api` and `/storage`.
 * Not listening yet, so tests can use `inject` and start-up can pick the port.
 */
export async function createSandbox(config: SandboxConfig, options: { logger?: boolean } = {}): Promise<Sandbox> {
  const db = openDatabase(config.dataDir);
  seedAccounts(db);
  const app = Fastify({
    logger: options.logger ? { level: 'info', redact: ['req.headers.cookie', 'req.headers["api-key"]', 'req.headers["x-csrf-token"]'] } : false,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  installErrorHandler(app);
  await app.register(cookie);
  installAuthHook(app, db);
  sessionRoutes(app, db);
  projectRoutes(app, db);
  app.addHook('onClose', async () => db.close());
  return { app, db, config };
}
