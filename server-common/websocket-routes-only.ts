import type { FastifyInstance } from 'fastify';

/**
 * @fastify/websocket upgrades a WebSocket request on any GET route, then closes it without a code when the route
 * serves no socket: a client sees 101 and a dead socket instead of "no such endpoint". This refuses the upgrade
 * with 404 before upgrading anywhere but the socket routes. Call it after registering @fastify/websocket (its
 * hook marks upgrade requests) and before the routes (the socket routes are learnt as they are added).
 */
export function refuseUpgradesOffSocketRoutes(app: FastifyInstance): void {
  const socketRoutes = new Set<string>();
  app.addHook('onRoute', (route) => {
    if (route.websocket) socketRoutes.add(route.url);
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (request.ws && !socketRoutes.has(request.routeOptions.url ?? ''))
      return void reply.code(404).send({ detail: 'Not Found' });
    done();
  });
}
