import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, onUnauthorized, RATE_LIMIT_RETRIES } from './api-client';
import { ApiError } from './api-error';
import { useServiceStatus } from './service-status-store';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.useFakeTimers();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  useServiceStatus.setState({ rateLimitedUntil: null, unreachable: false });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('apiFetch', () => {
  it('waits out a 429 for Retry-After, shows the countdown, and sends the same request again', async () => {
    fetchMock
      .mockResolvedValueOnce(json(429, { detail: 'Rate limit exceeded' }, { 'Retry-After': '3' }))
      .mockResolvedValueOnce(json(200, { ok: 1 }));
    const result = apiFetch('/api/recordings/x', { method: 'PATCH', body: { starred: true } });
    await vi.advanceTimersByTimeAsync(0);
    expect(useServiceStatus.getState().rateLimitedUntil).toBeGreaterThan(Date.now() + 2000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect((await result).status).toBe(200);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]![1]).toMatchObject({ method: 'PATCH', body: '{"starred":true}' });
  });

  it('gives up after its retries and hands the 429 to the caller', async () => {
    fetchMock.mockImplementation(async () => json(429, { detail: 'Rate limit exceeded' }, { 'Retry-After': '1' }));
    const result = apiFetch('/api/projects').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(5000);
    const error = await result;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(429);
    expect(fetchMock).toHaveBeenCalledTimes(RATE_LIMIT_RETRIES + 1);
  });

  it('stops waiting when the caller aborts', async () => {
    fetchMock.mockResolvedValue(json(429, {}, { 'Retry-After': '30' }));
    const controller = new AbortController();
    const result = apiFetch('/api/projects', { signal: controller.signal }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    expect(((await result) as DOMException).name).toBe('AbortError');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('marks the server unreachable on a network failure, and reachable again on the next answer', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(json(200, {}));
    await expect(apiFetch('/api/projects')).rejects.toMatchObject({ status: 0 });
    expect(useServiceStatus.getState().unreachable).toBe(true);
    await apiFetch('/api/projects');
    expect(useServiceStatus.getState().unreachable).toBe(false);
  });

  it('tells the app about a 401 and does not retry it', async () => {
    const listener = vi.fn();
    const off = onUnauthorized(listener);
    fetchMock.mockResolvedValue(json(401, { detail: 'Not authenticated' }));
    await expect(apiFetch('/api/projects')).rejects.toMatchObject({ status: 401, message: 'Not authenticated' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    off();
  });
});
