import { vi } from 'vitest';

/** Something that plays: play and pause fire their events, as a media element's do. */
export class FakePlayer extends EventTarget {
  paused = true;
  play = vi.fn(async () => {
    this.paused = false;
    this.dispatchEvent(new Event('play'));
  });
  pause = vi.fn(() => {
    if (this.paused) return;
    this.paused = true;
    this.dispatchEvent(new Event('pause'));
  });
}

/**
 * A media element as the core sees one: a source loads when the test says so (`ready` or `fail`, like a network
 * answer), setting a source stops it and resets the position, play and pause fire their events.
 */
export class FakeMedia extends FakePlayer {
  ended = false;
  currentTime = 0;
  duration = Number.NaN;
  volume = 1;
  muted = false;
  playbackRate = 1;
  preservesPitch = false;
  preload: '' | 'none' | 'metadata' | 'auto' = '';
  private source = '';
  sources: string[] = [];
  get src() {
    return this.source;
  }
  set src(url: string) {
    this.source = url;
    this.sources.push(url);
    this.currentTime = 0;
    this.paused = true;
  }
  removeAttribute() {
    this.source = '';
  }
  ready() {
    this.dispatchEvent(new Event('canplay'));
  }
  fail() {
    this.dispatchEvent(new Event('error'));
  }
}
