import { useEffect, useState } from 'react';
import { useServiceStatus } from '../lib/service-status-store';
import { queryClient } from './query-client';

/**
 * Banners for conditions that affect every page: a rate limit with its countdown (queries are refetched when
 * it ends), and the browser being offline (queries resume when it is back).
 */
export function ServiceBanners() {
  const { rateLimitedUntil, offline, clearRateLimit, setOffline } = useServiceStatus();
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const online = () => setOffline(false);
    const gone = () => setOffline(true);
    window.addEventListener('online', online);
    window.addEventListener('offline', gone);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', gone);
    };
  }, [setOffline]);

  useEffect(() => {
    if (!rateLimitedUntil) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= rateLimitedUntil) {
        clearRateLimit();
        void queryClient.invalidateQueries();
      }
    }, 250);
    return () => clearInterval(timer);
  }, [rateLimitedUntil, clearRateLimit]);

  const seconds = rateLimitedUntil ? Math.max(0, Math.ceil((rateLimitedUntil - now) / 1000)) : 0;
  return (
    <div aria-live="polite" className="space-y-2">
      {offline && (
        <p role="status" className="rounded-md bg-slate-800 px-4 py-2 text-sm text-white">
          You are offline. Changes will be retried when the connection returns.
        </p>
      )}
      {rateLimitedUntil && (
        <p role="status" data-testid="rate-limit-notice" className="rounded-md bg-amber-100 px-4 py-2 text-sm text-amber-900">
          Too many requests: the service asked us to wait. Retrying in {seconds} s.
        </p>
      )}
    </div>
  );
}
