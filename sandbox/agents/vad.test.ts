import { describe, expect, it } from 'vitest';
import { resample } from '../audio/dsp/resample';
import { synthesize, SYNTHESIS_RATE } from '../audio/synthesis/synthesis';
import { sine } from '../audio/testing/signals';
import { syntheticVowel } from '../audio/testing/synthetic-voice';
import { fvadMode, normaliseLoudness, VoiceActivityDetector, type VadEvent, type VadSettings } from './vad';
import { floatToS16le } from '../../audio-formats/pcm-encodings';

const RATE = 16000;
const DEFAULTS: VadSettings = { confidence: 0.7, start_secs: 0.2, stop_secs: 0.2, min_volume: 0.6 };

/** One second of `burst` between seconds of silence, as 16 kHz s16le. */
function burstBetweenSilences(burst: Float32Array, gain = 1): Uint8Array {
  const audio = new Float32Array(RATE * 3);
  for (let i = 0; i < RATE && i < burst.length; i++) audio[RATE + i] = burst[i]! * gain;
  return floatToS16le(audio);
}

/** Feeds bytes in the 512-byte chunks the client sends (every third one off by a byte, to cross frame edges). */
async function detect(pcm: Uint8Array, settings: VadSettings = DEFAULTS): Promise<VadEvent[]> {
  const vad = await VoiceActivityDetector.create(settings);
  const events: VadEvent[] = [];
  for (let offset = 0, chunk = 0; offset < pcm.length; chunk++) {
    const size = chunk % 3 === 0 ? 511 : chunk % 3 === 1 ? 513 : 512;
    events.push(...vad.push(pcm.subarray(offset, offset + size)));
    offset += size;
  }
  vad.dispose();
  return events;
}

const vowel = syntheticVowel({ f0: 150, sampleRate: RATE, seconds: 1 }).samples.subarray(0.25 * RATE, 1.25 * RATE);

