import decodeAudio from 'audio-decode';

/** Decoded audio as mono float samples; the engine works on mono, as speech conversion needs nothing more. */
export type MonoAudio = { samples: Float32Array; sampleRate: number; duration: number; channels: number };

export class AudioDecodeError extends Error {
  constructor(message = 'Not a supported audio file: upload wav, ogg, mp3, flac or webm/opus audio') {
    super(message);
    this.name = 'AudioDecodeError';
  }
}

/**
 * Decodes wav, ogg (vorbis/opus), mp3, flac and webm/opus (what browsers record) with audio-decode, mixing the
 * channels down to mono. Anything that does not decode to at least one sample is an AudioDecodeError.
 */
export async function decodeToMono(bytes: Uint8Array): Promise<MonoAudio> {
  let decoded: { channelData: Float32Array[]; sampleRate: number };
  try {
    decoded = (await decodeAudio(bytes)) as unknown as { channelData: Float32Array[]; sampleRate: number };
  } catch (error) {
    throw new AudioDecodeError(
      error instanceof Error && /unknown audio format/i.test(error.message)
        ? undefined
        : `The audio could not be decoded: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const channels = decoded.channelData?.filter((channel) => channel && channel.length > 0) ?? [];
  if (channels.length === 0 || !decoded.sampleRate) throw new AudioDecodeError('The file holds no audio samples');
  const samples = mixToMono(channels);
  return { samples, sampleRate: decoded.sampleRate, duration: samples.length / decoded.sampleRate, channels: channels.length };
}

function mixToMono(channels: Float32Array[]): Float32Array {
  if (channels.length === 1) return channels[0]!;
  const length = Math.min(...channels.map((channel) => channel.length));
  const mono = new Float32Array(length);
  for (const channel of channels) for (let i = 0; i < length; i++) mono[i]! += channel[i]! / channels.length;
  return mono;
}
