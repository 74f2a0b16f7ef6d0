import type { PitchFrame } from './pitch';

/**
 * Time-domain pitch-synchronous overlap-add (TD-PSOLA). Grains two periods long are cut around pitch marks and
 * laid down again at a new spacing: the spacing sets the pitch, while each grain keeps the shape of the vocal
 * tract's response, so formants stay where they were. The same mechanism stretches time by reusing or skipping
 * grains. Unvoiced stretches use a fixed 10 ms grid and keep their spacing.
 */
export type PsolaOptions = { pitchFactor: number | ((time: number) => number); timeStretch: number };

const UNVOICED_PERIOD_SECONDS = 0.01;

/** f0 at a time, from the nearest tracked frame (null when unvoiced). */
function f0At(track: PitchFrame[], time: number, hopSeconds: number): number | null {
  if (track.length === 0) return null;
  const index = Math.min(track.length - 1, Math.max(0, Math.round((time - track[0]!.time) / hopSeconds)));
  return track[index]!.f0;
}

/** Analysis marks: one per period in voiced audio, every 10 ms elsewhere, snapped to local peaks. */
export function pitchMarks(samples: Float32Array, sampleRate: number, track: PitchFrame[]): number[] {
  const hopSeconds = track.length > 1 ? track[1]!.time - track[0]!.time : 0.016;
  const marks: number[] = [];
  let position = 0;
  while (position < samples.length) {
    const f0 = f0At(track, position / sampleRate, hopSeconds);
    const period = Math.max(2, Math.round(f0 ? sampleRate / f0 : sampleRate * UNVOICED_PERIOD_SECONDS));
    let mark = position;
    if (f0) {
      // Snap to the strongest sample within a quarter period so grains are centred on glottal pulses.
      const radius = Math.floor(period / 4);
      let best = Math.abs(samples[position] ?? 0);
      for (let i = Math.max(0, position - radius); i < Math.min(samples.length, position + radius); i++) {
        if (Math.abs(samples[i]!) > best && (marks.length === 0 || i > marks[marks.length - 1]! + period / 2)) {
          best = Math.abs(samples[i]!);
          mark = i;
        }
      }
    }
    marks.push(mark);
    position = mark + period;
  }
  return marks;
}

export function psola(samples: Float32Array, sampleRate: number, track: PitchFrame[], options: PsolaOptions): Float32Array {
  const marks = pitchMarks(samples, sampleRate, track);
  const hopSeconds = track.length > 1 ? track[1]!.time - track[0]!.time : 0.016;
  const outLength = Math.round(samples.length * options.timeStretch);
  const out = new Float32Array(outLength);
  const norm = new Float32Array(outLength);
  const factorAt = typeof options.pitchFactor === 'function' ? options.pitchFactor : () => options.pitchFactor as number;
  let markIndex = 0;
  let synthesis = 0;
  while (synthesis < outLength) {
    const analysisTime = synthesis / options.timeStretch;
    while (markIndex + 1 < marks.length && Math.abs(marks[markIndex + 1]! - analysisTime) <= Math.abs(marks[markIndex]! - analysisTime)) markIndex++;
    const center = marks[markIndex]!;
    const f0 = f0At(track, center / sampleRate, hopSeconds);
    const period = f0 ? sampleRate / f0 : sampleRate * UNVOICED_PERIOD_SECONDS;
    const half = Math.max(2, Math.round(period));
    const at = Math.round(synthesis);
    for (let k = -half; k <= half; k++) {
      const source = center + k;
      const target = at + k;
      if (source < 0 || source >= samples.length || target < 0 || target >= outLength) continue;
      const window = 0.5 + 0.5 * Math.cos((Math.PI * k) / half);
      out[target]! += samples[source]! * window;
      norm[target]! += window;
    }
    synthesis += f0 ? period / factorAt(center / sampleRate) : period;
  }
  for (let i = 0; i < outLength; i++) if (norm[i]! > 1e-3) out[i] = out[i]! / Math.max(1, norm[i]!);
  return out;
}
