import { TurnDetector, type TurnEvent } from '../sandbox/agents/turn-detector';
import { SPEAKERS, spokenPassage, type Passage } from '../sandbox/audio/testing/spoken-passage';
import { BenchReport } from './support/bench-report';
import { median, quantile, ratio } from './support/stats';

/**
 * How the turn detector does on eSpeak speech (five voices and rates, one quiet), with the agents API's default
 * settings (stop_secs 0.2, user_turn_max_silence_secs 1.5), time counted in audio, so the figures are exact:
 * - onset: from the first sample of speech to user-started-speaking;
 * - statements ending in a full stop, questions, and phrases cut mid-sentence (the user pausing to think, 2 s
 *   of silence after): how often the prosodic rule ended the turn early (stop_secs + YIELD_HOLD_SECS, 0.3 s) and the mean
 *   silence before the turn ended. Early is right for statements, wrong for cut phrases; questions wait;
 * - passages of three sentences with pauses of 0.3, 0.45 and 0.6 s: turns wrongly ended inside a pause;
 * - processing speed, as a multiple of real time.
 * Each utterance is heard SHIFTS times, delayed by 0, 2, 4… ms: where the audio falls against the detector's
 * 10 ms steps and 16 ms pitch frames must not decide the turn, so the table also counts the utterances whose
 * ending was judged differently at different shifts.
 */
const VAD = { confidence: 0.7, start_secs: 0.2, stop_secs: 0.2, min_volume: 0.6 };
const BOUND = 1.5;
const SHIFTS = 5;
/** One shift, in whole samples at the detector's 16 kHz. */
const SHIFT_MS = 2;
const SHIFT_SAMPLES = SHIFT_MS * 16;
const SHIFT_SECONDS = SHIFT_MS / 1000;
/** `samples` delayed by `shift` × SHIFT_MS of silence. */
const shifted = (samples: Float32Array, shift: number) => {
  const out = new Float32Array(samples.length + shift * SHIFT_SAMPLES);
  out.set(samples, shift * SHIFT_SAMPLES);
  return out;
};
const report = new BenchReport(
  'turn-taking',
  "Turn taking: the agent's turn detector on eSpeak speech",
  `eSpeak speech in ${SPEAKERS.length} voices and rates (one quiet) pushed in 256-sample blocks through the turn detector with the agents API's defaults ` +
    `(stop_secs ${VAD.stop_secs}, user_turn_max_silence_secs ${BOUND}); times are counted in audio, so they are exact, not timed. ` +
    `The reference for the silence before a turn ends is the plain rule of waiting out the ${BOUND} s bound.`,
);
const statements = [
  'The weather in Kyiv has been cold all week.',
  'I would like to book a table for two tonight.',
  'Please make sure it is near the window.',
  'My flight to Lviv leaves early tomorrow morning.',
  'The second conversion sounds the best to me.',
];
const questions = ['Is it cold in Kyiv today?', 'Can you book it for me?', 'Do they serve fish there?'];
const long = [
  'I would like to book a table for two people tonight near the window please.',
  'Could you tell me what the weather will be like in Kyiv and Lviv tomorrow afternoon.',
  'The studio sent me three conversions of my voice and the second one sounds the best.',
];

let audioSeconds = 0;
let processingMs = 0;
async function listen(samples: Float32Array): Promise<TurnEvent[]> {
  const detector = await TurnDetector.create({ vad: VAD, maxSilenceSecs: BOUND });
  const started = performance.now();
  const events: TurnEvent[] = [];
  for (let offset = 0; offset < samples.length; offset += 256)
    events.push(...detector.push(samples.subarray(offset, offset + 256)));
  processingMs += performance.now() - started;
  audioSeconds += samples.length / detector.sampleRate;
  detector.dispose();
  return events;
}

/** The first half of a passage, cut at its quietest 40 ms between 45% and 65% of the speech. */
function cutMidSentence(passage: Passage): Float32Array {
  const { start, end } = passage.sentences[0]!;
  const rate = 16000;
  let best = 0;
  let bestEnergy = Infinity;
  for (
    let at = Math.floor((start + (end - start) * 0.45) * rate);
    at < (start + (end - start) * 0.65) * rate;
    at += 80
  ) {
    let energy = 0;
    for (let i = 0; i < 640; i++) energy += passage.samples[at + i]! ** 2;
    if (energy < bestEnergy) [best, bestEnergy] = [at, energy];
  }
  const out = new Float32Array(best + 320 + 2 * rate);
  out.set(passage.samples.subarray(0, best + 320));
  return out;
}

