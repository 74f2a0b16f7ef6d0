import { describe, expect, it } from 'vitest';
import { mainsHum, noise } from '../audio/testing/signals';
import { FOUR_SENTENCES, PASSAGE_RATE, SPEAKERS, spokenPassage, type Passage } from '../audio/testing/spoken-passage';
import type { VadSettings } from './vad';
import { endingCues, TurnDetector, YIELD_HOLD_SECS, type TurnEvent } from './turn-detector';

/**
 * The turn detector with a simulated clock: audio goes in as the client sends it (16 ms chunks) and time is the
 * audio's own, so a 12-second passage takes a fraction of a second and every figure is exact.
 */
const DEFAULT_VAD: VadSettings = { confidence: 0.7, start_secs: 0.2, stop_secs: 0.2, min_volume: 0.6 };
const ISSUE_VAD: VadSettings = { ...DEFAULT_VAD, stop_secs: 0.3 };
const CHUNK = 256;

async function listen(samples: Float32Array, vad: VadSettings, maxSilenceSecs: number): Promise<TurnEvent[]> {
  const detector = await TurnDetector.create({ vad, maxSilenceSecs });
  const events: TurnEvent[] = [];
  for (let offset = 0; offset < samples.length; offset += CHUNK)
    events.push(...detector.push(samples.subarray(offset, offset + CHUNK)));
  detector.dispose();
  return events;
}

const ofType = <T extends TurnEvent['type']>(events: TurnEvent[], type: T) =>
  events.filter((event): event is Extract<TurnEvent, { type: T }> => event.type === type);

/**
 * The checks every passage must pass: heard at once, one turn, ended only after the last sentence. In hum a
 * burst ends up to 200 ms late (see vad.ts), hence `lateBy`.
 */
function expectOneTurn(passage: Passage, events: TurnEvent[], maxSilenceSecs: number, lateBy = 0.1) {
  const first = passage.sentences[0]!;
  const last = passage.sentences.at(-1)!;
  const started = ofType(events, 'speech-started');
  expect(started.length).toBeGreaterThan(0);
  expect(started[0]!.detectedAt - first.start).toBeGreaterThanOrEqual(0);
  expect(started[0]!.detectedAt - first.start).toBeLessThanOrEqual(0.3);
  const ended = ofType(events, 'turn-ended');
  expect(ended, JSON.stringify(events)).toHaveLength(1);
  // Not before the user's last word, and no later than the bound after it.
  expect(ended[0]!.detectedAt).toBeGreaterThan(last.end);
  expect(ended[0]!.detectedAt - last.end).toBeLessThanOrEqual(maxSilenceSecs + lateBy);
  const spoken = passage.sentences.reduce((sum, sentence) => sum + sentence.end - sentence.start, 0);
  expect(Math.abs(ended[0]!.speechSeconds - spoken)).toBeLessThan(0.25 * passage.sentences.length);
}

describe('turn detection on speech with natural pauses', () => {
  it.each(SPEAKERS)(
    'the issue’s case, four sentences with 0.35 s pauses (stop_secs 0.3, turn silence 0.8 s): $name',
    async (speaker) => {
      const passage = await spokenPassage(FOUR_SENTENCES, speaker, { pauseSeconds: 0.35 });
      if (speaker.name.startsWith('male, normal'))
        expect(passage.sentences.at(-1)!.end - passage.sentences[0]!.start).toBeGreaterThan(11);
      expectOneTurn(passage, await listen(passage.samples, ISSUE_VAD, 0.8), 0.8);
    },
  );

  it.each(SPEAKERS)('a pause shorter than stop_secs does not even end a burst: $name', async (speaker) => {
    const passage = await spokenPassage(FOUR_SENTENCES.slice(0, 2), speaker, { pauseSeconds: 0.2 });
    const events = await listen(passage.samples, ISSUE_VAD, 0.8);
    expect(ofType(events, 'speech-stopped').filter((event) => event.at < passage.sentences.at(-1)!.end - 0.1)).toEqual(
      [],
    );
    expectOneTurn(passage, events, 0.8);
  });

  it('hears speech that starts in the very first frame (the issue’s “first 2.9 s never detected”)', async () => {
    // What sounds in the first 40 ms is taken for the room's background until the voice rises above it or dips,
    // so the first word may be missed: measured 0.25–0.5 s for these voices and sentences.
    for (const speaker of SPEAKERS) {
      for (const sentence of FOUR_SENTENCES) {
        const passage = await spokenPassage([sentence], speaker, { leadSeconds: 0 });
        const started = ofType(await listen(passage.samples, DEFAULT_VAD, 1.5), 'speech-started');
        expect(started[0]?.detectedAt, `${speaker.name}: ${sentence}`).toBeLessThanOrEqual(0.5);
      }
    }
  });

  it('ends a turn that falls to its end soon after stop_secs, and waits for the bound after a rise', async () => {
    const speaker = SPEAKERS[1]!;
    const statement = await spokenPassage(['Please make sure it is near the window.'], speaker);
    const [stopped] = ofType(await listen(statement.samples, DEFAULT_VAD, 1.5), 'speech-stopped');
    expect(stopped?.cues.falling).toBe(true);
    const ended = ofType(await listen(statement.samples, DEFAULT_VAD, 1.5), 'turn-ended')[0]!;
    expect(ended.reason).toBe('falling-ending');
    expect(ended.detectedAt - ended.at).toBeCloseTo(DEFAULT_VAD.stop_secs + YIELD_HOLD_SECS, 1);

    const question = await spokenPassage(['Is it cold?'], SPEAKERS[0]!);
    const events = await listen(question.samples, DEFAULT_VAD, 1.5);
    expect(ofType(events, 'speech-stopped')[0]?.cues.falling).toBe(false);
    const waited = ofType(events, 'turn-ended')[0]!;
    expect(waited.reason).toBe('silence-limit');
    expect(waited.detectedAt - waited.at).toBeCloseTo(1.5, 1);
  });

  it('never ends a turn inside a pause shorter than stop_secs plus the hold, whatever the ending sounds like', async () => {
    for (const speaker of SPEAKERS.slice(0, 4)) {
      const passage = await spokenPassage(
        [
          'The weather in Kyiv has been cold all week.',
          'Please make sure it is near the window.',
          'And tell me whether they serve fish.',
        ],
        speaker,
        {
          pauseSeconds: DEFAULT_VAD.stop_secs + YIELD_HOLD_SECS - 0.1,
        },
      );
      expectOneTurn(passage, await listen(passage.samples, DEFAULT_VAD, 1.5), 1.5);
    }
  });
});

