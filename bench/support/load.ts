import autocannon from 'autocannon';

export type LoadFigures = {
  p50: number;
  p99: number;
  requests: number;
  requestsPerSecond: number;
  bytesPerSecond: number;
  errors: number;
  non2xx: number;
};

/**
 * autocannon against one URL for `seconds`, after a one-second warm-up that is not counted (connections
 * opened, JIT warm). Latencies in ms; throughput as requests and bytes per second.
 */
export async function load(
  url: string,
  options: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<LoadFigures> {
  const run = (duration: number) =>
    autocannon({ url, connections: options.connections, duration, headers: options.headers ?? {} });
  await run(1);
  const result = await run(options.seconds);
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    bytesPerSecond: result.throughput.average,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
