import { wavHeader } from '../../../audio-formats/wav-file';
/**
 * Test signals and measurements: tones, the dominant frequency of a signal, WAV files in every sample format,
 * and a long WAV produced chunk by chunk (an hour of audio without an hour of memory).
 */
export function sine(frequency: number, sampleRate: number, seconds: number, amplitude = 0.5): Float32Array {
  return Float32Array.from(
    { length: Math.round(seconds * sampleRate) },
    (_, i) => amplitude * Math.sin((2 * Math.PI * frequency * i) / sampleRate),
  );
}

/** A deterministic white noise in −amplitude..amplitude (Park–Miller), so tests never flake. */
export function noise(length: number, amplitude = 0.25, seed = 1): Float32Array {
  let state = seed;
  return Float32Array.from({ length }, () => {
    state = (state * 16807) % 2147483647;
    return (state / 2147483647 - 0.5) * 2 * amplitude;
  });
}

export function rms(samples: Float32Array): number {
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return Math.sqrt(sum / Math.max(1, samples.length));
}

/**
 * The strongest frequency of the middle of a signal: a Hann-windowed DFT peak refined by parabolic
 * interpolation of the log magnitudes (accurate to a fraction of a bin).
 */
export function dominantFrequency(samples: Float32Array, sampleRate: number, size = 8192): number {
  const n = Math.min(size, 1 << Math.floor(Math.log2(samples.length)));
  const start = Math.floor((samples.length - n) / 2);
  const re = new Float64Array(n);
  const im = new Float64Array(n);
  for (let i = 0; i < n; i++) re[i] = samples[start + i]! * (0.5 - 0.5 * Math.cos((2 * Math.PI * i) / n));
  fftInPlace(re, im);
  const magnitude = (k: number) => Math.log(Math.hypot(re[k]!, im[k]!) + 1e-12);
  let best = 1;
  for (let k = 2; k < n / 2 - 1; k++) if (Math.hypot(re[k]!, im[k]!) > Math.hypot(re[best]!, im[best]!)) best = k;
  const [a, b, c] = [magnitude(best - 1), magnitude(best), magnitude(best + 1)];
  const shift = (0.5 * (a - c)) / (a - 2 * b + c);
  return ((best + shift) * sampleRate) / n;
}

/** Radix-2 FFT in place. */
export function fftInPlace(re: Float64Array, im: Float64Array): void {
  const n = re.length;
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j]!, re[i]!];
      [im[i], im[j]] = [im[j]!, im[i]!];
    }
  }
  for (let len = 2; len <= n; len <<= 1) {
    const angle = (-2 * Math.PI) / len;
    for (let i = 0; i < n; i += len) {
      for (let k = 0; k < len / 2; k++) {
        const wr = Math.cos(angle * k);
        const wi = Math.sin(angle * k);
        const xr = re[i + k + len / 2]! * wr - im[i + k + len / 2]! * wi;
        const xi = re[i + k + len / 2]! * wi + im[i + k + len / 2]! * wr;
        re[i + k + len / 2] = re[i + k]! - xr;
        im[i + k + len / 2] = im[i + k]! - xi;
        re[i + k] = re[i + k]! + xr;
        im[i + k] = im[i + k]! + xi;
      }
    }
  }
}

export type TestWavFormat = 'pcm8' | 'pcm16' | 'pcm24' | 'pcm32' | 'float32';

/**
 * A WAV file in any common sample format, optionally WAVE_FORMAT_EXTENSIBLE and with a LIST chunk before the
 * data, as recorders and editors write them.
 */
