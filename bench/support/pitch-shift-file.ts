import { convertVoiceFile } from '../../sandbox/audio/voice-conversion-file';

/**
 * `pitch-shift-file.ts <in.wav> <out.wav> <semitones>`: the sandbox's conversion job (streaming decode, voice
 * conversion, peaks, WAV written as it comes) on one file in a process of its own, so its wall time and peak RSS
 * can be measured exactly as sox's are (under /usr/bin/time). The shift is relative (a fixed source f0), the
 * formants stay, which is what `sox … pitch` does. Prints the in-process time as JSON. With `--idle` it only
 * loads the modules, for the RSS of the runtime alone.
 */
const [input, output, semitones] = process.argv.slice(2);
if (input === '--idle') process.exit(0);
const started = performance.now();
const result = await convertVoiceFile(input!, output!, { sourceF0: 100, targetF0: 100 * 2 ** (Number(semitones) / 12), formantRatio: 1 }, { maxSampleRate: 48000 });
JSON.stringify(result.peaks);
console.log(JSON.stringify({ convertMs: performance.now() - started }));
