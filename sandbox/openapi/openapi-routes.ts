import type { FastifyInstance, RouteOptions } from 'fastify';
import { openApiDocument, type RouteRecord } from './openapi-document';
import { referencePage } from './reference-page';

/**
 * Collects every route of the server as it is registered and serves the generated document at /openapi.json and
 * a readable reference at /docs. Its `onRoute` hook sits on the root, so it is called before the route's own
 * plugin fills in its defaults (the gateway's protections): the options are read when the document is first
 * asked for, once every plugin has had its say. Call before the API plugins are registered.
 */
export function openApiRoutes(root: FastifyInstance): void {
  const registered: RouteOptions[] = [];
  root.addHook('onRoute', (route) => {
    registered.push(route);
  });
  const records = (): RouteRecord[] =>
    registered.flatMap((route) =>
      [route.method].flat().map((method) => ({
        method,
        url: route.url,
        schema: route.schema as RouteRecord['schema'],
        ...(route.config ? { config: route.config } : {}),
      })),
    );
  let cached: ReturnType<typeof openApiDocument> | null = null;
  const document = () => (cached ??= openApiDocument(records()));
  root.get('/openapi.json', async () => document());
  root.get('/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(referencePage(document())));
}
