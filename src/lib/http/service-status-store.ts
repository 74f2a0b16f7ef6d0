import { create } from 'zustand';

/**
 * App-wide service conditions the shell shows as banners: a rate limit in force (until when), the browser
 * being offline, and the server being unreachable while the browser thinks it is online. The API client
 * reports into this store; the banners only read it.
 */
type ServiceStatus = {
  rateLimitedUntil: number | null;
  offline: boolean;
  unreachable: boolean;
  reportRateLimit: (retryAfterSeconds: number) => void;
  clearRateLimit: () => void;
  setOffline: (offline: boolean) => void;
  setUnreachable: (unreachable: boolean) => void;
};

export const useServiceStatus = create<ServiceStatus>()((set) => ({
  rateLimitedUntil: null,
  offline: typeof navigator !== 'undefined' ? !navigator.onLine : false,
  unreachable: false,
  // A later, longer wait wins; an earlier report never shortens the countdown already shown.
  reportRateLimit: (seconds) =>
    set((state) => ({ rateLimitedUntil: Math.max(state.rateLimitedUntil ?? 0, Date.now() + seconds * 1000) })),
  clearRateLimit: () => set({ rateLimitedUntil: null }),
  setOffline: (offline) => set({ offline }),
  setUnreachable: (unreachable) => set((state) => (state.unreachable === unreachable ? state : { unreachable })),
}));
