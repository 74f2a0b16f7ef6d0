import { lazy } from 'react';
import type { DrawerProps } from './DrawerSurface';
import { LoadedWhenOpened } from './LoadedWhenOpened';

const DrawerSurface = lazy(async () => ({ default: (await import('./DrawerSurface')).DrawerSurface }));

/**
 * The phone's menu drawer (see DrawerSurface). Its code loads the first time it opens, so the app's frame, on
 * every page and at every width, does not carry Radix in its first load. The caller renders the button that
 * opens it (with `aria-expanded` and `aria-haspopup="dialog"`).
 */
export function Drawer(props: DrawerProps) {
  return (
    <LoadedWhenOpened open={props.open}>
      <DrawerSurface {...props} />
    </LoadedWhenOpened>
  );
}
