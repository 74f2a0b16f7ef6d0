import { useNavigation } from 'react-router';

/**
 * A thin bar at the top of the window while the next page's loaders run (the previous page stays in place
 * meanwhile). It fades in after 150 ms, so quick page changes do not flicker.
 */
export function NavigationProgress() {
  const loading = useNavigation().state !== 'idle';
  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 top-0 z-50">
      {loading && (
        <>
          <div
            data-testid="navigation-progress"
            className="h-1 w-full animate-pulse bg-accent opacity-100 transition-opacity delay-150 duration-200 starting:opacity-0"
          />
          <span className="sr-only">Loading the page…</span>
        </>
      )}
    </div>
  );
}
