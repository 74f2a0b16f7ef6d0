import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { ApiError } from '../lib/api-error';
import { projectsPath } from './paths';
import { usePageTitle } from '../lib/use-page-title';

/** A clear page for a failed route: 403 and 404 say so plainly; anything else offers a reload. */
export function RouteError() {
  const error = useRouteError();
  const status = error instanceof ApiError ? error.status : isRouteErrorResponse(error) ? error.status : 0;
  const title = status === 404 ? 'Not found' : status === 403 ? 'No access' : 'Something went wrong';
  usePageTitle(title);
  const message =
    status === 404
      ? 'This page or item does not exist, or it was deleted.'
      : status === 403
        ? 'This item belongs to another account.'
        : error instanceof Error
          ? error.message
          : 'An unexpected error occurred.';
  return (
    <div role="alert" className="mx-auto max-w-lg space-y-3 p-10 text-center">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="text-slate-600">{message}</p>
      <div className="flex justify-center gap-3 text-sm">
        <Link to={projectsPath()} className="text-indigo-700 underline">
          Go to projects
        </Link>
        <button type="button" className="text-indigo-700 underline" onClick={() => window.location.reload()}>
          Reload
        </button>
      </div>
    </div>
  );
}
