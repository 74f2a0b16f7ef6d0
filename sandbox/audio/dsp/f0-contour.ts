import type { PitchTrack } from './pitch';

/**
 * A continuous f0 contour from a frame track, for code that needs the pitch at any instant (pitch marks).
 * Each frame speaks for the 16 ms around its centre (the first and last frames reach the ends of the signal);
 * inside a voiced stretch the value is interpolated linearly between frame centres, so predicted periods
 * follow intonation smoothly instead of in steps. 0 means unvoiced.
 */
export class F0Contour {
  private readonly times: Float64Array;
  private readonly f0s: Float64Array;
  private readonly hop: number;

  constructor(track: PitchTrack) {
    this.times = Float64Array.from({ length: track.length }, (_, index) => track.time(index));
    this.f0s = track.f0;
    this.hop = track.length > 1 ? track.time(1) - track.time(0) : 0.016;
  }

  /** The frame whose span holds `time` (-1 for an empty track). */
  frameAt(time: number): number {
    if (this.times.length === 0) return -1;
    const index = Math.round((time - this.times[0]!) / this.hop);
    return Math.max(0, Math.min(this.times.length - 1, index));
  }

  /** f0 in Hz at `time` (seconds), or 0 when unvoiced. */
  at(time: number): number {
    const index = this.frameAt(time);
    if (index < 0) return 0;
    const own = this.f0s[index]!;
    if (own === 0) return 0;
    const centre = this.times[index]!;
    const other = this.f0s[time >= centre ? index + 1 : index - 1] ?? 0;
    if (other === 0) return own;
    return own + ((other - own) * Math.abs(time - centre)) / this.hop;
  }

  /** Voiced stretches as [startSecond, endSecond) pairs, in order. */
  voicedSpans(): Array<[number, number]> {
    const spans: Array<[number, number]> = [];
    const last = this.times.length - 1;
    for (let i = 0; i <= last;) {
      if (this.f0s[i] === 0) {
        i++;
        continue;
      }
      let j = i;
      while (j + 1 <= last && this.f0s[j + 1] !== 0) j++;
      const start = i === 0 ? 0 : this.times[i]! - this.hop / 2;
      const end = j === last ? Number.POSITIVE_INFINITY : this.times[j]! + this.hop / 2;
      spans.push([start, end]);
      i = j + 1;
    }
    return spans;
  }
}
