import { readFileSync } from 'node:fs';
import { decodeToMono } from '../sandbox/audio/testing/decode-mono';
import { computePeaks } from '../sandbox/audio/files/peaks';
import { meanF0 } from '../sandbox/audio/dsp/pitch';
import { resample } from '../sandbox/audio/dsp/resample';
import { scanAudio } from '../sandbox/audio/files/scan-audio';
import { synthesize, SYNTHESIS_RATE } from '../sandbox/audio/synthesis/synthesis';
import { benchSpeech } from './support/bench-speech';
import { longWavStream } from '../sandbox/audio/testing/signals';
import { VoiceActivityDetector } from '../sandbox/agents/vad';
import { convertVoice } from '../sandbox/audio/conversion/voice-conversion';
import { floatToS16le } from '../audio-formats/pcm-encodings';
import { encodeWav } from '../audio-formats/wav-file';
import { BenchReport, type Row } from './support/bench-report';
import { median } from './support/stats';

/**
 * Audio engine figures: CPU time per second of audio for decoding, peaks, f0 tracking, voice conversion,
 * synthesis and voice-activity detection, on 10 s and 60 s of eSpeak speech, plus the f0 and duration errors
 * of conversions to three voices and a streamed one-hour scan. Each figure is the median of three runs (five for
 * the small format fixtures); compare rows within one run (the machine is shared). The Debian sox reference for
 * conversion speed is the conversion-engine group.
 */
const report = new BenchReport(
  'audio-engine',
  'Audio engine: CPU time per second of audio',
  "The sandbox's audio engine called in this thread on eSpeak speech (10 s and 60 s, varied sentences and pitches): ms of processing per second of audio, " +
    'the median of three runs (five for the small format fixtures), and the f0 and duration errors of conversions to three voices; then a one-hour WAV ' +
    'streamed through decode and peaks once. Sox as the reference for conversion speed is in conversion-engine.md.',
);
/** Runs `run` `times` times: its last result and the median time in ms. */
const timedMedian = async <T>(run: () => T | Promise<T>, times = 3): Promise<[T, number]> => {
  let result: T | undefined;
  const durations: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    result = await run();
    durations.push(performance.now() - started);
  }
  return [result!, median(durations)];
};
const perSecond = (ms: number, seconds: number) => (ms / seconds).toFixed(2);

const rows: Row[] = [];
for (const seconds of [10, 60]) {
  const speech = await benchSpeech(seconds);
  for (const rate of [24000, 48000]) {
    const samples = resample(speech, SYNTHESIS_RATE, rate);
    const wav = encodeWav(samples, rate);
    const [, decodeMs] = await timedMedian(() => decodeToMono(wav));
    const [, peaksMs] = await timedMedian(() => computePeaks(samples, rate));
    const [, f0Ms] = await timedMedian(() => meanF0(samples, rate));
    for (const [name, target, formant] of [
      ['male 110 Hz', 110, 1],
      ['female 210 Hz', 210, 1.12],
      ['child 300 Hz', 300, 1.25],
    ] as const) {
      const [out, convertMs] = await timedMedian(() =>
        convertVoice(samples, rate, { sourceF0: null, targetF0: target, formantRatio: formant }),
      );
      rows.push({
        input: `${seconds} s @ ${rate / 1000} kHz`,
        target: name,
        'decode wav': perSecond(decodeMs, seconds),
        peaks: perSecond(peaksMs, seconds),
        'f0 track': perSecond(f0Ms, seconds),
        convert: perSecond(convertMs, seconds),
        'f0 error %': ((100 * Math.abs(meanF0(out, rate)! - target)) / target).toFixed(2),
        'duration error %': ((100 * Math.abs(out.length - samples.length)) / samples.length).toFixed(3),
      });
    }
  }
}
report.table('ms of processing per second of audio (median of 3), and conversion errors', rows);

const formats: Row[] = [];
for (const name of ['speech.flac', 'speech.ogg', 'speech.mp3', 'speech.opus', 'speech.webm']) {
  const bytes = readFileSync(new URL(`../sandbox/audio/fixtures/${name}`, import.meta.url));
  const [audio, ms] = await timedMedian(() => decodeToMono(bytes), 5);
  formats.push({
    file: name,
    'audio s': audio.duration.toFixed(2),
    'decode ms per audio s': perSecond(ms, audio.duration),
  });
}
report.table('Decoding the other formats (small fixtures, decoder start-up included; median of 5)', formats);

const synthesis: Row[] = [];
for (const [language, sentence] of [
  ['en', 'The studio speaks English in the sandbox. '],
  ['uk', 'Пісочниця говорить українською мовою. '],
] as const) {
  for (const repeats of [3, 18]) {
    const [audio, ms] = await timedMedian(() => synthesize(sentence.repeat(repeats), { language }));
    const seconds = audio.length / SYNTHESIS_RATE;
    synthesis.push({
      task: `synthesis ${language}`,
      'audio s': seconds.toFixed(1),
      'ms per audio s': perSecond(ms, seconds),
    });
  }
}
const vadInput = floatToS16le(resample(await benchSpeech(60), SYNTHESIS_RATE, 16000));
const [, vadMs] = await timedMedian(async () => {
  const vad = await VoiceActivityDetector.create({ confidence: 0.7, start_secs: 0.2, stop_secs: 0.2, min_volume: 0.6 });
  for (let offset = 0; offset < vadInput.length; offset += 512) vad.push(vadInput.subarray(offset, offset + 512));
  vad.dispose();
});
synthesis.push({ task: 'VAD, 16 kHz in 512-byte chunks', 'audio s': '60.0', 'ms per audio s': perSecond(vadMs, 60) });
report.table('Synthesis and voice-activity detection (median of 3)', synthesis);

const before = process.memoryUsage();
const started = performance.now();
const scan = await scanAudio(longWavStream(3600, 16000, 4));
const scanMs = performance.now() - started;
const after = process.memoryUsage();
report.table('A one-hour 16 kHz WAV streamed through decode and peaks (one run)', [
  {
    'audio s': scan.duration.toFixed(0),
    'wall s': (scanMs / 1000).toFixed(1),
    'ms per audio s': perSecond(scanMs, scan.duration),
    peaks: String(scan.peaks.length),
    'peaks JSON KB': (JSON.stringify(scan.peaks).length / 1024).toFixed(0),
    'heap + buffers growth MB': (
      (after.heapUsed + after.arrayBuffers - before.heapUsed - before.arrayBuffers) /
      1048576
    ).toFixed(1),
  },
]);
report.write();
