import { ANALYSIS_RATE, ANALYSIS_RESAMPLER_QUALITY, meanF0, meanVoicedF0, trackPitch } from './pitch';
import { psola } from './psola';
import { resample } from './resample';
import { extendVoicing } from './voicing-extension';

export type ConversionTarget = {
  /** The speaker's mean f0 (from a calibration, or measured); null means "measure it from this audio". */
  sourceF0: number | null;
  /** The mean f0 the result should have, in Hz. */
  targetF0: number;
  /** Formant scaling for the target's character: > 1 for smaller vocal tracts (female, child), < 1 for larger. */
  formantRatio: number;
};

export class NoVoicedSpeechError extends Error {
  constructor() {
    super('No voiced speech was found in the recording, so its pitch cannot be converted');
    this.name = 'NoVoicedSpeechError';
  }
}

const MIN_PITCH_RATIO = 0.25;
const MAX_PITCH_RATIO = 4;
const MIN_FORMANT_RATIO = 0.6;
const MAX_FORMANT_RATIO = 1.6;
const CORRECTION_THRESHOLD = 0.01;

/**
 * Voice conversion as the sandbox does it: an honest signal-processing stand-in for the service's neural
 * models. The whole pitch contour is scaled so that its mean lands on the target's f0 within about 1% (the
 * speaker's intonation is kept), the formants are scaled by the target's character, and the duration is the
 * input's to the sample (PSOLA with grain resampling, psola.ts). Loudness is matched to the input, without
 * clipping.
 *
 * With `sourceF0` from a calibration the ratio is targetF0 / sourceF0 (the calibrated voice is what gets
 * moved); with null the recording's own mean f0 is measured. A recording without voiced speech throws
 * NoVoicedSpeechError. The grains follow a wider voicing than `meanF0` trusts (voicing-extension.ts), so soft
 * and creaky syllables move with the rest.
 */
export function convertVoice(samples: Float32Array, sampleRate: number, target: ConversionTarget): Float32Array {
  const audio16k = Math.round(sampleRate) === ANALYSIS_RATE ? samples : resample(samples, sampleRate, ANALYSIS_RATE, ANALYSIS_RESAMPLER_QUALITY);
  const strict = trackPitch(audio16k, ANALYSIS_RATE);
  const measured = meanVoicedF0(strict);
  if (measured === null) throw new NoVoicedSpeechError();
  const track = extendVoicing(strict, audio16k);
  const sourceF0 = target.sourceF0 !== null && target.sourceF0 > 0 ? target.sourceF0 : measured;
  const formantRatio = clamp(target.formantRatio, MIN_FORMANT_RATIO, MAX_FORMANT_RATIO);
  const convert = (ratio: number) => psola(samples, sampleRate, track, { pitchRatio: clamp(ratio, MIN_PITCH_RATIO, MAX_PITCH_RATIO), formantRatio });
  const ratio = target.targetF0 / sourceF0;
  let converted = convert(ratio);
  // Frames that were soft in the input come out clearly voiced, so the result's mean can miss by a few per cent;
  // one measured correction brings it within about 1%.
  const expected = measured * clamp(ratio, MIN_PITCH_RATIO, MAX_PITCH_RATIO);
  const reached = meanF0(converted, sampleRate);
  if (reached !== null && Math.abs(reached / expected - 1) > CORRECTION_THRESHOLD) converted = convert((ratio * expected) / reached);
  return matchLoudness(converted, samples);
}

const clamp = (value: number, low: number, high: number) => (Number.isFinite(value) ? Math.min(high, Math.max(low, value)) : 1);

/** Scales the result to the input's RMS (within ×0.5…×2), never past a 0.99 peak. */
function matchLoudness(converted: Float32Array, original: Float32Array): Float32Array {
  const rms = (signal: Float32Array) => {
    let sum = 0;
    for (let i = 0; i < signal.length; i++) sum += signal[i]! * signal[i]!;
    return Math.sqrt(sum / Math.max(1, signal.length));
  };
  let peak = 0;
  for (let i = 0; i < converted.length; i++) peak = Math.max(peak, Math.abs(converted[i]!));
  const level = rms(converted);
  if (level === 0 || peak === 0) return converted;
  const gain = Math.min(clamp(rms(original) / level, 0.5, 2), 0.99 / peak);
  for (let i = 0; i < converted.length; i++) converted[i] = converted[i]! * gain;
  return converted;
}
