// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeMedia, FakePlayer } from '@/testing/fake-media';
import {
  createPlaybackStore,
  listenForPlayback,
  usePlayback,
  type GaplessOutput,
  type PlayItem,
  type PlaybackMedia,
} from './playback-store';

const item = (id: string, duration = 10): PlayItem & { release: ReturnType<typeof vi.fn> } => {
  const release = vi.fn();
  return { id, title: id, duration, release, open: async () => ({ url: `/storage/${id}.wav`, release }) };
};

/** A gapless set as the core sees one: items held, the one selected, a position that moves only when told. */
class FakeGapless extends FakePlayer implements GaplessOutput {
  currentTime = 0;
  duration = 10;
  volume = 1;
  muted = false;
  loop: { start: number; end: number } | null = null;
  selected = '';
  constructor(private readonly ids: string[]) {
    super();
  }
  holds = (id: string) => this.ids.includes(id);
  select = (id: string) => void (this.selected = id);
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the playback core', () => {
  let media: FakeMedia;
  let store: ReturnType<typeof createPlaybackStore>;
  beforeEach(() => {
    localStorage.clear();
    media = new FakeMedia();
    store = createPlaybackStore(() => media as unknown as PlaybackMedia);
  });

  /** Plays `what` and lets its source load. */
  async function playLoaded(what: PlayItem, at?: number) {
    const playing = store.getState().play(what, at);
    await settle();
    media.ready();
    await playing;
  }

  it('plays one item at a time on its single element and says what plays', async () => {
    const take = item('take');
    await playLoaded(take);
    expect(store.getState()).toMatchObject({ status: 'playing', item: { id: 'take' }, duration: 10 });
    expect(media.src).toBe('/storage/take.wav');

    const sample = item('sample', 4);
    await playLoaded(sample);
    expect(store.getState()).toMatchObject({ status: 'playing', item: { id: 'sample' }, duration: 4 });
    expect(media.sources).toEqual(['/storage/take.wav', '/storage/sample.wav']);
    // The first item's URL is let go once the second replaces it.
    expect(take.release).toHaveBeenCalledTimes(1);
  });

  it('loops a range at its end, or stops there, and keeps it across a switch', async () => {
    const take = item('take');
    await playLoaded(take);
    await store.getState().playRange({ start: 2, end: 3, repeat: true });
    expect(media.currentTime).toBe(2);
    media.currentTime = 3.01;
    media.dispatchEvent(new Event('timeupdate'));
    expect(media.currentTime).toBe(2);
    expect(store.getState()).toMatchObject({ status: 'playing', time: 2 });

    const other = item('other');
    const switching = store.getState().switchTo(other);
    await settle();
    media.ready();
    await switching;
    expect(store.getState().range).toEqual({ start: 2, end: 3, repeat: true });

    await store.getState().playRange({ start: 1, end: 1.5, repeat: false });
    media.currentTime = 1.6;
    media.dispatchEvent(new Event('timeupdate'));
    expect(store.getState()).toMatchObject({ status: 'paused', time: 1.5, range: null });
  });

  it('changes the rate with the pitch kept, on this source and the next', async () => {
    await playLoaded(item('take'));
    store.getState().setRate(1.5);
    expect(media).toMatchObject({ playbackRate: 1.5, preservesPitch: true });
    media.playbackRate = 1;
    await playLoaded(item('other'));
    expect(media.playbackRate).toBe(1.5);
    store.getState().setRate(5);
    expect(store.getState().rate).toBe(2);
  });

  it('toggles the current item and resumes where it was', async () => {
    const take = item('take');
    await playLoaded(take, 3);
    expect(media.currentTime).toBe(3);
    store.getState().toggle(take);
    expect(store.getState().status).toBe('paused');
    media.currentTime = 4.5;
    store.getState().toggle();
    await settle();
    expect(store.getState().status).toBe('playing');
    expect(media.currentTime).toBe(4.5);
    expect(media.sources).toHaveLength(1);
  });