describe('voice-activity detection', () => {
  it('stays quiet on silence', async () => {
    expect(await detect(floatToS16le(new Float32Array(RATE * 3)))).toEqual([]);
  });

  it.each([
    [DEFAULTS],
    [{ confidence: 0.3, start_secs: 0.1, stop_secs: 0.4, min_volume: 0 }],
    [{ confidence: 0.95, start_secs: 0.3, stop_secs: 0.3, min_volume: 0.75 }],
  ])('finds one start and one stop around a 1 s voice burst (%o)', async (settings) => {
    const events = await detect(burstBetweenSilences(vowel), settings);
    expect(events.map((event) => event.type)).toEqual(['started', 'stopped']);
    const [started, stopped] = events as [VadEvent, VadEvent];
    expect(Math.abs(started.at - 1)).toBeLessThanOrEqual(Math.max(settings.start_secs, 0.15));
    expect(started.detectedAt - started.at).toBeCloseTo(settings.start_secs, 5);
    expect(Math.abs(stopped.at - 2)).toBeLessThanOrEqual(Math.max(settings.stop_secs, 0.15));
    expect(stopped.detectedAt - stopped.at).toBeCloseTo(settings.stop_secs, 5);
    expect(stopped.speechSeconds).toBeCloseTo(stopped.at - started.at, 5);
  });

  it('hears synthesized speech as one burst', async () => {
    const speech = resample(await synthesize('Hello there, this is a test.', { language: 'en' }), SYNTHESIS_RATE, RATE);
    const events = await detect(burstBetweenSilences(speech), { ...DEFAULTS, stop_secs: 0.3 });
    expect(events.map((event) => event.type)).toEqual(['started', 'stopped']);
    expect(Math.abs(events[0]!.at - 1)).toBeLessThanOrEqual(0.2);
  });

  it('ignores a voice under the volume gate, and hears it with the gate off', async () => {
    // About −30 dBFS, 0.82 on pipecat's scale: a voice across the room.
    const distant = burstBetweenSilences(vowel, 0.2);
    expect(await detect(distant, { ...DEFAULTS, min_volume: 0.9 })).toEqual([]);
    expect((await detect(distant, { ...DEFAULTS, min_volume: 0.6 })).map((event) => event.type)).toEqual([
      'started',
      'stopped',
    ]);
    expect((await detect(distant, { ...DEFAULTS, min_volume: 0 })).map((event) => event.type)).toEqual([
      'started',
      'stopped',
    ]);
  });

  it('ends a burst where the voice ends, not in the faint residue an echo canceller leaves after it', async () => {
    const speech = resample(
      await synthesize('Please read me the first conversion.', { language: 'en' }),
      SYNTHESIS_RATE,
      RATE,
    );
    let end = 0;
    for (let i = 0; i < speech.length; i++) if (Math.abs(speech[i]!) >= 0.02) end = i + 1;
    // Chromium's echo canceller, measured on this sentence: each 10 ms after the voice stands this many dB below
    // the voice's last 10 ms, and is quieter than −95 dBFS from 150 ms on (bench/microphone-processing.bench.ts).
    const residueDb = [-12, -27, -38, -44, -47, -48, -50, -53, -55, -57, -58, -61, -62, -65, -66];
    const frame = RATE / 100;
    const lastFrame = speech.subarray(end - frame, end);
    const audio = new Float32Array(end + RATE);
    audio.set(speech.subarray(0, end));
    for (let i = 0; i < residueDb.length * frame; i++)
      audio[end + i] = lastFrame[i % frame]! * 10 ** (residueDb[Math.floor(i / frame)]! / 20);
    const stopAfterVoice = async (pcm: Float32Array) =>
      (await detect(floatToS16le(pcm))).find((event) => event.type === 'stopped')!.at - end / RATE;
    // fvad alone: 67 ms after the voice into digital silence (its own hangover), 107 ms into the residue.
    expect(await stopAfterVoice(audio.map((sample, i) => (i < end ? sample : 0)))).toBeLessThanOrEqual(0.03);
    expect(await stopAfterVoice(audio)).toBeLessThanOrEqual(0.05);
  });

  it('needs start_secs of speech: a 100 ms blip does not start a turn at start_secs 0.3', async () => {
    const blip = sine(300, RATE, 0.1, 0.5);
    expect(await detect(burstBetweenSilences(blip), { ...DEFAULTS, start_secs: 0.3 })).toEqual([]);
  });

  it('takes bytes, Int16 samples or floats alike, and tracks its state', async () => {
    const pcm = burstBetweenSilences(vowel);
    const samples = new Int16Array(pcm.buffer, pcm.byteOffset, pcm.length / 2);
    const fromInts = await VoiceActivityDetector.create(DEFAULTS);
    const fromFloats = await VoiceActivityDetector.create(DEFAULTS);
    const floats = Float32Array.from(samples, (sample) => sample / 32768);
    const a = fromInts.push(samples.subarray(0, RATE * 1.5));
    const b = fromFloats.push(floats.subarray(0, RATE * 1.5));
    expect(a).toEqual(b);
    expect(fromInts.isSpeaking).toBe(true);
    expect(fromInts.state).toBe('speaking');
    expect(fromInts.position).toBeCloseTo(1.5, 6);
    expect([...a, ...fromInts.push(samples.subarray(RATE * 1.5))]).toEqual(await detect(pcm));
    fromInts.dispose();
    fromFloats.dispose();
    expect(() => fromInts.push(samples)).toThrow(/disposed/);
  });

  it('maps confidence onto fvad modes and loudness onto pipecat’s volume scale', async () => {
    expect([0, 0.3, 0.6, 0.7, 0.9, 1].map(fvadMode)).toEqual([0, 1, 2, 2, 3, 3]);
    expect(normaliseLoudness(-20)).toBe(0);
    expect(normaliseLoudness(80)).toBe(1);
    expect(normaliseLoudness(40)).toBeCloseTo(0.6, 6);
    await expect(VoiceActivityDetector.create(DEFAULTS, 44100)).rejects.toThrow(RangeError);
  });
});
