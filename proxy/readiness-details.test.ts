import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProxy } from './server';
import { proxyConfig } from './testing/proxy-test-kit';

/** A stand-in for the services: every probe answers 200, and the agents' verify says what it cannot do. */
let services: Server;
let servicesUrl: string;
beforeAll(async () => {
  services = createServer((request, reply) => {
    reply.setHeader('content-type', 'application/json');
    reply.end(
      JSON.stringify(
        request.url?.endsWith('/verify') ? { valid: true, details: ['Spoken turns are not recognised: no model'] } : {},
      ),
    );
  });
  await new Promise<void>((resolve) => services.listen(0, '127.0.0.1', resolve));
  servicesUrl = `http://127.0.0.1:${(services.address() as AddressInfo).port}`;
});
afterAll(() => services.close());

describe('/readyz', () => {
  it('repeats what the agents service says it cannot do in its details, and stays ready', async () => {
    const proxy = await createProxy(proxyConfig({ gateway: servicesUrl, services: servicesUrl }), {
      serveStudio: false,
      logger: false,
    });
    const url = await proxy.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(`${url}/readyz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready', details: ['Spoken turns are not recognised: no model'] });
    await proxy.close();
  });
});
