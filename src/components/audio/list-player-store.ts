import { create } from 'zustand';
import { joinPlayback } from './join-playback';
import { playableUrl } from '../../lib/audio/playable-url';

/** What a row hands the player: the recording's id, its storage path and its known length. */
export type Track = { id: string; path: string; duration: number };

type ListPlayerState = {
  /** The row whose audio is loaded (playing or paused), if any. */
  currentId: string | null;
  playing: boolean;
  loading: boolean;
  time: number;
  duration: number;
  error: string | null;
  /** Plays `track` from `at` seconds (its last position if it is the current one); anything else playing stops. */
  play: (track: Track, at?: number) => Promise<void>;
  /** Play or pause `track`: the row's play button and Space. */
  toggle: (track: Track) => void;
  pause: () => void;
  /** Moves the current track by `seconds` (arrow keys), within its length. */
  seekBy: (seconds: number) => void;
  /** Stops and forgets the track (its row went away or was deleted). */
  stop: () => void;
};

let media: HTMLAudioElement | null = null;
let releaseUrl = () => {};
let loadToken = 0;

/**
 * The one audio element behind every play button in the lists (originals in a folder, conversions of an
 * original): one row plays at a time, and it joins the app-wide rule so a waveform or A/B player starting pauses
 * it (and the other way round). The duration comes from the recording, not the media's metadata, so a row's
 * progress is drawn from the first frame.
 */
export const useListPlayer = create<ListPlayerState>((set, get) => {
  const element = () => {
    if (media) return media;
    media = new Audio();
    media.preload = 'auto';
    joinPlayback(media);
    media.addEventListener('play', () => set({ playing: true, loading: false }));
    media.addEventListener('pause', () => set({ playing: false }));
    media.addEventListener('ended', () => set({ playing: false, time: 0 }));
    media.addEventListener('timeupdate', () => set({ time: media!.currentTime }));
    media.addEventListener('error', () => {
      if (media?.getAttribute('src')) set({ playing: false, loading: false, error: 'This audio could not be played' });
    });
    return media;
  };

  return {
    currentId: null,
    playing: false,
    loading: false,
    time: 0,
    duration: 0,
    error: null,
    play: async (track, at) => {
      const audio = element();
      if (get().currentId !== track.id) {
        const token = ++loadToken;
        audio.pause();
        set({ currentId: track.id, playing: false, loading: true, time: at ?? 0, duration: track.duration, error: null });
        try {
          const playable = await playableUrl(track.path);
          if (token !== loadToken) return playable.release();
          releaseUrl();
          releaseUrl = playable.release;
          audio.src = playable.url;
        } catch (error) {
          if (token === loadToken) set({ loading: false, error: error instanceof Error ? error.message : 'This audio could not be loaded' });
          return;
        }
      }
      if (at !== undefined) {
        audio.currentTime = at;
        set({ time: at });
      }
      try {
        await audio.play();
      } catch (error) {
        // A newer play or a pause interrupted this one: not a failure to report.
        if (!(error instanceof DOMException && error.name === 'AbortError')) set({ loading: false, error: 'This audio could not be played' });
      }
    },
    toggle: (track) => {
      const state = get();
      if (state.currentId === track.id && (state.playing || state.loading)) state.pause();
      else void state.play(track);
    },
    pause: () => {
      loadToken += get().loading ? 1 : 0;
      media?.pause();
      set({ loading: false });
    },
    seekBy: (seconds) => {
      const { currentId, duration } = get();
      if (!media || !currentId) return;
      const time = Math.min(Math.max(0, media.currentTime + seconds), duration || media.duration || 0);
      media.currentTime = time;
      set({ time });
    },
    stop: () => {
      loadToken++;
      media?.pause();
      media?.removeAttribute('src');
      releaseUrl();
      releaseUrl = () => {};
      set({ currentId: null, playing: false, loading: false, time: 0, duration: 0, error: null });
    },
  };
});