type Tally = { early: number; silences: number[]; utterances: number; unsteady: number };
const tally = (): Tally => ({ early: 0, silences: [], utterances: 0, unsteady: 0 });
const kinds = { statement: tally(), question: tally(), 'cut mid-sentence': tally() };
const onsets: number[] = [];
const pauseErrors = new Map<number, { wrong: number; passages: number }>();

/** One utterance heard at every shift: each ending counted, and whether the shifts agreed on it. */
const count = async (kind: Tally, samples: Float32Array): Promise<TurnEvent[]> => {
  const early = new Set<boolean>();
  let first: TurnEvent[] = [];
  for (let shift = 0; shift < SHIFTS; shift++) {
    const events = await listen(shifted(samples, shift));
    if (shift === 0) first = events;
    const ended = events.find((event) => event.type === 'turn-ended');
    if (!ended || ended.type !== 'turn-ended') continue;
    early.add(ended.reason === 'falling-ending');
    if (ended.reason === 'falling-ending') kind.early++;
    kind.silences.push(ended.detectedAt - ended.at);
  }
  kind.utterances++;
  if (early.size > 1) kind.unsteady++;
  return first;
};

for (const speaker of SPEAKERS) {
  for (const text of statements) {
    const passage = await spokenPassage([text], speaker);
    const events = await count(kinds.statement, passage.samples);
    const started = events.find((event) => event.type === 'speech-started');
    if (started) onsets.push(started.detectedAt - passage.sentences[0]!.start);
  }
  for (const text of questions) await count(kinds.question, (await spokenPassage([text], speaker)).samples);
  for (const text of long)
    await count(kinds['cut mid-sentence'], cutMidSentence(await spokenPassage([text], speaker, { tailSeconds: 0 })));
  for (const pause of [0.3, 0.45, 0.6]) {
    const passage = await spokenPassage(statements.slice(0, 3), speaker, { pauseSeconds: pause });
    const entry = pauseErrors.get(pause) ?? { wrong: 0, passages: 0 };
    for (let shift = 0; shift < SHIFTS; shift++) {
      const ended = (await listen(shifted(passage.samples, shift))).filter((event) => event.type === 'turn-ended');
      entry.passages++;
      entry.wrong += ended.filter(
        (event) => event.detectedAt < passage.sentences.at(-1)!.end + shift * SHIFT_SECONDS,
      ).length;
    }
    pauseErrors.set(pause, entry);
  }
}

const seconds = (value: number) => value.toFixed(2);
/** The mean, not only the median, since turns end either early or at the bound: the median hides the early share. */
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
report.table('Speech onset → user-started-speaking', [
  {
    sentences: onsets.length,
    'median s': seconds(median(onsets)),
    'p95 s': seconds(quantile(onsets, 0.95)),
    'worst s': seconds(Math.max(...onsets)),
    'start_secs s': VAD.start_secs,
  },
]);
report.table(
  'End of a turn: ended early by the prosodic rule, and the silence before the turn ended',
  Object.entries(kinds).map(([name, kind]) => ({
    utterance: name,
    turns: kind.silences.length,
    'ended early': `${kind.early} (${((100 * kind.early) / Math.max(1, kind.silences.length)).toFixed(0)}%)`,
    'silence mean s': seconds(mean(kind.silences)),
    'silence median s': seconds(median(kind.silences)),
    'silence p95 s': seconds(quantile(kind.silences, 0.95)),
    [`mean vs the ${BOUND} s bound`]: ratio(mean(kind.silences), BOUND),
    [`judged differently across ${SHIFTS} shifts`]: `${kind.unsteady} of ${kind.utterances}`,
  })),
  [
    'Early is right for statements, wrong for phrases cut mid-sentence (the speaker pausing to think); questions wait.',
    `Each utterance counts ${SHIFTS} times, delayed by 0–${(SHIFTS - 1) * SHIFT_MS} ms; the last column counts the utterances whose turn ended early at some shifts and at the bound at others.`,
  ],
);
report.table(
  'Three sentences with pauses: turns wrongly ended inside a pause',
  [...pauseErrors].map(([pause, entry]) => ({
    'pause s': pause,
    passages: entry.passages,
    'turns ended inside a pause': entry.wrong,
  })),
  [`Each passage counts ${SHIFTS} times, at the same shifts as above.`],
);
report.table('Processing speed', [
  {
    'audio s': audioSeconds.toFixed(0),
    'processing ms': processingMs.toFixed(0),
    'multiple of real time': `${(audioSeconds / (processingMs / 1000)).toFixed(0)}×`,
  },
]);
report.write();
