import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { build } from 'esbuild';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resample } from '../sandbox/audio/dsp/resample';
import { SYNTHESIS_RATE } from '../sandbox/audio/synthesis/synthesis';
import { encodeWav } from '../audio-formats/wav-file';
import type { AllocationSite } from './support/array-allocation-sites';
import { baselineCheckout, shortRevision, treeLabel } from './support/baseline-checkout';
import { BenchReport } from './support/bench-report';
import { benchSpeech } from './support/bench-speech';
import { topFrames } from './support/cpu-profile-top';
import { measureProcess } from './support/measured-process';
import { median, ratio } from './support/stats';

/**
 * Group 1, the conversion engine: the sandbox's conversion job (streaming decode, formant-keeping pitch shift,
 * peaks, WAV written as it comes) on 10 s, 60 s and 10 min of eSpeak speech at 24 and 44.1 kHz, against
 * Debian's `sox in out pitch 400` on the same file: the same +4 semitones, file to file, each in a process of
 * its own under GNU time. Real-time factor = wall time / audio duration (lower is faster); peak RSS is the
 * process's high-water mark, also shown above that of the same Node process doing nothing (the engine's own).
 * Our job runs compiled to plain JavaScript, as `npm start` runs the servers: tsx alone costs ~250 ms and
 * ~35 MB at start-up, which a 10 s file's whole budget (sox: ~35 ms) cannot absorb. `BASELINE=<git revision>` also
 * runs that revision's job on the same files, in turn with ours and sox's, so before and after share the machine's
 * state (the rows marked "before").
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const SEMITONES = 4;
const baseline = process.env.BASELINE;
const report = new BenchReport(
  'conversion-engine',
  'Conversion engine vs sox pitch',
  'The sandbox conversion job (streaming decode, pitch shift keeping formants, peaks, WAV written as it comes) against `sox in.wav out.wav pitch 400` on the same eSpeak speech, each in its own process under GNU time. RTF = wall time ÷ audio duration (lower is faster); ratio = ours ÷ sox. Median of 3 runs (1 run for 10 min).',
);

try {
  execFileSync('sox', ['--version'], { stdio: 'ignore' });
} catch {
  console.error(
    'sox is not installed (Debian: apt-get install sox): the conversion-engine group needs it as its reference.',
  );
  process.exit(1);
}

const work = mkdtempSync(path.join(os.tmpdir(), 'bench-conversion-'));
/** A script compiled to plain JavaScript beside the packages it imports (they stay external, as in the servers' build). */
const compileEntry = async (entry: string, outfile: string) => {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
  });
  return outfile;
};
const compile = (root: string, outfile: string) =>
  compileEntry(path.join(root, 'bench', 'support', 'pitch-shift-file.ts'), outfile);
const cache = path.join(here, '..', 'node_modules', '.cache', 'bench');
const compiled = await compile(path.join(here, '..'), path.join(cache, 'pitch-shift-file.mjs'));
const allocationCounter = await compileEntry(
  path.join(here, 'support', 'array-allocation-sites.ts'),
  path.join(cache, 'array-allocation-sites.mjs'),
);
const engines = [{ label: treeLabel(), script: compiled }];
if (baseline) {
  const checkout = baselineCheckout(work, baseline);
  engines.push({
    label: `before (${shortRevision(baseline)})`,
    script: await compile(checkout, path.join(checkout, 'pitch-shift-file.mjs')),
  });
}
/** The top functions of one more run of an engine under V8's sampling profiler. */
let profileRuns = 0;
const profiled = async (script: string, input: string) => {
  const dir = path.join(work, `profile-${profileRuns++}`);
  await measureProcess(process.execPath, [
    '--cpu-prof',
    `--cpu-prof-dir=${dir}`,
    script,
    input,
    path.join(work, 'ours.wav'),
    String(SEMITONES),
  ]);
  return topFrames(path.join(dir, readdirSync(dir)[0]!), 12);
};
/** What the job prints (pitch-shift-file.ts): its start-up phases and in-process time. */
type Phases = { startMs: number; loadMs: number; convertMs: number; againMs?: number };
const sox = (input: string, output: string) => measureProcess('sox', [input, output, 'pitch', String(SEMITONES * 100)]);
/** The typed arrays one more run of an engine allocates, by site (array-allocation-sites.ts). */
const allocations = async (script: string, input: string) => {
  const file = path.join(work, 'allocations.json');
  execFileSync(
    process.execPath,
    ['--import', allocationCounter, script, input, path.join(work, 'ours.wav'), String(SEMITONES)],
    { env: { ...process.env, ARRAY_ALLOCATIONS_FILE: file }, stdio: 'ignore' },
  );
  return new Map((JSON.parse(readFileSync(file, 'utf8')) as AllocationSite[]).map((entry) => [entry.site, entry]));
};
/** The first 12 hex digits of the output's SHA-256: the same samples before and after a change give the same. */
const outputHash = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 12);

