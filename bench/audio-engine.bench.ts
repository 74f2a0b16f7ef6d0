import { computePeaks } from '../sandbox/audio/peaks';
import { meanF0 } from '../sandbox/audio/pitch';
import { synthesize, SYNTHESIS_RATE } from '../sandbox/audio/synthesis';
import { syntheticVowel } from '../sandbox/audio/testing/synthetic-voice';
import { convertVoice } from '../sandbox/audio/voice-conversion';

/**
 * Audio engine figures: time per second of audio for pitch tracking, conversion, peaks and synthesis, and the
 * f0 error of conversions to three targets. Prints a table; compare rows within one run (the machine is shared).
 */
const time = <T>(run: () => T): [T, number] => {
  const start = performance.now();
  const result = run();
  return [result, performance.now() - start];
};

const rows: Array<Record<string, string>> = [];
for (const [seconds, rate] of [[10, 24000], [60, 24000], [10, 44100], [60, 44100]] as const) {
  const voice = syntheticVowel({ f0: 135, seconds, sampleRate: rate });
  const [, f0Ms] = time(() => meanF0(voice.samples, rate));
  const [, peaksMs] = time(() => computePeaks(voice.samples, rate));
  for (const [name, target, formant] of [['male 95 Hz', 95, 0.92], ['female 215 Hz', 215, 1.12], ['child 300 Hz', 300, 1.25]] as const) {
    const [out, convertMs] = time(() => convertVoice(voice.samples, rate, { sourceF0: null, targetF0: target, formantRatio: formant }));
    const measured = meanF0(out, rate)!;
    rows.push({
      input: `${seconds} s @ ${rate} Hz`,
      target: name,
      'f0 error %': ((100 * Math.abs(measured - target)) / target).toFixed(2),
      'duration error %': ((100 * Math.abs(out.length - voice.samples.length)) / voice.samples.length).toFixed(3),
      'convert ms per audio s': (convertMs / (seconds + 0.5)).toFixed(1),
      'f0 track ms per audio s': (f0Ms / (seconds + 0.5)).toFixed(1),
      'peaks ms per audio s': (peaksMs / (seconds + 0.5)).toFixed(2),
    });
  }
}
console.table(rows);

const text = 'The quick brown fox jumps over the lazy dog. '.repeat(4);
const started = performance.now();
const speech = await synthesize(text, { language: 'en' });
const synthMs = performance.now() - started;
console.table([{ text: `${text.length} characters`, 'audio s': (speech.length / SYNTHESIS_RATE).toFixed(2), 'synthesis ms': synthMs.toFixed(0), 'ms per audio s': (synthMs / (speech.length / SYNTHESIS_RATE)).toFixed(1) }]);
