// @vitest-environment happy-dom
import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportFailure } from './api-client';
import { ApiError } from './api-error';
import { startConnectivity } from './connectivity';
import { followReachability } from './query-reachability';
import { useServiceStatus } from './service-status-store';

let stop: () => void;
let unfollow: () => void;
let serverUp = false;
const onServerLost = vi.fn();
const probe = vi.fn(async () => {
  if (!serverUp) throw new TypeError('Failed to fetch');
  return new Response('{"state":"OK"}', { status: 200 });
});

beforeEach(() => {
  vi.useFakeTimers();
  serverUp = false;
  useServiceStatus.setState({ offline: false, unreachable: false });
  stop = startConnectivity({ fetcher: probe as unknown as typeof fetch, probeEveryMs: 1000 });
  unfollow = followReachability(onServerLost);
});
afterEach(() => {
  stop();
  unfollow();
  vi.useRealTimers();
  probe.mockClear();
  onServerLost.mockClear();
});

describe('connectivity', () => {
  it('a request with no answer while the device is online means the server is unreachable, until the probe is answered', async () => {
    reportFailure(new ApiError(0, 'Cannot reach the server'));
    expect(useServiceStatus.getState()).toMatchObject({ unreachable: true, offline: false });
    expect(onlineManager.isOnline()).toBe(false);
    expect(onServerLost).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(1000);
    expect(probe).toHaveBeenCalledWith('/api/healtz', expect.anything());
    expect(onlineManager.isOnline()).toBe(false);

    serverUp = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(useServiceStatus.getState().unreachable).toBe(false);
    expect(onlineManager.isOnline()).toBe(true);
  });

  it('a 502 from the proxy counts as unreachable too; a refusal on the merits does not', () => {
    reportFailure(new ApiError(422, 'name: too long'));
    expect(useServiceStatus.getState().unreachable).toBe(false);
    reportFailure(new ApiError(502, 'Bad gateway'));
    expect(useServiceStatus.getState().unreachable).toBe(true);
  });

  it('the browser going offline is told apart, and no probe runs while it is', async () => {
    window.dispatchEvent(new Event('offline'));
    expect(useServiceStatus.getState()).toMatchObject({ offline: true, unreachable: false });
    expect(onlineManager.isOnline()).toBe(false);
    await vi.advanceTimersByTimeAsync(3000);
    expect(probe).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('online'));
    expect(useServiceStatus.getState().offline).toBe(false);
    expect(onlineManager.isOnline()).toBe(true);
  });
});
