import { useEffect, useEffectEvent } from 'react';
import { isRouteErrorResponse, Link, useRevalidator, useRouteError } from 'react-router';
import { ApiError } from '@/lib/http/api-error';
import { useServiceStatus } from '@/lib/http/service-status-store';
import { projectsPath } from './paths';
import { usePageTitle } from '@/lib/browser/use-page-title';
import { PageLoadError } from './retrying-route';

const LINK = 'text-accent-ink underline';
const ONLINE_FOLLOW_UP_MS = 1_000;

/**
 * A clear page for a failed route, inside the layout: 403 and 404 say so plainly; a page whose code did not
 * download offers Retry and loads by itself when the connection comes back (its loaders run again and import
 * it afresh); anything else offers a reload.
 */
export function RouteError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const offline = useServiceStatus((state) => state.offline);
  const notLoaded = error instanceof PageLoadError;
  // Reads the latest revalidator without re-subscribing the listener below (it changes with every load).
  const revalidate = useEffectEvent(() => void revalidator.revalidate());
  useEffect(() => {
    if (!notLoaded) return;
    // The first request after `online` can still fail while the network comes up, and nothing would try again:
    // a second attempt follows a second later (it finds the page loaded, or fails as visibly as the first).
    let followUp: ReturnType<typeof setTimeout> | undefined;
    const retry = () => {
      revalidate();
      clearTimeout(followUp);
      followUp = setTimeout(revalidate, ONLINE_FOLLOW_UP_MS);
    };
    window.addEventListener('online', retry);
    return () => {
      window.removeEventListener('online', retry);
      clearTimeout(followUp);
    };
  }, [notLoaded]);
  const status = error instanceof ApiError ? error.status : isRouteErrorResponse(error) ? error.status : 0;
  const title = notLoaded
    ? 'This page could not load'
    : status === 404
      ? 'Not found'
      : status === 403
        ? 'No access'
        : 'Something went wrong';
  usePageTitle(title);
  const message = notLoaded
    ? offline
      ? 'It loads once this device is back online.'
      : 'Its code did not download. Check the connection and retry.'
    : status === 404
      ? 'This page or item does not exist, or it was deleted.'
      : status === 403
        ? 'This item belongs to another account.'
        : error instanceof Error
          ? error.message
          : 'An unexpected error occurred.';
  return (
    <div
      role="alert"
      className="mx-auto max-w-lg space-y-3 p-10 text-center"
      data-testid={notLoaded ? 'page-load-failure' : undefined}
    >
      <h1 className="text-title font-semibold">{title}</h1>
      <p className="text-ink-muted">{message}</p>
      <div className="flex justify-center gap-3 text-body">
        <Link to={projectsPath()} className={LINK}>
          Go to projects
        </Link>
        {notLoaded ? (
          <button
            type="button"
            className={LINK}
            disabled={revalidator.state === 'loading'}
            onClick={() => void revalidator.revalidate()}
          >
            Retry
          </button>
        ) : (
          <button type="button" className={LINK} onClick={() => window.location.reload()}>
            Reload
          </button>
        )}
      </div>
    </div>
  );
}
