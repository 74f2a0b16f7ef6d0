import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The zod schema of a multipart upload's text fields, so the document shows what the handler checks. */
    uploadFields?: unknown;
  }
}
import { openApiDocument, type RouteRecord } from './openapi-document';
import { referencePage } from './reference-page';

/**
 * Collects every route as it is registered and serves the generated document at /openapi.json and a readable
 * reference at /docs. Call before the API routes are registered.
 */
export function openApiRoutes(app: FastifyInstance): void {
  const routes: RouteRecord[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, schema: route.schema as RouteRecord['schema'], uploadFields: route.config?.uploadFields });
  });
  let cached: ReturnType<typeof openApiDocument> | null = null;
  const document = () => (cached ??= openApiDocument(routes));
  app.get('/openapi.json', async () => document());
  app.get('/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(referencePage(document())));
}
