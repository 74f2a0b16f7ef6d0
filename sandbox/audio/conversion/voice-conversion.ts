import { ANALYSIS_RATE, ANALYSIS_RESAMPLER_QUALITY, meanVoicedF0, PitchTracker } from '../dsp/pitch';
import { psola } from '../dsp/psola';
import { Resampler } from '../dsp/resample';
import { MemorySampleStore, type SampleSource, type SampleStore, type SampleStoreFactory } from '../dsp/sample-store';
import { extendVoicing } from '../dsp/voicing-extension';

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

/** How the engine holds its signals: the block it works on, and where its intermediate signals live. */
export type ConversionOptions = {
  /** Samples per block; Infinity works on the whole signal at once (short audio in memory). */
  blockSize: number;
  /** Makes the intermediate signals: the 16 kHz analysis copy and the converted signal before its gain. */
  scratch: SampleStoreFactory;
};

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
 *
 * The engine streams. Its decisions are global (the pitch track's level gate, the mean f0, the correction, the
 * loudness gain), so it makes passes over the signal instead of holding it: (1) analysis: the 16 kHz copy and
 * the pitch track, the input's level; (2) overlap-add into a scratch signal, measuring the result's mean f0 and
 * level on the way; (3) at most once, the corrected overlap-add; (4) the gain, block by block, to `emit`. Each
 * pass holds one block (plus the grain reach), and the pitch track (32 bytes per 16 ms frame). The output does
 * not depend on the block size: any blocking gives the samples of the whole-signal run.
 */
export function convertVoiceStream(
  input: SampleSource,
  sampleRate: number,
  target: ConversionTarget,
  options: ConversionOptions,
  emit: (block: Float32Array) => void,
): void {
  const { blockSize } = options;
  const stores: SampleStore[] = [];
  const scratch = (name: string) => {
    const store = options.scratch(name);
    stores.push(store);
    return store;
  };
  try {
    const tracker = new PitchTracker(ANALYSIS_RATE, Math.round((input.length * ANALYSIS_RATE) / sampleRate));
    const resampler =
      Math.round(sampleRate) === ANALYSIS_RATE
        ? null
        : new Resampler(sampleRate, ANALYSIS_RATE, ANALYSIS_RESAMPLER_QUALITY);
    const analysis = resampler ? scratch('analysis') : null;
    const analyse = (audio: Float32Array) => {
      analysis?.append(audio);
      tracker.push(audio);
    };
    let inputEnergy = 0;
    try {
      forEachBlock(input, blockSize, (block) => {
        inputEnergy = addEnergy(inputEnergy, block);
        analyse(resampler ? resampler.process(block) : block);
      });
      if (resampler) analyse(resampler.finish());
    } finally {
      resampler?.dispose();
    }
    const strict = tracker.finish();
    const measured = meanVoicedF0(strict);
    if (measured === null) throw new NoVoicedSpeechError();
    const track = extendVoicing(strict, analysis ?? input);
    // The 16 kHz copy has served; on disk it is a third of the input's size, so it goes before the next pass.
    analysis?.dispose();
    const sourceF0 = target.sourceF0 !== null && target.sourceF0 > 0 ? target.sourceF0 : measured;
    const formantRatio = clamp(target.formantRatio, MIN_FORMANT_RATIO, MAX_FORMANT_RATIO);

    const convert = (ratio: number, measure: boolean) => {
      const converted = scratch('converted');
      const check = measure ? new PitchTracker(sampleRate, input.length) : null;
      let energy = 0;
      let peak = 0;
      psola(
        input,
        sampleRate,
        track,
        { pitchRatio: clamp(ratio, MIN_PITCH_RATIO, MAX_PITCH_RATIO), formantRatio, blockSize },
        (block) => {
          converted.append(block);
          check?.push(block);
          energy = addEnergy(energy, block);
          peak = Math.max(peak, peakOf(block));
        },
      );
      return { converted, energy, peak, reached: check ? meanVoicedF0(check.finish()) : null };
    };
    const ratio = target.targetF0 / sourceF0;
    let result = convert(ratio, true);
    // Frames that were soft in the input come out clearly voiced, so the result's mean can miss by a few per cent;
    // one measured correction brings it within about 1%.
    const expected = measured * clamp(ratio, MIN_PITCH_RATIO, MAX_PITCH_RATIO);
    const reached = result.reached;
    if (reached !== null && Math.abs(reached / expected - 1) > CORRECTION_THRESHOLD) {
      result.converted.dispose();
      result = convert((ratio * expected) / reached, false);
    }
    const gain = loudnessGain(rmsOf(inputEnergy, input.length), rmsOf(result.energy, input.length), result.peak);
    forEachBlock(result.converted, blockSize, (block) => {
      // The scratch signal is read for the last time: its blocks are scaled where they lie.
      if (gain !== 1) for (let i = 0; i < block.length; i++) block[i] = block[i]! * gain;
      emit(block);
    });
  } finally {
    for (const store of stores) store.dispose();
  }
}

/** The conversion of a signal held in memory (short speech: synthesis, tests), in one block. */
export function convertVoice(samples: Float32Array, sampleRate: number, target: ConversionTarget): Float32Array {
  const out = new Float32Array(samples.length);
  let written = 0;
  const options = { blockSize: Number.POSITIVE_INFINITY, scratch: () => new MemorySampleStore() };
  convertVoiceStream(MemorySampleStore.of(samples), sampleRate, target, options, (block) => {
    out.set(block, written);
    written += block.length;
  });
  return out;
}

const clamp = (value: number, low: number, high: number) =>
  Number.isFinite(value) ? Math.min(high, Math.max(low, value)) : 1;

/** Visits the source block by block; a block is valid during its visit only (file reads share one buffer). */
function forEachBlock(source: SampleSource, blockSize: number, visit: (block: Float32Array) => void): void {
  const buffer = Number.isFinite(blockSize) ? new Float32Array(Math.min(blockSize, source.length)) : undefined;
  for (let start = 0; start < source.length;) {
    const block = source.read(start, blockSize, buffer);
    visit(block);
    start += block.length;
  }
}

/** A running sum of squares, added sample by sample so any blocking gives the whole signal's exact sum. */
function addEnergy(sum: number, block: Float32Array): number {
  for (let i = 0; i < block.length; i++) sum += block[i]! * block[i]!;
  return sum;
}

/**
 * The largest magnitude in a block. A loop of its own: updating a variable a callback shares, sample by sample,
 * boxes every new value on the heap (a young-generation collection every few thousand samples).
 */
function peakOf(block: Float32Array): number {
  let peak = 0;
  for (let i = 0; i < block.length; i++) {
    const magnitude = Math.abs(block[i]!);
    if (magnitude > peak) peak = magnitude;
  }
  return peak;
}

const rmsOf = (energy: number, length: number) => Math.sqrt(energy / Math.max(1, length));

/** The gain that brings the result to the input's RMS (within ×0.5…×2), never past a 0.99 peak; 1 for silence. */
function loudnessGain(inputRms: number, outputRms: number, outputPeak: number): number {
  if (outputRms === 0 || outputPeak === 0) return 1;
  return Math.min(clamp(inputRms / outputRms, 0.5, 2), 0.99 / outputPeak);
}
