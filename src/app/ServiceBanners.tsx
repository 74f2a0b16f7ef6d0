import { useEffect, useState } from 'react';
import { useServiceStatus } from '@/lib/http/service-status-store';
import { queryClient } from './query-client';

/**
 * Banners for conditions that affect every page: a rate limit with its countdown (the waiting requests are
 * sent again by the API client, and the page's data is refetched when it ends), and which of two connection
 * problems there is: this device being offline, or the studio server not answering while the device is online.
 * Each says only what happens (src/lib/http/connectivity.ts, src/app/query-client.ts): lists keep what they showed and
 * reload when the server is back; stars and favourites are sent then; other changes fail and keep what was typed.
 * They are amber, which the dark theme remaps, so they stay a dark box there (inverted ink made a white one).
 */
export function ServiceBanners() {
  const { rateLimitedUntil, offline, unreachable, clearRateLimit } = useServiceStatus();
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!rateLimitedUntil) return;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (current >= rateLimitedUntil) {
        clearRateLimit();
        void queryClient.invalidateQueries({ refetchType: 'active' });
      }
    };
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [rateLimitedUntil, clearRateLimit]);

  const seconds = rateLimitedUntil ? Math.max(0, Math.ceil((rateLimitedUntil - now) / 1000)) : 0;
  return (
    <div className="space-y-2">
      <div role="status" aria-live="polite">
        {offline ? (
          <p
            data-testid="offline-banner"
            className="rounded-md border border-amber-300 bg-amber-100 px-4 py-2 text-body text-amber-900"
          >
            You are offline: this device has no network connection. Pages show what they last loaded; changes you make
            are not sent, and what you typed stays in place to send again.
          </p>
        ) : unreachable ? (
          <p
            data-testid="unreachable-banner"
            className="rounded-md border border-amber-300 bg-amber-100 px-4 py-2 text-body text-amber-900"
          >
            The studio server cannot be reached (your connection is fine). Pages show what they last loaded and reload
            when it is back; stars and favourites are sent then. Other changes are not sent: what you typed stays in
            place to send again.
          </p>
        ) : null}
      </div>
      {/* The countdown changes every second: announced once when it appears, not on every tick. */}
      <div role="status" aria-live="polite" aria-atomic="false">
        {rateLimitedUntil && (
          <p data-testid="rate-limit-notice" className="rounded-md bg-amber-100 px-4 py-2 text-body text-amber-900">
            Too many requests: the service asked us to wait. <span aria-hidden="true">Retrying in {seconds} s.</span>
            <span className="sr-only">Retrying automatically.</span>
          </p>
        )}
      </div>
    </div>
  );
}
