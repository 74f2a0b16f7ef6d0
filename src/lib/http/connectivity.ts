import { isConnectionStatus } from './api-error';
import { useServiceStatus } from './service-status-store';

/** A cheap gateway endpoint that needs no sign-in: answering it means the server is back. */
export const PROBE_PATH = '/api/healtz';
export const PROBE_EVERY_MS = 2000;

type Options = {
  probePath?: string;
  probeEveryMs?: number;
  fetcher?: typeof fetch;
  target?: Window;
};

/**
 * Real reachability, kept in the service-status store. The browser's own `online`/`offline` events say whether
 * this device has a network; the API client reports whether the server answered. While the server is
 * unreachable, a probe of `probePath` every `probeEveryMs` notices the moment it is back, since nothing else asks
 * while everything waits (query-reachability.ts has React Query's reads wait on this store). Returns a function
 * that undoes it all (tests).
 */
export function startConnectivity({
  probePath = PROBE_PATH,
  probeEveryMs = PROBE_EVERY_MS,
  fetcher = fetch,
  target = window,
}: Options = {}) {
  const status = useServiceStatus.getState();
  const onOnline = () => {
    status.setOffline(false);
    // Back on a network: whether the server answers is asked afresh rather than assumed.
    void probe();
  };
  const onOffline = () => status.setOffline(true);
  target.addEventListener('online', onOnline);
  target.addEventListener('offline', onOffline);
  status.setOffline(!target.navigator.onLine);

  let probing = false;
  async function probe() {
    if (probing || !useServiceStatus.getState().unreachable || useServiceStatus.getState().offline) return;
    probing = true;
    try {
      const response = await fetcher(probePath, { cache: 'no-store', credentials: 'same-origin' });
      if (!isConnectionStatus(response.status)) useServiceStatus.getState().setUnreachable(false);
    } catch {
      // Still no answer: the next tick asks again.
    } finally {
      probing = false;
    }
  }
  const timer = setInterval(() => void probe(), probeEveryMs);

  return () => {
    clearInterval(timer);
    target.removeEventListener('online', onOnline);
    target.removeEventListener('offline', onOffline);
  };
}
