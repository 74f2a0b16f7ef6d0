import { create } from 'zustand';
import type { WaveformPeaks } from '@/lib/audio/peaks';
import type { PlayableUrl } from '@/data/storage/playable-url';
import type { ByteRange } from '@/data/storage/storage-range';
import { positionAfterSwitch } from './position-after-switch';

/** How the bar draws an item's waveform: the server's peaks file, peaks already at hand, or audio to decode. */
export type WaveformSource = { url: string } | { peaks: WaveformPeaks } | { blob: Blob };

/** Something the studio can play: a recording, a voice sample, a generation. */
export type PlayItem = {
  /** Stable identity across renders and pages (`recording:<id>`, `sample:<path>`…): the same id is the same audio. */
  id: string;
  title: string;
  /** The known length in seconds (0 when unknown: the media's own metadata then tells). */
  duration: number;
  /** Makes the audio playable, when it is first played (a sample is only asked for then). */
  open: () => Promise<PlayableUrl>;
  /** What the bar draws; none gives a plain scrub bar. */
  waveform?: WaveformSource | null;
  /** Reads bytes `start` to `end` (exclusive) of the file, for the waveform's detail of a long file. */
  readRange?: (start: number, end: number, signal?: AbortSignal) => Promise<ByteRange>;
};

/** Where an item was started from: the page's name and address, for the bar's link back. */
export type Origin = { label: string; href: string };

export type PlaybackStatus = 'idle' | 'loading' | 'playing' | 'paused';

/** A stretch of the item played on its own: `repeat` loops it, else playback stops at its end. */
type PlayRange = { start: number; end: number; repeat: boolean };

/** Playback rates offered (0.5× to 2×); the pitch is kept at every rate. */
export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;

type PlaybackState = {
  item: PlayItem | null;
  origin: Origin | null;
  status: PlaybackStatus;
  /** The position; while a source loads, the one it will start from. */
  time: number;
  duration: number;
  error: string | null;
  volume: number;
  muted: boolean;
  /** The range being played (a selection), kept when A/B or the compare board switches the source. */
  range: PlayRange | null;
  rate: number;
  /** Plays `item` (from `at`, else where it was if it is the current one); whatever played before stops. */
  play: (item: PlayItem, at?: number) => Promise<void>;
  /** Play or pause `item` (a row's or a sample's button); with no item, the current one (Space). */
  toggle: (item?: PlayItem) => void;
  pause: () => void;
  /** Puts the playhead of `item` at `at` without playing (a click on its waveform): loads it, paused, if needed. */
  cue: (item: PlayItem, at: number) => Promise<void>;
  /** Moves to `seconds` in the current item, within its length (kept for later while it loads). */
  seek: (seconds: number) => void;
  seekBy: (seconds: number) => void;
  /**
   * Changes the source and keeps the position and whether it plays: A/B hears the same phrase from both sides.
   * Quick successive switches keep the position from before the first one.
   */
  switchTo: (item: PlayItem) => Promise<void>;
  /** Plays `range` of the current item (or of `item`) from its start; null plays on past it again. */
  playRange: (range: PlayRange | null, item?: PlayItem) => Promise<void>;
  /** Speed from 0.5× to 2×, the pitch kept (the element's preservesPitch). */
  setRate: (rate: number) => void;
  setVolume: (volume: number) => void;
  toggleMute: () => void;
  /** Stops and forgets the item (it was deleted or replaced); with an id, only if that one is current. */
  stop: (id?: string) => void;
  /**
   * Plays the items `set` holds through it (the compare board's decoded rows), so switching among them is
   * gapless; null hands what it plays back to the media element, at the same position.
   */
  attachGapless: (set: GaplessOutput | null) => void;
};

/** The few parts of a media element the core uses: a real `Audio` in the app, a fake in unit tests. */
export type PlaybackMedia = Pick<
  HTMLMediaElement,
  | 'play'
  | 'pause'
  | 'paused'
  | 'ended'
  | 'currentTime'
  | 'duration'
  | 'volume'
  | 'muted'
  | 'src'
  | 'preload'
  | 'removeAttribute'
  | 'addEventListener'
  | 'removeEventListener'
  | 'playbackRate'
  | 'preservesPitch'
>;

/** What the core plays through: its media element, or a gapless set while one of the set's items plays. */
type PlaybackOutput = Pick<
  PlaybackMedia,
  | 'play'
  | 'pause'
  | 'paused'
  | 'currentTime'
  | 'duration'
  | 'volume'
  | 'muted'
  | 'addEventListener'
  | 'removeEventListener'
>;

