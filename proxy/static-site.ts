import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The built SPA: hashed assets cached for a year, `index.html` never cached, and `index.html` for any other
 * GET navigation so client-side routes survive a reload. Compression lives in this scope only: the forwarded
 * routes stream (audio, JSON lines) and keep their Content-Length, and the gateway compresses its own answers.
 * Source maps are 404 unless `publicSourceMaps` (SOURCEMAPS=public): they give the whole source away.
 */
export async function staticSite(app: FastifyInstance, staticDir: string, publicSourceMaps: boolean): Promise<void> {
  if (!existsSync(path.join(staticDir, 'index.html'))) {
    throw new Error(`No built studio in ${staticDir}: run "npm run build" first`);
  }
  await app.register(async (scope) => {
    await scope.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
    await scope.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      index: false,
      // The build writes .br/.gz beside each text asset at the highest settings (scripts/precompress-assets.ts);
      // a build without them (another dist/) is still compressed on the fly by the hook above.
      preCompressed: true,
      allowedPath: (pathName) => publicSourceMaps || !pathName.endsWith('.map'),
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // Routes rather than the 404 handler, so the compression hooks apply to index.html too. The root answers the
    // studio whatever the Accept header (load balancers and health checks probe `/` without asking for HTML);
    // deeper paths only for navigations, so a mistyped API path still gets a JSON 404.
    const sendIndex = (reply: FastifyReply) => reply.header('cache-control', 'no-cache').sendFile('index.html');
    scope.get('/', (_request, reply) => sendIndex(reply));
    scope.get('/*', (request, reply) => {
      if (!(request.headers.accept ?? '').includes('text/html')) return reply.code(404).send({ detail: 'Not Found' });
      return sendIndex(reply);
    });
    scope.setNotFoundHandler((_request, reply) => reply.code(404).send({ detail: 'Not Found' }));
  });
}
