import { loadedWhenOpened } from './LoadedWhenOpened';

/**
 * A modal dialog (see DialogSurface). Its code loads the first time one opens: pages that only might open a
 * dialog (every list with a "New" or "Delete" button) do not carry Radix in their first load.
 */
export const Dialog = loadedWhenOpened(async () => (await import('./DialogSurface')).DialogSurface);
