import { loadedWhenOpened } from './LoadedWhenOpened';

/**
 * The phone's menu drawer (see DrawerSurface). Its code loads the first time it opens, so the app's frame, on
 * every page and at every width, does not carry Radix in its first load. The caller renders the button that
 * opens it (with `aria-expanded` and `aria-haspopup="dialog"`).
 */
export const Drawer = loadedWhenOpened(async () => (await import('./DrawerSurface')).DrawerSurface);