  it('keeps a seek and a pause made while the source loads', async () => {
    const take = item('take');
    const playing = store.getState().play(take);
    await settle();
    expect(store.getState().status).toBe('loading');
    store.getState().seekBy(5);
    store.getState().seekBy(5);
    store.getState().toggle();
    media.ready();
    await playing;
    expect(store.getState()).toMatchObject({ status: 'paused', time: 10 });
    expect(media.currentTime).toBe(10);
    expect(media.play).not.toHaveBeenCalled();
  });

  it('cues an item at a position without playing it (a click on a waveform)', async () => {
    const cued = store.getState().cue(item('take'), 4);
    await settle();
    media.ready();
    await cued;
    expect(store.getState()).toMatchObject({ item: { id: 'take' }, status: 'paused', time: 4 });
    expect(media.currentTime).toBe(4);
    expect(media.play).not.toHaveBeenCalled();
    await store.getState().cue(item('take'), 6);
    expect(media.currentTime).toBe(6);
    expect(media.sources).toHaveLength(1);
  });

  it('seeks within the length', async () => {
    await playLoaded(item('take', 8));
    store.getState().seekBy(-5);
    expect(media.currentTime).toBe(0);
    store.getState().seek(20);
    expect(media.currentTime).toBe(8);
  });

  it('switches A/B keeping the position and the playing state, clamped to a shorter side', async () => {
    const a = item('a', 10);
    const b = item('b', 3);
    await playLoaded(a, 2.5);
    const toB = store.getState().switchTo(b);
    await settle();
    media.ready();
    await toB;
    expect(store.getState()).toMatchObject({ item: { id: 'b' }, status: 'playing' });
    expect(media.currentTime).toBe(2.5);

    media.currentTime = 2.99;
    store.getState().pause();
    const toA = store.getState().switchTo(a);
    await settle();
    media.ready();
    await toA;
    expect(store.getState()).toMatchObject({ item: { id: 'a' }, status: 'paused' });
    expect(media.currentTime).toBeCloseTo(2.99, 5);
  });

  it('quick successive switches keep the position from before the first; a superseded failure is ignored', async () => {
    const a = item('a');
    await playLoaded(a, 6);
    const toB = store.getState().switchTo(item('b'));
    await settle();
    const toA = store.getState().switchTo(item('a2'));
    await settle();
    media.fail(); // the element's error arrives for the second load only; the first had no answer yet
    await Promise.all([toB, toA]);
    expect(store.getState()).toMatchObject({ item: { id: 'a2' }, error: 'a2 could not be played', status: 'paused' });

    const again = store.getState().switchTo(item('b2'));
    await settle();
    media.ready();
    await again;
    expect(store.getState()).toMatchObject({ item: { id: 'b2' }, error: null });
    expect(media.currentTime).toBe(6);
  });

  it('remembers the volume and the mute for the next visit', () => {
    store.getState().setVolume(0.35);
    store.getState().toggleMute();
    const next = createPlaybackStore(() => new FakeMedia() as unknown as PlaybackMedia);
    expect(next.getState()).toMatchObject({ volume: 0.35, muted: true });
  });

  it('stops only the item named, and lets its URL go', async () => {
    const take = item('take');
    await playLoaded(take);
    store.getState().stop('other');
    expect(store.getState().item?.id).toBe('take');
    store.getState().stop('take');
    expect(store.getState()).toMatchObject({ item: null, status: 'idle' });
    expect(media.paused).toBe(true);
    expect(take.release).toHaveBeenCalledTimes(1);
  });
});

