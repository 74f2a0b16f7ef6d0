import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * Until the returned function is called, closing or reloading the tab asks the browser's own "leave this page?"
 * question. For module-wide work that no component owns (the upload queue).
 */
export function guardUnload(): () => void {
  const warn = (event: BeforeUnloadEvent) => {
    event.preventDefault();
    // Older Chromium needs returnValue set to show the prompt.
    event.returnValue = '';
  };
  window.addEventListener('beforeunload', warn);
  return () => window.removeEventListener('beforeunload', warn);
}

/** Closing or reloading the tab while `active` asks first (guardUnload for as long as a component says so). */
export function useUnloadGuard(active: boolean): void {
  useEffect(() => (active ? guardUnload() : undefined), [active]);
}

/**
 * Like useUnloadGuard, and in-app navigation is held too: the returned blocker is `blocked` until the
 * caller shows its own confirmation and calls `proceed()` or `reset()`. For work that exists only in this
 * component (an unsaved take).
 */
export function useLeaveGuard(active: boolean) {
  useUnloadGuard(active);
  return useBlocker(
    ({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname,
  );
}
