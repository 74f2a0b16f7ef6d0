import { AudioDecodeError, decodeStream } from './decode';
import { PeaksBuilder, type Peaks, type PeaksOptions } from './peaks';
import { meanVoicedF0, PitchTracker } from './pitch';

/**
 * One streaming pass over an uploaded file: its rate, channel count, exact duration and waveform peaks (and,
 * when asked, the mean f0 a calibration needs), without ever holding the decoded samples. An hour-long upload
 * costs the peaks (a few hundred KB) plus one decoded chunk of memory.
 */
export type AudioScan = { sampleRate: number; channels: number; duration: number; peaks: Peaks; meanF0?: number | null };

export async function scanAudio(
  source: Uint8Array | Iterable<Uint8Array> | AsyncIterable<Uint8Array>,
  options: { pitch?: boolean; peaks?: Omit<PeaksOptions, 'expectedDuration'> } = {},
): Promise<AudioScan> {
  let peaks: PeaksBuilder | null = null;
  let pitch: PitchTracker | null = null;
  let channels = 0;
  let samples = 0;
  for await (const chunk of decodeStream(source)) {
    if (!peaks) {
      peaks = new PeaksBuilder(chunk.sampleRate, options.peaks);
      if (options.pitch) pitch = new PitchTracker(chunk.sampleRate);
      channels = chunk.channels;
    }
    if (chunk.sampleRate !== peaks.sampleRate) throw new AudioDecodeError('corrupt', 'The sample rate changes within the file');
    peaks.push(chunk.samples);
    pitch?.push(chunk.samples);
    samples += chunk.samples.length;
  }
  if (!peaks || samples === 0) throw new AudioDecodeError('empty');
  const scan: AudioScan = { sampleRate: peaks.sampleRate, channels, duration: samples / peaks.sampleRate, peaks: peaks.finish() };
  if (pitch) scan.meanF0 = meanVoicedF0(pitch.finish());
  return scan;
}