export function testWav(
  channels: Float32Array[],
  sampleRate: number,
  format: TestWavFormat,
  options: { extensible?: boolean; listChunk?: boolean } = {},
): Buffer {
  const bits = { pcm8: 8, pcm16: 16, pcm24: 24, pcm32: 32, float32: 32 }[format];
  const width = bits / 8;
  const frames = channels[0]!.length;
  const data = Buffer.alloc(frames * width * channels.length);
  for (let frame = 0; frame < frames; frame++) {
    for (let channel = 0; channel < channels.length; channel++) {
      const value = Math.max(-1, Math.min(1, channels[channel]![frame]!));
      const offset = (frame * channels.length + channel) * width;
      if (format === 'float32') data.writeFloatLE(value, offset);
      else if (format === 'pcm8') data.writeUInt8(Math.round(value * 127) + 128, offset);
      else if (format === 'pcm16') data.writeInt16LE(Math.round(value * 32767), offset);
      else if (format === 'pcm24') data.writeIntLE(Math.round(value * 8388607), offset, 3);
      else data.writeInt32LE(Math.round(value * 2147483647), offset);
    }
  }
  const tag = format === 'float32' ? 3 : 1;
  const fmt = Buffer.alloc(options.extensible ? 40 : 16);
  fmt.writeUInt16LE(options.extensible ? 0xfffe : tag, 0);
  fmt.writeUInt16LE(channels.length, 2);
  fmt.writeUInt32LE(sampleRate, 4);
  fmt.writeUInt32LE(sampleRate * width * channels.length, 8);
  fmt.writeUInt16LE(width * channels.length, 12);
  fmt.writeUInt16LE(bits, 14);
  if (options.extensible) {
    fmt.writeUInt16LE(22, 16);
    fmt.writeUInt16LE(bits, 18);
    fmt.writeUInt32LE(channels.length === 2 ? 3 : 4, 20);
    fmt.writeUInt16LE(tag, 24);
    Buffer.from('000000001000800000aa00389b71', 'hex').copy(fmt, 26);
  }
  const chunk = (id: string, body: Buffer) => {
    const header = Buffer.alloc(8);
    header.write(id, 0, 'ascii');
    header.writeUInt32LE(body.length, 4);
    return Buffer.concat([header, body, body.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
  };
  const list = options.listChunk
    ? chunk('LIST', Buffer.from('INFOISFT\x0e\x00\x00\x00Lavf60.16.100\x00', 'binary'))
    : Buffer.alloc(0);
  const body = Buffer.concat([Buffer.from('WAVE', 'ascii'), chunk('fmt ', fmt), list, chunk('data', data)]);
  const riff = Buffer.alloc(8);
  riff.write('RIFF', 0, 'ascii');
  riff.writeUInt32LE(body.length, 4);
  return Buffer.concat([riff, body]);
}

/**
 * A long mono 16-bit WAV as a stream of chunks: a 220 Hz tone whose loudness steps every second (so peaks can
 * be checked anywhere), generated as it is read.
 */
export async function* longWavStream(
  seconds: number,
  sampleRate: number,
  chunkSeconds = 1,
): AsyncGenerator<Uint8Array> {
  const total = Math.round(seconds * sampleRate);
  const header = wavHeader(total * 2, sampleRate);
  yield header;
  const step = Math.round(chunkSeconds * sampleRate);
  for (let start = 0; start < total; start += step) {
    const length = Math.min(step, total - start);
    const data = Buffer.alloc(length * 2);
    for (let i = 0; i < length; i++)
      data.writeInt16LE(
        Math.round(
          32767 * longWavLevel((start + i) / sampleRate) * Math.sin((2 * Math.PI * 220 * (start + i)) / sampleRate),
        ),
        i * 2,
      );
    yield data;
  }
}

/** The amplitude of `longWavStream` at a time: 0.1 to 0.9 in steps, one per second. */
export function longWavLevel(time: number): number {
  return 0.1 + 0.1 * (Math.floor(time) % 9);
}

/** Mains hum: a 50 or 60 Hz fundamental with seven harmonics falling as 1/k, its fundamental at `amplitude`. */
export function mainsHum(mains: 50 | 60, sampleRate: number, seconds: number, amplitude = 0.01): Float32Array {
  const out = new Float32Array(Math.round(seconds * sampleRate));
  for (let k = 1; k <= 8; k++)
    for (let i = 0; i < out.length; i++)
      out[i] = out[i]! + (amplitude / k) * Math.sin((2 * Math.PI * mains * k * i) / sampleRate + k);
  return out;
}
