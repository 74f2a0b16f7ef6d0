import { loadedWhenOpened } from '@/components/ui/LoadedWhenOpened';

/**
 * The player bar (see PlayerBarContent), open while something is loaded in the playback core. Its code loads the
 * first time something plays, so pages that are only looked at do not carry it in their first load.
 */
export const PlayerBar = loadedWhenOpened(async () => (await import('./PlayerBarContent')).PlayerBarContent);
