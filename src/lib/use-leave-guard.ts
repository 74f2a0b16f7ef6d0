import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * Closing or reloading the tab while `active` asks the browser's own "leave this page?" question, e.g. while
 * uploads are running (they keep going across in-app navigation, not across a reload).
 */
export function useUnloadGuard(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium needs returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}

/**
 * Like useUnloadGuard, and in-app navigation is held too: the returned blocker is `blocked` until the
 * caller shows its own confirmation and calls `proceed()` or `reset()`. For work that exists only in this
 * component (an unsaved take).
 */
export function useLeaveGuard(active: boolean) {
  useUnloadGuard(active);
  return useBlocker(({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname);
}
