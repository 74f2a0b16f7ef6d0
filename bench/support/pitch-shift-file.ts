/**
 * `pitch-shift-file.ts <in.wav> <out.wav> <semitones> [--again]`: the sandbox's conversion job (streaming decode,
 * voice conversion, peaks, WAV written as it comes) on one file in a process of its own, so its wall time and
 * peak RSS can be measured exactly as sox's are (under /usr/bin/time). The shift is relative (a fixed source f0),
 * the formants stay, which is what `sox … pitch` does. Prints its start-up phases and the in-process time as JSON:
 * `startMs` from the process's start to this script's first line (Node itself), `loadMs` to load the engine's
 * modules and instantiate its wasm (Speex, PFFFT), `convertMs` the job. `--again` runs the job a second time in
 * the same process (`againMs`: the work without the JIT's warm-up). With `--idle` it only loads the modules, for
 * the RSS of the runtime alone.
 */
// A module (for its top-level awaits) that imports the engine only once the clock has been read.
export {};
const startMs = performance.now();
const { convertVoiceFile } = await import('../../sandbox/audio/conversion/voice-conversion-file');
const loadMs = performance.now() - startMs;
const [input, output, semitones, again] = process.argv.slice(2);
if (input === '--idle') process.exit(0);
const convert = async () => {
  const started = performance.now();
  const result = await convertVoiceFile(
    input!,
    output!,
    { sourceF0: 100, targetF0: 100 * 2 ** (Number(semitones) / 12), formantRatio: 1 },
    { maxSampleRate: 48000 },
  );
  JSON.stringify(result.peaks);
  return performance.now() - started;
};
const convertMs = await convert();
const againMs = again === '--again' ? await convert() : undefined;
console.log(JSON.stringify({ startMs, loadMs, convertMs, againMs }));
