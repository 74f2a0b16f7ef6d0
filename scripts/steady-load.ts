import http from 'node:http';

export type Outcome = { startedAt: number; endedAt: number; status: number; error?: string };

/**
 * `connections` clients each sending `request` (GET by default) to `url` again once the last answer ends
 * (keep-alive), until stopped; every request's times and status are kept, so a test can tell which ones failed and
 * when. A failure is a connection error or any status other than 200. `pauseMs` between a client's requests keeps
 * requests in flight on every copy without taking both cores (tests); 0 sends flat out (benches).
 */
export function steadyLoad(
  url: string,
  connections: number,
  request: { method?: string; headers?: Record<string, string>; body?: string; pauseMs?: number } = {},
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const outcomes: Outcome[] = [];
  let running = true;
  const once = () =>
    new Promise<void>((resolve) => {
      const startedAt = performance.now();
      const done = (status: number, error?: string) => {
        outcomes.push({ startedAt, endedAt: performance.now(), status, ...(error ? { error } : {}) });
        resolve();
      };
      http
        .request(url, { agent, method: request.method ?? 'GET', headers: request.headers ?? {} }, (response) => {
          response.resume();
          response.once('end', () => done(response.statusCode ?? 0));
          response.once('error', (error) => done(0, error.message));
        })
        .once('error', (error) => done(0, error.message))
        .end(request.body);
    });
  const clients = Array.from({ length: connections }, async () => {
    while (running) {
      await once();
      if (request.pauseMs && running) await new Promise((resolve) => setTimeout(resolve, request.pauseMs));
    }
  });
  return {
    outcomes,
    failures: () => outcomes.filter((outcome) => outcome.status !== 200),
    stop: async () => {
      running = false;
      await Promise.all(clients);
      agent.destroy();
      return outcomes;
    },
  };
}
