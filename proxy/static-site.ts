import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The built SPA: hashed assets cached for a year, `index.html` never cached, and `index.html` for any other
 * GET navigation so client-side routes survive a reload.
 */
export async function staticSite(app: FastifyInstance, staticDir: string): Promise<void> {
  if (!existsSync(path.join(staticDir, 'index.html'))) {
    throw new Error(`No built studio in ${staticDir}: run "npm run build" first`);
  }
  await app.register(fastifyStatic, {
    root: staticDir,
    wildcard: false,
    index: false,
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const accepts = request.headers.accept ?? '';
    if ((request.method === 'GET' || request.method === 'HEAD') && accepts.includes('text/html')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ detail: 'Not Found' });
  });
}