describe('sounds that are not speech never start a turn', () => {
  const seconds = 6;
  /** White noise whose loudness sits right at min_volume 0.6 (about −50 dBFS). */
  const gateLevelNoise = noise(seconds * PASSAGE_RATE, 0.0055, 7);

  it.each([
    ['silence', new Float32Array(seconds * PASSAGE_RATE)],
    ['white noise at the gate level', gateLevelNoise],
    [
      'white noise at the gate level after silence',
      Float32Array.from({ length: seconds * PASSAGE_RATE }, (_, i) => (i < PASSAGE_RATE * 2 ? 0 : gateLevelNoise[i]!)),
    ],
    [
      'a fan switching on: room noise at −70 dBFS, then white noise at the gate level',
      Float32Array.from(
        { length: seconds * PASSAGE_RATE },
        (_, i) => (i < PASSAGE_RATE * 2 ? 0.1 : 1) * gateLevelNoise[i]!,
      ),
    ],
    ['white noise 20 dB above the gate', noise(seconds * PASSAGE_RATE, 0.055, 3)],
    ['50 Hz hum at −40 dBFS', mainsHum(50, PASSAGE_RATE, seconds, 0.01)],
    ['60 Hz hum at −30 dBFS', mainsHum(60, PASSAGE_RATE, seconds, 0.03)],
    ['50 Hz hum at −20 dBFS', mainsHum(50, PASSAGE_RATE, seconds, 0.1)],
  ])('%s', async (_name, samples) => {
    for (const vad of [DEFAULT_VAD, ISSUE_VAD, { ...DEFAULT_VAD, confidence: 0.3, min_volume: 0.5 }]) {
      expect(await listen(samples, vad, 1.5)).toEqual([]);
    }
  });

  it('speech over a hum is heard, as one turn', async () => {
    const passage = await spokenPassage(FOUR_SENTENCES.slice(0, 2), SPEAKERS[0]!, { pauseSeconds: 0.35 });
    const hum = mainsHum(50, PASSAGE_RATE, passage.seconds, 0.01);
    const mixed = passage.samples.map((sample, i) => sample + hum[i]!);
    expectOneTurn(passage, await listen(mixed, ISSUE_VAD, 0.8), 0.8, 0.3);
  });
});

describe('the ending judged on a short last syllable', () => {
  const RATE = 16000;
  /** A voiced sound: harmonics of f0 falling off as 1/n, as a vowel's source does. */
  const voice = (f0: number, seconds: number) =>
    Float32Array.from({ length: Math.round(seconds * RATE) }, (_, i) => {
      let sample = 0;
      for (let n = 1; n <= 8; n++) sample += (0.3 / n) * Math.sin((2 * Math.PI * f0 * n * i) / RATE);
      return sample;
    });
  const burst = (lastF0: number, lastSeconds: number, gapSeconds: number) => {
    const parts = [voice(120, 1), new Float32Array(Math.round(gapSeconds * RATE)), voice(lastF0, lastSeconds)];
    const out = new Float32Array(parts.reduce((sum, part) => sum + part.length, 0));
    parts.reduce((at, part) => (out.set(part, at), at + part.length), 0);
    return out;
  };

  // A final syllable of three voiced frames or so after a gap ("…to me."): the frames left out at a voice's offset
  // were all of it, so the rule had nothing to judge and the turn waited out the bound.
  it.each([
    [0.08, 0.15],
    [0.09, 0.1],
  ])('a %s s last syllable %s s after the rest, 4 semitones lower, is a falling ending', (lastSeconds, gapSeconds) => {
    const cues = endingCues(burst(95, lastSeconds, gapSeconds), RATE);
    expect(cues.pitchFallSemitones).toBeGreaterThan(3.5);
    expect(cues.falling).toBe(true);
  });

  it('the same syllable rising is not', () => {
    const cues = endingCues(burst(150, 0.08, 0.15), RATE);
    expect(cues.pitchFallSemitones).toBeLessThan(-3);
    expect(cues.falling).toBe(false);
  });
});