/** Items decoded and played in step, one heard at a time (`select`), looping `loop` natively: see GaplessSet. */
export type GaplessOutput = PlaybackOutput & {
  holds: (id: string) => boolean;
  select: (id: string) => void;
  loop: { start: number; end: number } | null;
};

const VOLUME_KEY = 'voice-studio.volume';
const MUTED_KEY = 'voice-studio.muted';

function remembered(): { volume: number; muted: boolean } {
  try {
    const volume = Number(localStorage.getItem(VOLUME_KEY) ?? '1');
    return {
      volume: Number.isFinite(volume) ? Math.min(1, Math.max(0, volume)) : 1,
      muted: localStorage.getItem(MUTED_KEY) === 'true',
    };
  } catch {
    return { volume: 1, muted: false };
  }
}

function remember(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // storage full or disabled: the volume still changes, only the memory is lost
  }
}

/** The page the user is on, named as its tab title names it (`usePageTitle`), without the studio's name. */
function originHere(): Origin | null {
  if (typeof window === 'undefined') return null;
  const label = document.title.replace(/\s*·\s*Voice Studio$/, '').trim() || 'Voice Studio';
  return { label, href: window.location.pathname + window.location.search };
}

const messageOf = (error: unknown, fallback: string) => (error instanceof Error ? error.message : fallback);

/** Resolves once `media` can play the source just set, rejects when it cannot be read. */
function whenPlayable(media: PlaybackMedia, title: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      media.removeEventListener('canplay', ok);
      media.removeEventListener('error', failed);
    };
    const ok = () => (done(), resolve());
    const failed = () => (done(), reject(new Error(`${title} could not be played`)));
    media.addEventListener('canplay', ok);
    media.addEventListener('error', failed);
  });
}

/**
 * How long the media element plays on under a gapless set taking over from it: past the set's output latency
 * (Chromium's is 10–40 ms), so the two overlap briefly, as a crossfade does, instead of leaving a gap.
 */
const HANDOVER_OVERLAP_MS = 60;

/**
 * The one playback core: a single media element behind every play button, the player bar, the waveform view and
 * A/B, so one audio plays at a time by construction and the bar can show whatever plays. It knows what plays
 * (title, where it was started), its state, position and the remembered volume. Loads are tokened: a newer play,
 * pause or switch supersedes one still loading, and a seek or play/pause made while loading is kept for when it
 * is ready. The compare board adds a second output, a gapless set (`attachGapless`): its items play through it,
 * behind the same state, so the bar, pause and the one-audio rule see no difference.
 */
