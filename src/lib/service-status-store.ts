import { create } from 'zustand';

/**
 * App-wide service conditions the shell shows as banners: a rate limit in force (until when), and whether the
 * browser is offline. The API client reports 429s here; queries retry on their own after Retry-After.
 */
type ServiceStatus = {
  rateLimitedUntil: number | null;
  offline: boolean;
  reportRateLimit: (retryAfterSeconds: number) => void;
  clearRateLimit: () => void;
  setOffline: (offline: boolean) => void;
};

export const useServiceStatus = create<ServiceStatus>()((set) => ({
  rateLimitedUntil: null,
  offline: typeof navigator !== 'undefined' ? !navigator.onLine : false,
  reportRateLimit: (seconds) => set({ rateLimitedUntil: Date.now() + seconds * 1000 }),
  clearRateLimit: () => set({ rateLimitedUntil: null }),
  setOffline: (offline) => set({ offline }),
}));
