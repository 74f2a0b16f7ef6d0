import type { QueryClient } from '@tanstack/react-query';

/**
 * For tests of the data layer and the screens on it: a fake `fetch` at the network edge that answers by method
 * and path, and records every request it got. Everything above it (API client, React Query, hooks) is real.
 */
export type FakeRequest = { method: string; path: string; query: URLSearchParams; body: unknown };
type Answer = { status?: number; body: unknown } | ((request: FakeRequest) => { status?: number; body: unknown });

export function fakeGateway(routes: Record<string, Answer>) {
  const requests: FakeRequest[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://studio.test');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : (init.body ?? undefined);
    const request = { method, path: url.pathname, query: url.searchParams, body };
    requests.push(request);
    const route = routes[`${method} ${url.pathname}`];
    if (!route)
      return new Response(JSON.stringify({ detail: `No fake for ${method} ${url.pathname}` }), { status: 404 });
    const { status = 200, body: answer } = typeof route === 'function' ? route(request) : route;
    return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
  };
  return {
    fetch: fetchImpl,
    requests,
    calls: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
  };
}

/** A client as the app configures it, minus retries and timers that would slow a test down. */
export function testQueryClient(create: () => QueryClient): QueryClient {
  const client = create();
  client.setDefaultOptions({
    ...client.getDefaultOptions(),
    queries: { ...client.getDefaultOptions().queries, retry: false, gcTime: Infinity },
  });
  return client;
}
