import { writeFileSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { encodeWav } from '../audio-formats/wav-file';
import { DEFAULT_VAD } from '../contract/agents/launch';
import { MIC_RATE, microphoneSpeech } from '../sandbox/agents/testing/rtvi-test-client';
import { VoiceActivityDetector } from '../sandbox/agents/vad';
import { CHROMIUM_ARGS, findChromium } from '../scripts/find-chromium';
import { BenchReport } from './support/bench-report';
import { SPOKEN_TURN } from './support/spoken-turn';
import { median, ms } from './support/stats';

/**
 * The minimal reproduction behind the spoken turn's remaining gap in realtime-latency, outside the studio: what
 * Chromium's microphone processing does to the end of a sentence, as the agent's VAD hears it. Chromium's fake
 * capture device plays the realtime-latency sentence in a loop; the page asks for the microphone as pipecat's
 * WavRecorder does (`getUserMedia({ audio: true })`: echo cancellation, noise suppression and gain control on) and
 * with each of them switched off in turn, and keeps the processed track at 16 kHz (what the recorder sends). Each
 * capture, and the file itself, is replayed through the sandbox agent's VAD with the default vad_settings: the
 * figure is how long after the sentence's last sample at or above |s| 0.02 (the benches' end of speech) the VAD
 * places the end of speech. Measured on the same stream, so a delay the processing adds to every sample cancels
 * out: what is left is the tail it leaves after the speech.
 */
const LOOPS = Number(process.env.BENCH_LOOPS ?? 8);
const VARIANTS: Array<{ name: string; audio: true | MediaTrackConstraints }> = [
  { name: 'as pipecat asks: audio: true (all processing on)', audio: true },
  { name: 'echoCancellation: false', audio: { echoCancellation: false } },
  { name: 'noiseSuppression: false', audio: { noiseSuppression: false } },
  { name: 'autoGainControl: false', audio: { autoGainControl: false } },
  { name: 'all three off', audio: { echoCancellation: false, noiseSuppression: false, autoGainControl: false } },
];
const report = new BenchReport(
  'microphone-processing',
  "Real time: the tail Chromium's microphone processing leaves after speech, as the agent's VAD hears it",
  `Chromium (\`--use-file-for-fake-audio-capture\`), "${SPOKEN_TURN}" (eSpeak) with 1 s of silence before and 2 s after, ${LOOPS} loops per way of asking for the microphone; ` +
    `the sandbox agent's VAD (fvad with the min_volume gate), vad_settings ${JSON.stringify(DEFAULT_VAD)}.`,
  10,
);

/** For each burst the VAD ends, ms from the last sample at or above 0.02 before it to where the VAD placed the end. */
async function vadTails(pcm: Float32Array): Promise<number[]> {
  const vad = await VoiceActivityDetector.create(DEFAULT_VAD, MIC_RATE);
  const tails: number[] = [];
  let lastVoiced = 0;
  const step = MIC_RATE / 100;
  for (let offset = 0; offset < pcm.length; offset += step) {
    const chunk = pcm.subarray(offset, offset + step);
    for (let i = 0; i < chunk.length; i++) if (Math.abs(chunk[i]!) >= 0.02) lastVoiced = (offset + i) / MIC_RATE;
    for (const event of vad.push(chunk)) if (event.type === 'stopped') tails.push((event.at - lastVoiced) * 1000);
  }
  vad.dispose();
  return tails;
}

const speech = await microphoneSpeech(SPOKEN_TURN, { leadSeconds: 1, tailSeconds: 2 });
const micFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'bench-microphone-processing-')), 'mic.wav');
writeFileSync(micFile, encodeWav(speech, MIC_RATE));
const looped = new Float32Array(speech.length * LOOPS);
for (let loop = 0; loop < LOOPS; loop++) looped.set(speech, loop * speech.length);
const fileTails = await vadTails(looped);

const http = createServer((_, response) =>
  response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>microphone</title>'),
);
await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
const browser = await chromium.launch({
  executablePath: await findChromium(),
  args: [...CHROMIUM_ARGS, `--use-file-for-fake-audio-capture=${micFile}`],
});
try {
  const captured = new Map<string, number[]>();
  for (const variant of VARIANTS) {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${(http.address() as AddressInfo).port}/`);
    // The processed track at the recorder's rate, as float samples, for as long as LOOPS loops of the file.
    const samples = (await page.evaluate(
      async ({ audio, rate, length }) => {
        const stream = await navigator.mediaDevices.getUserMedia({ audio });
        const context = new AudioContext({ sampleRate: rate });
        const tap = context.createScriptProcessor(4096, 1, 1);
        const out = new Float32Array(length);
        let written = 0;
        context.createMediaStreamSource(stream).connect(tap);
        tap.connect(context.destination);
        await new Promise<void>((resolve) => {
          tap.onaudioprocess = (event) => {
            const block = event.inputBuffer.getChannelData(0).subarray(0, length - written);
            out.set(block, written);
            written += block.length;
            if (written === length) resolve();
          };
        });
        stream.getTracks().forEach((track) => track.stop());
        await context.close();
        return Array.from(out);
      },
      { audio: variant.audio, rate: MIC_RATE, length: looped.length },
    )) as number[];
    captured.set(variant.name, await vadTails(Float32Array.from(samples)));
    await page.close();
  }
  const fileMedian = median(fileTails);
  const row = (source: string, tails: number[]) => ({
    'microphone asked for': source,
    'sentences ended': tails.length,
    'VAD end after the last voiced sample, median ms': ms(median(tails)),
    'min ms': ms(Math.min(...tails)),
    'max ms': ms(Math.max(...tails)),
    'vs the file ms':
      tails === fileTails
        ? ''
        : `${median(tails) >= fileMedian ? '+' : '-'}${ms(Math.abs(median(tails) - fileMedian))}`,
  });
  report.table(
    'Where the VAD places the end of the sentence',
    [
      row('the file itself (no browser; the Node client sends this)', fileTails),
      ...VARIANTS.map((variant) => row(variant.name, captured.get(variant.name)!)),
    ],
    [
      "Before the VAD took a frame 40 dB under the recent peak for silence (sandbox/agents/vad.ts, 2026-11-26), fvad called the echo canceller's fading residue speech, and held its verdict 60–90 ms into digital silence: the file 71.9 ms, `audio: true` 124 ms (+51.6), echo cancellation off 71.0 ms.",
      'A capture starts wherever the looping file happens to be, so its first and last sentences may be cut and end early or not at all; medians are over the sentences the VAD ended.',
      "The studio keeps pipecat's request: echo cancellation is what stops the agent hearing itself through the user's speakers (the panel plays the bot aloud). pipecat's WavRecorder asks for `audio: true` or `{ deviceId }` and takes no constraints, so a choice for headphone users (\"echo cancellation off\") would need an upstream option: MediaTrackConstraints passed through WavMediaManager to WavRecorder.begin.",
    ],
  );
  report.write();
} finally {
  await browser.close();
  http.close();
}
