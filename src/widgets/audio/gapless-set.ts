import type { GaplessOutput } from './playback-store';

/** How long a switch crossfades: short enough to sound instant, long enough not to click. */
const CROSSFADE_SECONDS = 0.005;

/**
 * Decoded items played in step through Web Audio, one heard at a time: every item has its own source, all
 * started at the same context time at the same position, each into its own gain; `select` ramps the heard one's
 * gain down and the next one's up over 5 ms at one instant. A switch is sample-aligned and reloads nothing,
 * which a media element cannot do (it must reopen a file). A selection loops natively (the sources' loop points).
 * Items keep their channels (a stereo original plays in stereo beside mono conversions). Simplifications: the rate
 * is always 1 (a source's rate would change the pitch: the core plays other rates on its media element); a loop
 * reaching past a shorter item's end loops that item at its end.
 */
export class GaplessSet extends EventTarget implements GaplessOutput {
  private readonly master: GainNode;
  private readonly gains = new Map<string, GainNode>();
  private sources = new Map<string, AudioBufferSourceNode>();
  private selected: string;
  /** While playing: the context time at which `position` was heard. */
  private anchor = { contextTime: 0, position: 0 };
  private pausedAt = 0;
  private loopRange: { start: number; end: number } | null = null;
  private level = 1;
  private silenced = false;
  paused = true;

  constructor(
    private readonly context: AudioContext,
    private readonly buffers: ReadonlyMap<string, AudioBuffer>,
  ) {
    super();
    this.master = new GainNode(context);
    this.master.connect(context.destination);
    for (const id of buffers.keys()) {
      const gain = new GainNode(context, { gain: 0 });
      gain.connect(this.master);
      this.gains.set(id, gain);
    }
    this.selected = [...buffers.keys()][0]!;
    this.gains.get(this.selected)!.gain.value = 1;
  }

  holds(id: string): boolean {
    return this.buffers.has(id);
  }

  /** Makes `id` the one heard, crossfading from the one heard until now. */
  select(id: string) {
    if (!this.holds(id) || id === this.selected) return;
    const now = this.context.currentTime;
    for (const [key, gain] of this.gains) {
      gain.gain.cancelScheduledValues(now);
      gain.gain.setValueAtTime(gain.gain.value, now);
      gain.gain.linearRampToValueAtTime(key === id ? 1 : 0, now + CROSSFADE_SECONDS);
    }
    this.selected = id;
  }

  get duration(): number {
    return this.buffers.get(this.selected)!.duration;
  }

  get currentTime(): number {
    if (this.paused) return this.pausedAt;
    const position = this.anchor.position + (this.context.currentTime - this.anchor.contextTime);
    const loop = this.loopRange;
    if (!loop || this.anchor.position >= loop.end || position < loop.end) return Math.min(position, this.duration);
    return loop.start + ((position - loop.end) % (loop.end - loop.start));
  }

  set currentTime(seconds: number) {
    if (this.paused) this.pausedAt = seconds;
    else this.startAt(seconds);
  }

  get loop() {
    return this.loopRange;
  }

  /** Loops `range` in every item (null plays on); a position past its end restarts at its start. */
  set loop(range: { start: number; end: number } | null) {
    const position = this.currentTime;
    this.loopRange = range && range.end > range.start ? { start: range.start, end: range.end } : null;
    const restart = this.loopRange && position >= this.loopRange.end ? this.loopRange.start : position;
    if (this.paused) this.pausedAt = restart;
    else this.startAt(restart);
  }

  get volume() {
    return this.level;
  }

  set volume(level: number) {
    this.level = level;
    this.master.gain.value = this.silenced ? 0 : level;
  }

  get muted() {
    return this.silenced;
  }

  set muted(muted: boolean) {
    this.silenced = muted;
    this.master.gain.value = muted ? 0 : this.level;
  }

  async play() {
    if (!this.paused) return;
    this.paused = false;
    this.startAt(this.pausedAt);
    this.dispatchEvent(new Event('play'));
    await this.context.resume();
  }

  pause() {
    if (this.paused) return;
    this.pausedAt = this.currentTime;
    this.paused = true;
    this.stopSources();
    this.dispatchEvent(new Event('pause'));
  }

  /** Stops the sound and lets the context go (the board was left). */
  close() {
    this.pause();
    void this.context.close();
  }

  private startAt(position: number) {
    this.stopSources();
    const when = this.context.currentTime;
    for (const [id, buffer] of this.buffers) {
      if (position >= buffer.duration) continue;
      const source = new AudioBufferSourceNode(this.context, {
        buffer,
        loop: this.loopRange !== null,
        loopStart: this.loopRange?.start ?? 0,
        loopEnd: this.loopRange?.end ?? 0,
      });
      source.connect(this.gains.get(id)!);
      source.onended = () => this.ended(id, source);
      source.start(when, position);
      this.sources.set(id, source);
    }
    this.anchor = { contextTime: when, position };
  }

  private stopSources() {
    const playing = this.sources;
    this.sources = new Map();
    for (const source of playing.values()) {
      source.onended = null;
      source.stop();
      source.disconnect();
    }
  }

  /** The heard item came to its end: the set stops there, as a media element does. */
  private ended(id: string, source: AudioBufferSourceNode) {
    if (this.sources.get(id) !== source || id !== this.selected || this.paused) return;
    this.pausedAt = this.duration;
    this.paused = true;
    this.stopSources();
    this.dispatchEvent(new Event('ended'));
  }
}
