import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders its children (a lazily loaded modal surface) from the first time `open` is true, and keeps them from
 * then on. So a modal's code (Radix and its focus-trap and scroll-lock helpers) loads when a modal first opens,
 * not with every page that merely could open one; and the surface stays mounted when `open` turns false, so it
 * runs its own close (focus return) and reopens without loading again.
 */
export function LoadedWhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
