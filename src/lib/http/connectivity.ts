import { onlineManager } from '@tanstack/react-query';
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
  /** Called once each time the server stops answering, after React Query has been told (the app re-reads then). */
  onServerLost?: () => void;
};

/**
 * Real reachability for React Query. The browser's own `online`/`offline` events say whether this device has a
 * network; the API client reports whether the server answered. React Query is told it is online only when both
 * hold, so while the server is unreachable reads wait instead of failing over and over (lists keep their data
 * and show the failure), paused toggles wait too, and all of them go again the moment the server is back. A
 * probe of `probePath` every `probeEveryMs` notices that moment, since nothing else asks while everything waits.
 * `onServerLost` lets the app mark what it shows as possibly outdated at that moment (its re-reads then wait,
 * visibly, and run when the server is back). Returns a function that undoes it all (tests).
 */
export function startConnectivity({
  probePath = PROBE_PATH,
  probeEveryMs = PROBE_EVERY_MS,
  fetcher = fetch,
  target = window,
  onServerLost,
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

  const reachable = () => {
    const { offline, unreachable } = useServiceStatus.getState();
    return !offline && !unreachable;
  };
  onlineManager.setEventListener((setOnline) => {
    setOnline(reachable());
    return useServiceStatus.subscribe((state, previous) => {
      setOnline(reachable());
      if (state.unreachable && !previous.unreachable) onServerLost?.();
    });
  });

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
    onlineManager.setEventListener((setOnline) => {
      setOnline(true);
      return undefined;
    });
  };
}
