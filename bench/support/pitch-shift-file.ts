import { readFileSync, writeFileSync } from 'node:fs';
import { decodeToMono } from '../../sandbox/audio/decode';
import { computePeaks } from '../../sandbox/audio/peaks';
import { convertVoice } from '../../sandbox/audio/voice-conversion';
import { encodeWav } from '../../sandbox/audio/wav';

/**
 * `pitch-shift-file.ts <in.wav> <out.wav> <semitones>`: the sandbox's conversion job (decode, voice
 * conversion, peaks, WAV) on one file in a process of its own, so its wall time and peak RSS can be measured
 * exactly as sox's are (under /usr/bin/time). The shift is relative (a fixed source f0), the formants stay,
 * which is what `sox … pitch` does. Prints the time of each phase as JSON. With `--idle` it only loads the
 * modules, for the RSS of the runtime alone.
 */
const [input, output, semitones] = process.argv.slice(2);
if (input === '--idle') process.exit(0);
const started = performance.now();
const { samples, sampleRate } = await decodeToMono(readFileSync(input!));
const decoded = performance.now();
const converted = convertVoice(samples, sampleRate, { sourceF0: 100, targetF0: 100 * 2 ** (Number(semitones) / 12), formantRatio: 1 });
const convertedAt = performance.now();
JSON.stringify(computePeaks(converted, sampleRate));
writeFileSync(output!, encodeWav(converted, sampleRate));
const done = performance.now();
console.log(JSON.stringify({ decodeMs: decoded - started, convertMs: convertedAt - decoded, peaksAndWriteMs: done - convertedAt, totalMs: done - started }));
