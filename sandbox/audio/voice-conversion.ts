import { trackPitch, type PitchFrame } from './pitch';
import { psola } from './psola';
import { resample } from './resample';

export type ConversionTarget = {
  /** The speaker's mean f0 (from a calibration or measured); null means "measure it from this audio". */
  sourceF0: number | null;
  /** The mean f0 the result should have. */
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

/**
 * Voice conversion as the sandbox does it: an honest signal-processing stand-in for the service's neural
 * models. The pitch contour is scaled so that its mean lands on the target voice's pitch (the intonation is
 * kept), with formants preserved by PSOLA; formants are then moved by `formantRatio` alone, by reading the
 * audio faster or slower and letting PSOLA restore both pitch and duration. Duration is unchanged.
 */
export function convertVoice(samples: Float32Array, sampleRate: number, target: ConversionTarget): Float32Array {
  const track = trackPitch(samples, sampleRate);
  const voiced = track.flatMap((frame) => (frame.f0 === null ? [] : [frame.f0]));
  if (voiced.length < 3) throw new NoVoicedSpeechError();
  const measured = voiced.reduce((sum, f0) => sum + f0, 0) / voiced.length;
  const pitchRatio = target.targetF0 / (target.sourceF0 ?? measured);
  const formant = Math.min(1.6, Math.max(0.6, target.formantRatio));
  if (Math.abs(formant - 1) < 1e-3) return psola(samples, sampleRate, track, { pitchFactor: pitchRatio, timeStretch: 1 });
  const warped = resample(samples, sampleRate, sampleRate / formant);
  const warpedTrack: PitchFrame[] = track.map((frame) => ({ ...frame, time: frame.time / formant, f0: frame.f0 === null ? null : frame.f0 * formant }));
  const converted = psola(warped, sampleRate, warpedTrack, { pitchFactor: pitchRatio / formant, timeStretch: formant });
  return fitLength(converted, samples.length);
}

/** Rounding in the warp can leave the result a few samples off; the API promises the original duration. */
function fitLength(samples: Float32Array, length: number): Float32Array {
  if (samples.length === length) return samples;
  const out = new Float32Array(length);
  out.set(samples.subarray(0, length));
  return out;
}
