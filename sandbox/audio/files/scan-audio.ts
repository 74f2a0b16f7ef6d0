import { audioFilePieces } from './audio-file-pieces';
import type { AudioContainer } from '../../../audio-formats/audio-container';
import { AudioDecodeError, decodeStream } from './decode';
import type { PeaksDocument } from '../../../contract/gateway/peaks';
import { PeaksBuilder, type PeaksOptions } from './peaks';
import { ORIGINAL_MAX_SECONDS } from '../../../contract/gateway/recordings';
import { meanVoicedF0, PitchTracker, voicedSeconds } from '../dsp/pitch';

/**
 * One streaming pass over an uploaded file: its rate, channel count, exact duration and waveform peaks (and,
 * when asked, the mean f0 a calibration needs), without ever holding the decoded samples. An hour-long upload
 * costs the peaks (a few hundred KB) plus one decoded chunk of memory. A file longer than ORIGINAL_MAX_SECONDS
 * (or `maxSeconds`) is refused as soon as decoding passes it.
 */
export type AudioScan = {
  sampleRate: number;
  channels: number;
  duration: number;
  peaks: PeaksDocument;
  meanF0?: number | null;
  voicedSeconds?: number;
};

/**
 * The mean f0 is measured over the first 5 minutes of a file at most. The pitch tracker keeps 32 bytes
 * per 16 ms frame (its level gate needs the loudest frames of the whole track), so without a window its memory
 * would grow with the length; 5 minutes is about 19,000 frames (0.6 MB) and far more voice than a speaker's
 * mean pitch needs.
 */
export const PITCH_WINDOW_SECONDS = 300;

export async function scanAudio(
  source: Uint8Array | Iterable<Uint8Array> | AsyncIterable<Uint8Array>,
  options: {
    pitch?: boolean;
    pitchWindowSeconds?: number;
    peaks?: Omit<PeaksOptions, 'expectedDuration'>;
    maxSeconds?: number;
  } = {},
): Promise<AudioScan> {
  const maxSeconds = options.maxSeconds ?? ORIGINAL_MAX_SECONDS;
  let peaks: PeaksBuilder | null = null;
  let pitch: PitchTracker | null = null;
  let pitchRoom = 0;
  let channels = 0;
  let samples = 0;
  for await (const chunk of decodeStream(source)) {
    if (!peaks) {
      peaks = new PeaksBuilder(chunk.sampleRate, options.peaks);
      if (options.pitch) pitch = new PitchTracker(chunk.sampleRate);
      pitchRoom = Math.round((options.pitchWindowSeconds ?? PITCH_WINDOW_SECONDS) * chunk.sampleRate);
      channels = chunk.channels;
    }
    if (chunk.sampleRate !== peaks.sampleRate)
      throw new AudioDecodeError('corrupt', 'The sample rate changes within the file');
    peaks.push(chunk.samples);
    if (pitch && pitchRoom > 0) {
      const window = chunk.samples.subarray(0, pitchRoom);
      pitch.push(window);
      pitchRoom -= window.length;
    }
    samples += chunk.samples.length;
    // Stops decoding at the limit: the rest of a ten-hour file is never decoded.
    if (samples > maxSeconds * peaks.sampleRate)
      throw new AudioDecodeError('too long', `The audio is longer than the ${formatLimit(maxSeconds)} limit`);
  }
  if (!peaks || samples === 0) throw new AudioDecodeError('empty');
  const scan: AudioScan = {
    sampleRate: peaks.sampleRate,
    channels,
    duration: samples / peaks.sampleRate,
    peaks: peaks.finish(),
  };
  if (pitch) {
    const track = pitch.finish();
    scan.meanF0 = meanVoicedF0(track);
    scan.voicedSeconds = voicedSeconds(track);
  }
  return scan;
}

const formatLimit = (seconds: number) => (seconds % 3600 === 0 ? `${seconds / 3600}-hour` : `${seconds}-second`);

/** The scan of a stored file plus its container (from its first bytes). */
export type AudioFileScan = AudioScan & { container: AudioContainer };

export async function scanAudioFile(file: string, options: { pitch?: boolean } = {}): Promise<AudioFileScan> {
  // Set by the callback while the file is read (a cast, so the compiler does not narrow it to null).
  let container = null as AudioContainer | null;
  const scan = await scanAudio(
    audioFilePieces(file, (sniffed) => (container = sniffed)),
    options,
  );
  if (!container) throw new AudioDecodeError('unsupported');
  return { ...scan, container };
}