try {
  const idle = await measureProcess(process.execPath, [compiled, '--idle']).catch(() => undefined);
  const speech = await benchSpeech(600);
  const rows = [];
  /** Per profiled input, each engine's top frames. */
  const profiles: Array<{ input: string; frames: Array<ReturnType<typeof topFrames>> }> = [];
  const memory: Array<Map<string, AllocationSite>> = [];
  const startup = [];
  for (const seconds of [10, 60, 600]) {
    for (const rate of [24000, 44100]) {
      const input = path.join(work, `speech-${seconds}-${rate}.wav`);
      writeFileSync(
        input,
        encodeWav(resample(speech.subarray(0, seconds * SYNTHESIS_RATE), SYNTHESIS_RATE, rate), rate),
      );
      const runs = seconds >= 600 ? 1 : 3;
      const soxRuns = [];
      const engineRuns = engines.map(() => [] as Awaited<ReturnType<typeof measureProcess>>[]);
      const hashes = engines.map(() => '');
      for (let run = 0; run < runs; run++) {
        soxRuns.push(await sox(input, path.join(work, 'sox.wav')));
        for (const [index, engine] of engines.entries()) {
          engineRuns[index]!.push(
            await measureProcess(process.execPath, [
              engine.script,
              input,
              path.join(work, 'ours.wav'),
              String(SEMITONES),
            ]),
          );
          hashes[index] = outputHash(path.join(work, 'ours.wav'));
        }
      }
      const soxRtf = median(soxRuns.map((figures) => figures.wallMs)) / 1000 / seconds;
      const soxCpu = median(soxRuns.map((figures) => figures.cpuMs));
      const soxPeak = Math.max(...soxRuns.map((figures) => figures.peakRssKb)) / 1024;
      for (const [index, engine] of engines.entries()) {
        const oursRuns = engineRuns[index]!;
        const phases = oursRuns.map((figures) => JSON.parse(figures.stdout) as Phases);
        const oursRtf = median(oursRuns.map((figures) => figures.wallMs)) / 1000 / seconds;
        const oursCpu = median(oursRuns.map((figures) => figures.cpuMs));
        const oursPeak = Math.max(...oursRuns.map((figures) => figures.peakRssKb)) / 1024;
        rows.push({
          input: `${seconds >= 60 ? `${seconds / 60} min` : `${seconds} s`} @ ${rate / 1000} kHz`,
          ours: engine.label,
          'sox RTF': soxRtf.toFixed(4),
          'ours RTF': oursRtf.toFixed(4),
          'time ratio': ratio(oursRtf, soxRtf),
          'sox CPU s': (soxCpu / 1000).toFixed(2),
          'ours CPU s': (oursCpu / 1000).toFixed(2),
          'CPU ratio': ratio(oursCpu, soxCpu),
          'ours: in-process RTF': (median(phases.map((phase) => phase.convertMs)) / 1000 / seconds).toFixed(4),
          'sox peak RSS MB': soxPeak.toFixed(1),
          'ours peak RSS MB': oursPeak.toFixed(1),
          'memory ratio': ratio(oursPeak, soxPeak),
          'ours above idle Node MB': idle ? (oursPeak - idle.peakRssKb / 1024).toFixed(1) : 'n/a',
          'output SHA-256': hashes[index]!,
        });
      }
      if (seconds < 600) {
        // Ours only: the start-up phases of its runs, and one more run that converts the file twice in one process.
        const phases = engineRuns[0]!.map((figures) => ({
          ...(JSON.parse(figures.stdout) as Phases),
          wallMs: figures.wallMs,
        }));
        const twice = JSON.parse(
          execFileSync(process.execPath, [compiled, input, path.join(work, 'ours.wav'), String(SEMITONES), '--again'], {
            encoding: 'utf8',
          }),
        ) as Phases;
        const at = (pick: (phase: Phases & { wallMs: number }) => number) => median(phases.map(pick)).toFixed(0);
        startup.push({
          input: rows.at(-1)!.input,
          'process ms': at((phase) => phase.wallMs),
          'Node start-up ms': at((phase) => phase.startMs),
          'modules + wasm ms': at((phase) => phase.loadMs),
          'job ms': at((phase) => phase.convertMs),
          'exit and the rest ms': at((phase) => phase.wallMs - phase.startMs - phase.loadMs - phase.convertMs),
          'job, first in its process ms': twice.convertMs.toFixed(0),
          'job again, same process ms': twice.againMs!.toFixed(0),
        });
      }
      if (seconds === 600 && rate === 24000)
        for (const engine of engines) memory.push(await allocations(engine.script, input));
      if ((seconds === 60 && rate === 24000) || (seconds === 600 && rate === 44100)) {
        const frames = [];
        for (const engine of engines) frames.push(await profiled(engine.script, input));
        profiles.push({ input: rows.at(-1)!.input, frames });
      }
      rmSync(input);
    }
  }
  report.table(`+${SEMITONES} semitones, file to file`, rows, [
    idle
      ? `Our process includes Node and its modules: ${(idle.peakRssKb / 1024).toFixed(1)} MB peak RSS for the same script doing nothing.`
      : 'Baseline of an idle Node process not measured.',
    baseline
      ? `\`BASELINE=${baseline}\`: the "before" rows are that revision's job, run in turn with ours and sox's on the same files.`
      : "Set `BASELINE=<git revision>` to add that revision's rows.",
    '"ours RTF" is the whole process (Node start-up included, as sox\'s start-up is), compiled with esbuild as `npm start` runs the servers; "in-process RTF" is the job inside it (decode, conversion, peaks, WAV), without start-up.',
    'CPU s is user + system time of the process (GNU time): on a busy machine it is the fairer comparison, since wall time also counts the waits for a core.',
    'The engine streams (sandbox/audio/conversion/voice-conversion-file.ts): its memory is a few 64K-sample blocks plus 32 bytes per 16 ms pitch frame, and its passes reuse their read and resampling buffers. Since the "before" revision a WAV is read into one reused 256 KB buffer, its 16-bit PCM or float data decoded into reused sample buffers (audio-formats/wav-pcm-reader.ts) and each output block encoded into one reused byte buffer, where each 256 KB piece used to leave a new read buffer and new sample arrays behind and each written block a new byte buffer. What remains above idle Node (about 16 MB) is the engine\'s block buffers, the pitch track and the wasm heaps\' pages it touches; the arrays a pass used to leave behind per frame or per block are gone (see the allocation table below).',
  ]);
  report.table('Fixed costs of our process: start-up phases (median of 3)', startup, [
    '"Node start-up" is the time from the process\'s start to the job script\'s first line (`performance.now()` there: Node\'s own start, no module of ours yet); "modules + wasm" loads the engine\'s modules and instantiates its two wasm modules (Speex, PFFFT; V8 compiles them lazily, each function at its first call); "job" is the conversion; "exit and the rest" is the wall time of the process around those (spawning, GNU time, exit).',
    'The last two columns come from one more process that converts the same file twice: the second run is the same work with the JIT warm (JavaScript optimised by TurboFan, wasm tiered up), so first − again is the warm-up a short file pays.',
  ]);
  const sites = [...new Set(memory.flatMap((counts) => [...counts.keys()]))].sort(
    (a, b) =>
      Math.max(...memory.map((counts) => counts.get(b)?.bytes ?? 0)) -
      Math.max(...memory.map((counts) => counts.get(a)?.bytes ?? 0)),
  );
  const allocationCells = (pick: (counts: Map<string, AllocationSite>) => AllocationSite[]) =>
    Object.fromEntries(
      engines.flatMap((engine, index) => {
        const entries = memory[index] ? pick(memory[index]) : [];
        return [
          [`${engine.label} MB`, (entries.reduce((sum, entry) => sum + entry.bytes, 0) / 1048576).toFixed(1)],
          [`${engine.label} arrays`, entries.reduce((sum, entry) => sum + entry.arrays, 0)],
        ];
      }),
    );
  report.table(
    'Where the memory goes: 10 min @ 24 kHz, typed arrays allocated by site',
    [
      ...sites.slice(0, 10).map((site) => ({
        'allocated in (function < caller)': site,
        ...allocationCells((counts) => (counts.has(site) ? [counts.get(site)!] : [])),
      })),
      { 'allocated in (function < caller)': 'all sites', ...allocationCells((counts) => [...counts.values()]) },
    ],
    [
      "One more run of each engine with bench/support/array-allocation-sites.ts preloaded: every new Float32Array, Float64Array and Int32Array by the function that made it (views of a buffer not counted). The engine's memory is these arrays: the V8 heap stays under 10 MB committed through a 10-minute job (`node --trace-gc`: about 110 scavenges of 2 MB each, one mark-compact), and an array no longer used still holds its memory until V8's next scavenge, which the small heap triggers only every 0.3–0.5 s, so arrays allocated per frame or per block pile up into the peak RSS.",
      "Found this way in issue 23 (commit 3b59882): the guided f0 search of the voicing extension read each 1,024-sample frame into a new array (57 MB in 14,685 arrays), the pitch track's columns grew by doubling from 1,024 frames (8 MB), and, with formants moved (the studio's voices; not in this +4-semitone job), the anti-alias low-pass copied each block and its margins twice (433 MB in 1,634 arrays at 44.1 kHz). Each now reuses one buffer or is sized once from the input's length: peak RSS of that job 93 → 69 MB, 101 → 75 MB with formants ×1.12.",
      "`--max-semi-space-size` (the young generation's size) was measured at 1, 2 and 4 MB: 66–69 MB peak RSS, within run-to-run noise of the default, since the V8 heap is not where the memory is; the job runs with V8's defaults.",
    ],
  );
  for (const { input, frames } of profiles)
    for (const [index, engine] of engines.entries())
      report.table(
        `Where the time goes: ${input}, ${engine.label}, the functions with the most self time`,
        frames[index]!,
        index === 0 && input === profiles.at(-1)!.input
          ? [
              'One more run of each engine under `node --cpu-prof` (sampling, 1 kHz; TurboFan inlines small functions into their callers, whose self time then includes them); "wasm-function[n]" is a Speex (resampling) or PFFFT (NSDF) function. On a busy machine the shares include time waiting for a core, spread over whatever was running.',
              'Before issue 23 (commit fd6ef5c, same input and entry): guidedF0 22.6%, Speex wasm 20.6% (analysis resampling at quality 3, twice: input and check), fft.js _transform4 13.1% + _realTransform4 8.6% + pitchy _nsdf 9.4% (McLeod in JavaScript), addGrain 6.3%, GC 3.1%, PitchTracker.analyse 2.9%, floatToS16le 1.8%.',
              "Issue 23, item 2 (steady speed): the NSDF takes PFFFT's unordered transforms both ways and squares the spectrum in PFFFT's own vector layout (no reordering passes; the same values: NSDF and McLeod of 16,000 frames 190 → 165 ms CPU), and PSOLA's grain loop runs on int32 indices, one loop per window half, with the shared Catmull-Rom weights in one array (PSOLA pass over 60 s @ 44.1 kHz: 130 → 65 ms CPU). Output hashes are unchanged (same arithmetic). A direct 160-phase × 136-tap polyphase filter for 441:160 in plain JavaScript was measured again: 440 ms against Speex's 110–200 ms for 60 s, still slower.",
              "At commit 69381db (Speex's scalar build): Speex wasm 48.8%, addGrain 12.6%, compute 7.6%, PFFFT 5.1%, analyse 4.9%, flushTo 3.3%. Speex's SIMD build is now used (1.5× faster at 44.1 kHz, 3.5× at 24 kHz, CPU time of one 10-minute pass: 1.61 → 1.06 s and 0.47 → 0.13 s).",
              "Why resampling is still the largest share at 44.1 kHz: 44,100 → 16,000 Hz is 441:160, more phases than Speex tabulates, so it interpolates its filter (4 × 136 taps per output sample, twice: the input and the check of the result), while 24 → 16 kHz (3:2) runs from a direct table (72 taps). A direct polyphase table for 441:160 is only 160 × 136 floats; in plain JavaScript it measured no faster than Speex's SIMD interpolation (1.1 ns per tap), so closing this needs that table in a SIMD wasm kernel (about 0.2 s instead of 1.06 s per pass).",
            ]
          : [],
      );
  report.write();
} finally {
  rmSync(work, { recursive: true, force: true });
}
