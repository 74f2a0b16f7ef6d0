import { create } from 'zustand';

type PlaybackState = {
  /** The media element playing now, if any. */
  current: HTMLMediaElement | null;
  /** `element` starts playing: whatever played before is paused, so one audio plays at a time across the app. */
  claim: (element: HTMLMediaElement) => void;
  /** `element` paused or ended: nothing is playing any more (unless another one has claimed since). */
  release: (element: HTMLMediaElement) => void;
};

export const usePlaybackStore = create<PlaybackState>((set, get) => ({
  current: null,
  claim: (element) => {
    const previous = get().current;
    if (previous && previous !== element && !previous.paused) previous.pause();
    set({ current: element });
  },
  release: (element) => {
    if (get().current === element) set({ current: null });
  },
}));

/**
 * Every media element in the page joins the single-player rule without being wired one by one: `play`, `pause`
 * and `ended` do not bubble, but a listener in the capture phase on the document sees them all. Media elements
 * that are not in the document (wavesurfer's own) call `claim` themselves. Returns how to stop listening.
 */
export function listenForPlayback(root: Document): () => void {
  const { claim, release } = usePlaybackStore.getState();
  const onPlay = (event: Event) => event.target instanceof HTMLMediaElement && claim(event.target);
  const onStop = (event: Event) => event.target instanceof HTMLMediaElement && release(event.target);
  root.addEventListener('play', onPlay, true);
  root.addEventListener('pause', onStop, true);
  root.addEventListener('ended', onStop, true);
  return () => {
    root.removeEventListener('play', onPlay, true);
    root.removeEventListener('pause', onStop, true);
    root.removeEventListener('ended', onStop, true);
  };
}