describe('the playback core with a gapless set (the compare board)', () => {
  let media: FakeMedia;
  let store: ReturnType<typeof createPlaybackStore>;
  let gapless: FakeGapless;
  beforeEach(() => {
    localStorage.clear();
    media = new FakeMedia();
    store = createPlaybackStore(() => media as unknown as PlaybackMedia);
    gapless = new FakeGapless(['recording:a', 'recording:b']);
    store.getState().attachGapless(gapless);
  });

  it('plays the set’s items through it and switches in place: no reload, the same position, still one audio', async () => {
    await store.getState().play(item('recording:a'), 2);
    expect(gapless).toMatchObject({ selected: 'recording:a', paused: false, currentTime: 2 });
    expect(store.getState()).toMatchObject({ item: { id: 'recording:a' }, status: 'playing' });

    gapless.currentTime = 3.25;
    await store.getState().switchTo(item('recording:b'));
    expect(gapless).toMatchObject({ selected: 'recording:b', paused: false, currentTime: 3.25 });
    expect(store.getState()).toMatchObject({ item: { id: 'recording:b' }, status: 'playing', time: 3.25 });
    expect(gapless.play).toHaveBeenCalledTimes(1);
    expect(media.sources).toEqual([]);

    store.getState().toggle();
    expect(store.getState().status).toBe('paused');
    expect(gapless.paused).toBe(true);

    // Another item plays on the element, and the set stays silent.
    await store.getState().play(item('recording:b'));
    const sample = store.getState().play(item('sample'));
    await settle();
    media.ready();
    await sample;
    expect(gapless.paused).toBe(true);
    expect(store.getState()).toMatchObject({ item: { id: 'sample' }, status: 'playing' });
  });

  it('takes over from the element playing when the set came late: the element plays on briefly, then stops', async () => {
    vi.useFakeTimers();
    try {
      const late = new FakeGapless(['recording:a', 'recording:b']);
      store.getState().attachGapless(null);
      const playing = store.getState().play(item('recording:a'), 1);
      await vi.advanceTimersByTimeAsync(0);
      media.ready();
      await playing;
      store.getState().attachGapless(late);
      expect(media.paused).toBe(false);

      media.currentTime = 2.5;
      await store.getState().switchTo(item('recording:b'));
      expect(late).toMatchObject({ selected: 'recording:b', paused: false, currentTime: 2.5 });
      expect(store.getState()).toMatchObject({ item: { id: 'recording:b' }, status: 'playing' });
      // Heard under the set until its output starts, not cut first.
      expect(media.paused).toBe(false);
      await vi.advanceTimersByTimeAsync(100);
      expect(media.paused).toBe(true);
      expect(store.getState()).toMatchObject({ item: { id: 'recording:b' }, status: 'playing' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('loops a repeated range in the set, and gives its item to the element at another rate or when detached', async () => {
    await store.getState().play(item('recording:a'), 1);
    await store.getState().playRange({ start: 2, end: 3, repeat: true });
    expect(gapless.loop).toEqual({ start: 2, end: 3 });
    await store.getState().playRange(null);
    expect(gapless.loop).toBeNull();

    gapless.currentTime = 4;
    store.getState().setRate(1.5);
    await settle();
    media.ready();
    await settle();
    expect(gapless.paused).toBe(true);
    expect(media).toMatchObject({ src: '/storage/recording:a.wav', currentTime: 4, playbackRate: 1.5, paused: false });

    store.getState().setRate(1);
    await store.getState().play(item('recording:b'), 5);
    expect(gapless).toMatchObject({ selected: 'recording:b', paused: false });
    store.getState().attachGapless(null);
    await settle();
    media.ready();
    await settle();
    expect(gapless.paused).toBe(true);
    expect(media).toMatchObject({ src: '/storage/recording:b.wav', currentTime: 5, paused: false });
  });
});

describe('audio elements outside the core', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    document.body.replaceChildren();
    usePlayback.setState({ status: 'idle', item: null });
  });

  it('pause the core when they start, and pause when the core starts', () => {
    stop = listenForPlayback(document);
    const pause = vi.spyOn(usePlayback.getState(), 'pause');
    usePlayback.setState({ pause });
    const preview = document.createElement('audio');
    document.body.append(preview);
    preview.dispatchEvent(new Event('play'));
    expect(pause).toHaveBeenCalledTimes(1);

    Object.defineProperty(preview, 'paused', { get: () => false });
    const pausePreview = vi.spyOn(preview, 'pause').mockImplementation(() => {});
    usePlayback.setState({ status: 'playing' });
    expect(pausePreview).toHaveBeenCalledTimes(1);
  });
});
