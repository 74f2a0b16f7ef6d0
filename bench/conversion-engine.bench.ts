import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resample } from '../sandbox/audio/resample';
import { SYNTHESIS_RATE } from '../sandbox/audio/synthesis';
import { encodeWav } from '../sandbox/audio/wav';
import { BenchReport } from './support/bench-report';
import { benchSpeech } from './support/bench-speech';
import { measureProcess } from './support/measured-process';
import { median, ratio } from './support/stats';

/**
 * Group 1, the conversion engine: the sandbox's conversion job (streaming decode, formant-keeping pitch shift,
 * peaks, WAV written as it comes) on 10 s, 60 s and 10 min of eSpeak speech at 24 and 44.1 kHz, against
 * Debian's `sox in out pitch 400` on the same file: the same +4 semitones, file to file, each in a process of
 * its own under GNU time. Real-time factor = wall time / audio duration (lower is faster); peak RSS is the
 * process's high-water mark, also shown above that of the same Node process doing nothing (the engine's own).
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const SEMITONES = 4;
const report = new BenchReport(
  'conversion-engine',
  'Conversion engine vs sox pitch',
  'The sandbox conversion job (streaming decode, pitch shift keeping formants, peaks, WAV written as it comes) against `sox in.wav out.wav pitch 400` on the same eSpeak speech, each in its own process under GNU time. RTF = wall time ÷ audio duration (lower is faster); ratio = ours ÷ sox. Median of 3 runs (1 run for 10 min).',
);

try {
  execFileSync('sox', ['--version'], { stdio: 'ignore' });
} catch {
  console.error('sox is not installed (Debian: apt-get install sox): the conversion-engine group needs it as its reference.');
  process.exit(1);
}

const work = mkdtempSync(path.join(os.tmpdir(), 'bench-conversion-'));
const ours = (input: string, output: string) =>
  measureProcess(process.execPath, ['--import', 'tsx', path.join(here, 'support', 'pitch-shift-file.ts'), input, output, String(SEMITONES)]);
const sox = (input: string, output: string) => measureProcess('sox', [input, output, 'pitch', String(SEMITONES * 100)]);

try {
  const baseline = await measureProcess(process.execPath, ['--import', 'tsx', path.join(here, 'support', 'pitch-shift-file.ts'), '--idle']).catch(() => undefined);
  const speech = await benchSpeech(600);
  const rows = [];
  for (const seconds of [10, 60, 600]) {
    for (const rate of [24000, 44100]) {
      const input = path.join(work, `speech-${seconds}-${rate}.wav`);
      writeFileSync(input, encodeWav(resample(speech.subarray(0, seconds * SYNTHESIS_RATE), SYNTHESIS_RATE, rate), rate));
      const runs = seconds >= 600 ? 1 : 3;
      const oursRuns = [];
      const soxRuns = [];
      for (let run = 0; run < runs; run++) {
        soxRuns.push(await sox(input, path.join(work, 'sox.wav')));
        oursRuns.push(await ours(input, path.join(work, 'ours.wav')));
      }
      const phases = oursRuns.map((figures) => JSON.parse(figures.stdout) as { convertMs: number });
      const oursRtf = median(oursRuns.map((figures) => figures.wallMs)) / 1000 / seconds;
      const soxRtf = median(soxRuns.map((figures) => figures.wallMs)) / 1000 / seconds;
      const oursPeak = Math.max(...oursRuns.map((figures) => figures.peakRssKb)) / 1024;
      const soxPeak = Math.max(...soxRuns.map((figures) => figures.peakRssKb)) / 1024;
      rows.push({
        input: `${seconds >= 60 ? `${seconds / 60} min` : `${seconds} s`} @ ${rate / 1000} kHz`,
        'sox RTF': soxRtf.toFixed(4),
        'ours RTF': oursRtf.toFixed(4),
        'time ratio': ratio(oursRtf, soxRtf),
        'ours: in-process RTF': (median(phases.map((phase) => phase.convertMs)) / 1000 / seconds).toFixed(4),
        'sox peak RSS MB': soxPeak.toFixed(1),
        'ours peak RSS MB': oursPeak.toFixed(1),
        'memory ratio': ratio(oursPeak, soxPeak),
        'ours above idle Node MB': baseline ? (oursPeak - baseline.peakRssKb / 1024).toFixed(1) : 'n/a',
      });
      rmSync(input);
    }
  }
  report.table(
    `+${SEMITONES} semitones, file to file`,
    rows,
    [
      baseline ? `Our process includes Node and its modules: ${(baseline.peakRssKb / 1024).toFixed(1)} MB peak RSS for the same script doing nothing.` : 'Baseline of an idle Node process not measured.',
      '"ours RTF" is the whole process (Node start-up included, as sox\'s start-up is); "in-process RTF" is the job inside it (decode, conversion, peaks, WAV), without start-up.',
      'The engine streams (sandbox/audio/voice-conversion-file.ts): its memory is a few 64K-sample blocks plus 32 bytes per 16 ms pitch frame; what remains above idle Node is mostly garbage the collector has not yet reclaimed, which V8 lets build up to a fixed limit, not in proportion to the input.',
    ],
  );
  report.write();
} finally {
  rmSync(work, { recursive: true, force: true });
}
