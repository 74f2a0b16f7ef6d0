import type { F0Contour } from './f0-contour';
import { SampleWindow, type SampleSource } from './sample-store';

/**
 * Pitch marks (epochs) for pitch-synchronous overlap-add: one per glottal cycle, on the cycle's strongest peak,
 * so every grain cut around a mark holds one whole response of the vocal tract to one glottal pulse. Each
 * voiced stretch is anchored on the strongest peak of its first three periods; from there marks are searched
 * forwards and backwards within a quarter period of where one period predicts them, always on the same
 * polarity (the larger extreme of the stretch), which keeps grains in phase with each other.
 *
 * Stretches are yielded one at a time, in order, and the samples are read from the source in blocks, so a long
 * recording never needs all its marks, nor all its samples, at once.
 */
export type PitchMark = {
  /** Sample index of the epoch. */
  position: number;
  /** Samples back to the previous epoch (one local period at the start of a stretch). */
  left: number;
  /** Samples on to the next epoch (one local period at the end of a stretch). */
  right: number;
};

/** A voiced stretch in samples, [start, end), with its marks. */
export type VoicedSegment = { start: number; end: number; marks: PitchMark[] };

const SEARCH_FRACTION = 0.25;

export function* placePitchMarks(
  source: SampleSource,
  sampleRate: number,
  contour: F0Contour,
  blockSize: number,
): Generator<VoicedSegment> {
  const window = new SampleWindow(source, blockSize);
  for (const [startSecond, endSecond] of contour.voicedSpans()) {
    const start = Math.max(0, Math.floor(startSecond * sampleRate));
    const end = Math.min(source.length, Math.ceil(endSecond * sampleRate));
    let lastPeriod = 0;
    const periodAt = (position: number) => {
      const f0 = contour.at(position / sampleRate);
      if (f0 > 0) lastPeriod = sampleRate / f0;
      return lastPeriod;
    };
    const firstPeriod = periodAt(start) || periodAt(start + Math.floor((end - start) / 2));
    if (!firstPeriod || end - start < 2 * firstPeriod) continue;

    let highest = 0;
    let lowest = 0;
    for (let from = start; from < end;) {
      window.cover(from, Math.min(end, from + blockSize));
      const data = window.data;
      const base = window.offset;
      const stop = Math.min(end, base + data.length);
      for (let i = from; i < stop; i++) {
        const value = data[i - base]!;
        if (value > highest) highest = value;
        if (value < lowest) lowest = value;
      }
      from = stop;
    }
    const polarity = highest >= -lowest ? 1 : -1;
    const strongest = (from: number, to: number) => {
      window.cover(from, to);
      const data = window.data;
      const base = window.offset;
      let best = from;
      for (let i = from + 1; i < to; i++) if (polarity * data[i - base]! > polarity * data[best - base]!) best = i;
      return best;
    };

    const anchor = strongest(start, Math.min(end, start + Math.ceil(3 * firstPeriod)));
    const forward: number[] = [anchor];
    for (;;) {
      const mark = forward[forward.length - 1]!;
      const period = periodAt(mark);
      const predicted = mark + period;
      if (predicted >= end) break;
      const from = Math.max(mark + Math.ceil(period * 0.5), Math.round(predicted - SEARCH_FRACTION * period));
      const to = Math.min(end, Math.round(predicted + SEARCH_FRACTION * period) + 1);
      if (to <= from) break;
      forward.push(strongest(from, to));
    }
    const backward: number[] = [];
    for (let mark = anchor; ;) {
      const period = periodAt(mark);
      const predicted = mark - period;
      if (predicted < start) break;
      const from = Math.max(start, Math.round(predicted - SEARCH_FRACTION * period));
      const to = Math.min(mark - Math.ceil(period * 0.5), Math.round(predicted + SEARCH_FRACTION * period) + 1);
      if (to <= from) break;
      mark = strongest(from, to);
      backward.push(mark);
    }
    const positions = [...backward.reverse(), ...forward];

    const marks = positions.map((position, index) => {
      const period = periodAt(position);
      const clamp = (span: number) => Math.max(0.5 * period, Math.min(1.5 * period, span));
      return {
        position,
        left: clamp(index > 0 ? position - positions[index - 1]! : period),
        right: clamp(index + 1 < positions.length ? positions[index + 1]! - position : period),
      };
    });
    yield { start, end, marks };
  }
}
