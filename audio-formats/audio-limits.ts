/**
 * The shapes of audio the engine accepts, whatever the codec: a header may claim anything (65,535 channels,
 * a 4 GHz rate), and an upload that claims more than these is refused before or as it is decoded instead of
 * sizing buffers after it. 64 channels is more than any field recorder or surround layout writes; 4 kHz is below
 * every telephone rate and 384 kHz is the highest rate studio converters run at.
 */
export const MAX_CHANNELS = 64;
export const MIN_SAMPLE_RATE = 4000;
export const MAX_SAMPLE_RATE = 384_000;

/** Throws, with a message for the person who uploaded the file, when the shape is outside the limits. */
export function checkAudioShape(channels: number, sampleRate: number): void {
  if (channels < 1 || channels > MAX_CHANNELS)
    throw new Error(`the file claims ${channels} channels; 1 to ${MAX_CHANNELS} are supported`);
  if (sampleRate < MIN_SAMPLE_RATE || sampleRate > MAX_SAMPLE_RATE) {
    throw new Error(
      `the file claims a sample rate of ${sampleRate} Hz; ${MIN_SAMPLE_RATE} to ${MAX_SAMPLE_RATE} Hz are supported`,
    );
  }
}
