import replyFrom from '@fastify/reply-from';
import type { FastifyInstance } from 'fastify';

/**
 * `/api/*` and `/storage/*` go to the gateway as they are: the user's cookie, CSRF token or personal key pass
 * through, `Set-Cookie` comes back, and bodies stream both ways (no content parser touches them).
 */
export async function gatewayForwarding(app: FastifyInstance, gatewayUrl: string): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    await scope.register(replyFrom, { base: gatewayUrl, undici: { headersTimeout: 120_000, bodyTimeout: 0 } });
    const forward = (request: { url: string }, reply: { from: (url: string) => unknown }) => reply.from(request.url);
    for (const prefix of ['/api/*', '/storage/*']) {
      scope.route({ method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'], url: prefix, handler: forward });
    }
  });
}