export function createPlaybackStore(makeMedia: () => PlaybackMedia) {
  let media: PlaybackMedia | null = null;
  let gapless: GaplessOutput | null = null;
  /** The output playing now (or last): the element, or the gapless set. */
  let output: PlaybackOutput | null = null;
  let release = () => {};
  let token = 0;
  /** While a source loads: whether it should play once ready. */
  let wantsPlay = false;
  let frame = 0;
  let rangeEnd: ReturnType<typeof setTimeout> | undefined;

  const store = create<PlaybackState>((set, get) => {
    /** The state follows `audio`'s events while it is the output (a left output's late events are ignored). */
    const follow = (audio: PlaybackOutput) => {
      const on = (type: string, listener: () => void) =>
        audio.addEventListener(type, () => output === audio && listener());
      on('play', () => {
        set({ status: 'playing', error: null });
        if (!frame) tick();
      });
      on('pause', () => {
        if (get().status !== 'loading') set({ status: 'paused', time: audio.currentTime });
      });
      on('ended', () => set({ status: 'paused', time: audio.currentTime }));
      on('timeupdate', () => get().status !== 'loading' && set({ time: keepInRange(audio) }));
      on('loadedmetadata', () => {
        if (!get().duration && Number.isFinite(audio.duration)) set({ duration: audio.duration });
      });
    };

    // A frame-by-frame position while playing, so the waveforms move smoothly (timeupdate comes ~4 times a second)
    // and a range ends or loops within a frame of its end.
    const tick = () => {
      const audio = output;
      if (!audio) return void (frame = 0);
      if (get().status === 'playing') set({ time: keepInRange(audio) });
      frame = typeof requestAnimationFrame === 'function' && !audio.paused ? requestAnimationFrame(tick) : 0;
      armRangeEnd(audio);
    };

    const element = () => {
      if (media) return media;
      const audio = makeMedia();
      media = audio;
      audio.preload = 'auto';
      const { volume, muted } = get();
      audio.volume = volume;
      audio.muted = muted;
      audio.preservesPitch = true;
      follow(audio);
      return audio;
    };

    /** Makes `next` the output; the one before stops (one audio at a time). */
    const playThrough = (next: PlaybackOutput) => {
      const previous = output;
      output = next;
      if (previous !== next) previous?.pause();
      next.pause();
    };

    /**
     * A timer for the moment a range ends, once it is less than 100 ms away: on a busy page frames come late, and a
     * loop that waited for the next one overshot its end by 60 ms.
     */
    const armRangeEnd = (audio: PlaybackOutput) => {
      const { range, rate } = get();
      clearTimeout(rangeEnd);
      if (!range || audio.paused) return;
      const left = (range.end - audio.currentTime) / rate;
      if (left > 0 && left < 0.1) rangeEnd = setTimeout(() => set({ time: keepInRange(audio) }), left * 1000);
    };

    /** At or past the range's end: back to its start (a loop) or a stop at its end. Returns the position now. */
    const keepInRange = (audio: PlaybackOutput): number => {
      const { range } = get();
      if (!range || audio.paused || audio.currentTime < range.end) return audio.currentTime;
      if (range.repeat) audio.currentTime = range.start;
      else {
        audio.pause();
        audio.currentTime = range.end;
        set({ range: null });
      }
      return audio.currentTime;
    };

    const length = () => get().duration || (output && Number.isFinite(output.duration) ? output.duration : 0);
    const clamp = (seconds: number) => Math.max(0, length() ? Math.min(seconds, length()) : seconds);

    const start = async (audio: PlaybackOutput) => {
      try {
        await audio.play();
      } catch (error) {
        // A newer play or a pause interrupted this one: not a failure to report.
        if (!(error instanceof DOMException && error.name === 'AbortError'))
          set({ status: 'paused', error: messageOf(error, 'This audio could not be played') });
      }
    };

    /**
     * An item of the gapless set: nothing to load, it plays at once (at the rate of 1 only, see GaplessSet). When
     * the element was playing (playback started before the set was ready), it plays on until the set is heard:
     * stopped first, the handover left up to 6 ms of silence between the two audio contexts' outputs.
     */
    const startGapless = async (through: GaplessOutput, item: PlayItem, at: number, play: boolean) => {
      const handedOver = play && output === media && media && !media.paused ? media : null;
      if (handedOver) output = through;
      playThrough(through);
      through.select(item.id);
      set({ item, origin: originHere(), status: 'paused', duration: item.duration, error: null });
      const time = clamp(at);
      through.currentTime = time;
      set({ time });
      if (!play) return;
      await start(through);
      if (handedOver) setTimeout(() => output !== handedOver && handedOver.pause(), HANDOVER_OVERLAP_MS);
    };

    /** Loads `item` into the element, then seeks to where the state says and plays if wanted. */
    const load = async (item: PlayItem, at: number, play: boolean) => {
      const mine = ++token;
      wantsPlay = play;
      if (gapless?.holds(item.id) && get().rate === 1) return startGapless(gapless, item, at, play);
      const audio = element();
      playThrough(audio);
      set({
        item,
        origin: originHere(),
        status: 'loading',
        time: Math.max(0, at),
        duration: item.duration,
        error: null,
      });
      try {
        const playable = await item.open();
        if (mine !== token) return playable.release();
        release();
        release = playable.release;
        const ready = whenPlayable(audio, item.title);
        audio.src = playable.url;
        await ready;
      } catch (error) {
        if (mine === token) set({ status: 'paused', error: messageOf(error, 'This audio could not be loaded') });
        return;
      }
      if (mine !== token) return;
      const time = clamp(get().time);
      audio.playbackRate = get().rate;
      audio.currentTime = time;
      set({ time, status: 'paused' });
      if (wantsPlay) await start(audio);
    };

    const { volume, muted } = remembered();
    return {
      item: null,
      origin: null,
      status: 'idle',
      time: 0,
      duration: 0,
      error: null,
      volume,
      muted,
      range: null,
      rate: 1,
      play: async (item, at) => {
        const state = get();
        if (state.item?.id !== item.id) set({ range: null });
        if (state.item?.id !== item.id || state.error) return load(item, at ?? 0, true);
        if (state.status === 'loading') {
          wantsPlay = true;
          if (at !== undefined) set({ time: Math.max(0, at) });
          return;
        }
        const audio = output ?? element();
        if (at !== undefined) {
          audio.currentTime = clamp(at);
          set({ time: clamp(at) });
        }
        await start(audio);
      },
      toggle: (item) => {
        const state = get();
        const target = item ?? state.item;
        if (!target) return;
        const active =
          state.item?.id === target.id && (state.status === 'playing' || (state.status === 'loading' && wantsPlay));
        if (active) state.pause();
        else void state.play(target);
      },
      pause: () => {
        wantsPlay = false;
        output?.pause();
      },
      cue: async (item, at) => {
        if (get().item?.id !== item.id) set({ range: null });
        if (get().item?.id === item.id && !get().error) get().seek(at);
        else await load(item, at, false);
      },
      seek: (seconds) => {
        const { item, status } = get();
        if (!item) return;
        const time = clamp(seconds);
        if (status !== 'loading' && output) output.currentTime = time;
        set({ time });
      },
      seekBy: (seconds) => get().seek(get().time + seconds),
      switchTo: async (item) => {
        const state = get();
        if (state.item?.id === item.id) return;
        const playing = state.status === 'playing' || (state.status === 'loading' && wantsPlay);
        // While playing, the output's own clock: the state's time can be a frame behind.
        const at = state.status === 'playing' && output ? output.currentTime : state.time;
        const next = positionAfterSwitch(at, item.duration);
        if (output === gapless && gapless?.holds(item.id) && state.status !== 'loading') {
          // Both play in step already: the switch is a crossfade at this very position (a seek only if shorter).
          token++;
          gapless.select(item.id);
          if (next < at) gapless.currentTime = next;
          set({ item, duration: item.duration, time: next, error: null });
          return;
        }
        await load(item, next, playing);
      },
      playRange: async (range, item) => {
        const target = item ?? get().item;
        if (!target) return;
        if (get().item?.id !== target.id) await get().play(target, range?.start ?? 0);
        set({ range });
        if (range) await get().play(target, range.start);
      },
      setRate: (next) => {
        const rate = Math.min(2, Math.max(0.5, next));
        if (media) {
          media.preservesPitch = true;
          media.playbackRate = rate;
        }
        set({ rate });
        // The gapless set plays at 1× only: at another rate its item goes on from the element, pitch kept.
        const { item, status } = get();
        if (rate !== 1 && item && gapless && output === gapless)
          void load(item, gapless.currentTime, status === 'playing');
      },
      setVolume: (next) => {
        const level = Math.min(1, Math.max(0, next));
        for (const audio of [media, gapless]) {
          if (!audio) continue;
          audio.volume = level;
          audio.muted = false;
        }
        remember(VOLUME_KEY, String(level));
        remember(MUTED_KEY, 'false');
        set({ volume: level, muted: false });
      },
      toggleMute: () => {
        const muted = !get().muted;
        for (const audio of [media, gapless]) if (audio) audio.muted = muted;
        remember(MUTED_KEY, String(muted));
        set({ muted });
      },
      stop: (id) => {
        if (id !== undefined && get().item?.id !== id) return;
        token++;
        wantsPlay = false;
        output?.pause();
        media?.removeAttribute('src');
        release();
        release = () => {};
        set({ item: null, origin: null, status: 'idle', time: 0, duration: 0, error: null, range: null });
      },
      attachGapless: (next) => {
        const left = gapless;
        gapless = next;
        if (next) {
          next.volume = get().volume;
          next.muted = get().muted;
          next.loop = loopOf(get().range);
          follow(next);
        }
        const { item, status } = get();
        if (left && output === left && item) void load(item, left.currentTime, status === 'playing');
      },
    };
  });
  // The gapless set loops a repeated range on its own (sample-exact), whoever sets the range.
  store.subscribe((state, previous) => {
    if (gapless && state.range !== previous.range) gapless.loop = loopOf(state.range);
  });
  return store;
}

const loopOf = (range: PlayRange | null) => (range?.repeat ? { start: range.start, end: range.end } : null);

export const usePlayback = createPlaybackStore(() => new Audio());

/**
 * Audio elements in the page that are not the core's (the recorder's take preview) keep the one-audio rule: when
 * one starts, the core pauses; when the core starts, they pause. Returns how to stop listening.
 */
export function listenForPlayback(root: Document): () => void {
  const onPlay = (event: Event) => {
    if (event.target instanceof HTMLMediaElement) usePlayback.getState().pause();
  };
  root.addEventListener('play', onPlay, true);
  const unsubscribe = usePlayback.subscribe((state, previous) => {
    if (state.status === 'playing' && previous.status !== 'playing')
      root.querySelectorAll<HTMLMediaElement>('audio, video').forEach((element) => element.paused || element.pause());
  });
  return () => {
    root.removeEventListener('play', onPlay, true);
    unsubscribe();
  };
}
