import { onlineManager } from '@tanstack/react-query';
import { useServiceStatus } from './service-status-store';

/**
 * React Query online only while the device has a network and the server answers (connectivity.ts keeps both in
 * the service-status store): while the server is unreachable, reads wait instead of failing over and over (lists
 * keep their data and show the failure), paused toggles wait too, and all of them go again the moment it is back.
 * `onServerLost` lets the app mark what it shows as possibly outdated at that moment (its re-reads then wait,
 * visibly, and run when the server is back). Apart from connectivity.ts so that the sign-in page, which starts
 * connectivity, does not load React Query. Returns a function that undoes it (tests).
 */
export function followReachability(onServerLost?: () => void): () => void {
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
  return () =>
    onlineManager.setEventListener((setOnline) => {
      setOnline(true);
      return undefined;
    });
}
