import { PitchDetector } from 'pitchy';
import { resample } from './resample';

/**
 * Pitch (f0) tracking with pitchy's McLeod detector on 16 kHz audio (frame 1024 = 64 ms, hop 256 = 16 ms),
 * keeping frames with clarity above 0.8, loud enough to be voice, and f0 within 50–600 Hz (human and most
 * character voices). Unvoiced frames are null.
 */
export const ANALYSIS_RATE = 16000;
export const FRAME = 1024;
export const HOP = 256;
const MIN_F0 = 50;
const MAX_F0 = 600;
const MIN_CLARITY = 0.8;
/** Frames quieter than this fraction of the loudest frame's RMS are silence or breath, never voiced. */
const RELATIVE_RMS_GATE = 0.05;

export type PitchFrame = { time: number; f0: number | null; clarity: number };

export function trackPitch(samples: Float32Array, sampleRate: number): PitchFrame[] {
  const audio = sampleRate === ANALYSIS_RATE ? samples : resample(samples, sampleRate, ANALYSIS_RATE);
  if (audio.length < FRAME) return [];
  const detector = PitchDetector.forFloat32Array(FRAME);
  const rms: number[] = [];
  for (let start = 0; start + FRAME <= audio.length; start += HOP) {
    let energy = 0;
    for (let i = start; i < start + FRAME; i++) energy += audio[i]! * audio[i]!;
    rms.push(Math.sqrt(energy / FRAME));
  }
  const gate = Math.max(...rms) * RELATIVE_RMS_GATE;
  return rms.map((level, index) => {
    const start = index * HOP;
    const time = (start + FRAME / 2) / ANALYSIS_RATE;
    if (level < gate || level < 1e-4) return { time, f0: null, clarity: 0 };
    const [f0, clarity] = detector.findPitch(audio.subarray(start, start + FRAME), ANALYSIS_RATE);
    const voiced = clarity >= MIN_CLARITY && f0 >= MIN_F0 && f0 <= MAX_F0;
    return { time, f0: voiced ? f0 : null, clarity };
  });
}

/** Mean f0 of the voiced frames, or null when there is no voiced speech. */
export function meanF0(samples: Float32Array, sampleRate: number): number | null {
  const voiced = trackPitch(samples, sampleRate).flatMap((frame) => (frame.f0 === null ? [] : [frame.f0]));
  if (voiced.length < 3) return null;
  return voiced.reduce((sum, f0) => sum + f0, 0) / voiced.length;
}
