import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startStudioServer } from '../e2e/fixtures/studio-server';
import { connectAgent, launchAgent, MIC_RATE, microphoneSpeech } from '../sandbox/agents/testing/rtvi-test-client';
import { encodeWav } from '../audio-formats/wav-file';
import { AUDIBLE_LEVEL, BotAudioClock } from '../src/lib/audio/bot-audio-clock';
import { PLAYER_RATE } from '../sandbox/agents/paced-speaker';
import { CHROMIUM_ARGS, findChromium } from '../scripts/find-chromium';
import { ensureBuilt } from '../scripts/ensure-built';
import { BenchReport } from './support/bench-report';
import { descendantsCpuMs } from './support/process-cpu';
import { nodeAgentTurns, type NodeTurn } from './support/node-agent-turns';
import { SPOKEN_TURN } from './support/spoken-turn';
import { median, ms, quantile, ratio } from './support/stats';
import { signInToStudio } from './support/studio-sign-in';

/**
 * Group 6, agent response latency as the user meets it: the studio's agent panel in real Chromium through the
 * proxy of `npm start` (fresh sandbox), its microphone Chromium's fake device playing a WAV in a loop, at
 * real-time pace: a second of silence, a spoken sentence, then silence long enough for the agent's whole answer,
 * so each loop is one turn.
 * - voice: from the end of the user's speech to the bot's first audio. The end of speech is timed in the page on
 *   the very stream the panel sends (an analyser on the microphone track: the last sample above the voicing
 *   threshold, confirmed by 400 ms of quiet); the bot's first audio where the user hears it: the first audible
 *   sample (BotAudioClock) of the chunks the page hands its audio worklet player, each timed as it is posted
 *   and queued behind what the player still holds. Its floor is user_turn_max_silence_secs.
 *   Beside it, the panel's own figure, which starts at the agent's user-stopped-speaking event instead (sent
 *   when its VAD has heard stop_secs of quiet, before the turn's silence bound has passed);
 * - typed: `sendText` to the bot's first audio, as the panel shows it (microphone muted; same definition). The
 *   message names none of the panel's client tools, so the agent answers it from its script, as it answers the
 *   Node client: a tool call would add the studio's own work and a longer reply to synthesize;
 * - "Launch and connect" to the agent being ready.
 * The reference, in the same run against the same server: a Node client launched through the same proxy that
 * sends the page's 16 ms frames as a microphone does (each at the end of the 16 ms it holds) and times the end of speech on
 * its own audio clock (the last voiced sample, where the page's analyser also puts it), so its figures are the
 * agent's own share and the ratio shows what the browser path adds. It runs while the page stays connected, its
 * typed turns alternating with the page's, so both meet the same machine (Chromium's share of the cores included).
 * Beside the totals, each turn traced through the page's own clock (see "Where the time goes").
 */
const TURNS = Number(process.env.BENCH_TURNS ?? 20);
const TURN_SILENCE_SECS = 0.5;
/** Frames from the agent larger than this are bot audio (40 ms, 1920 bytes of PCM); its messages are a few hundred bytes. */
const BOT_AUDIO_FRAME_BYTES = 1024;
/** Longer than the silence wait plus the scripted answer to speech (about 6 s spoken), so turns never overlap. */
const TAIL_SECONDS = 9;
/** Typed turns for both clients: no word of it names a studio tool (list_projects, open_project, …). */
const typedMessage = (turn: number) => `What comes after take ${turn}?`;
const report = new BenchReport(
  'realtime-latency',
  'Real time: agent response latency, in the browser and from a Node client',
  `Chromium (\`--use-file-for-fake-audio-capture\`) on the voice-agent page of \`npm start\`, preset concierge, user_turn_max_silence_secs ${TURN_SILENCE_SECS}, ` +
    `WebSocket transport; ${TURNS} spoken turns after a first one that is reported apart (it meets the audio worker's start), then ${TURNS} typed turns. ` +
    `Reference: a Node client launched through the same proxy while the page stays connected (${TURNS} spoken turns, a 16 ms frame at the end of every 16 ms as the page's recorder sends them, after the page's and with its microphone muted; then ${TURNS} send-text turns, each right after the page's typed turn). ` +
    'The floor is the silence the agent must wait out before it knows the turn is over.',
  // About 11 minutes on a quiet machine (41 turns of ~13 s in the browser, then the Node client's).
  25,
);

/**
 * Runs in the page before the studio's code: every microphone stream the page opens gets an analyser that
 * records when speech ends, and every turn-latency entry the panel adds is timestamped on the same clock.
 */
const PAGE_PROBE = `(() => {
  const probe = { speechEnds: [], turns: [], botChunks: [], sentText: [], sentVoice: [], sentPeaks: [], received: [], longTasks: [] };
  window.__benchProbe = probe;
  // The wire, as the page's own socket sees it: when each send-text leaves, when each microphone frame with
  // voice in it leaves (its peak read from the protobuf frame: Frame.audio(2) > AudioRawFrame.audio(3)), and when
  // each frame from the agent is handed to the page (its size: bot audio frames are the big ones).
  const varint = (bytes, at) => { let value = 0, shift = 1; for (;;) { const byte = bytes[at.i++]; value += (byte & 0x7f) * shift; if (byte < 0x80) return value; shift *= 128; } };
  const voicePeak = (bytes) => {
    const at = { i: 1 };
    const end = varint(bytes, at) + at.i;
    while (at.i < end) {
      const tag = varint(bytes, at);
      if ((tag & 7) === 0) { varint(bytes, at); continue; }
      const length = varint(bytes, at);
      if (tag >> 3 === 3) {
        const pcm = new Int16Array(bytes.buffer.slice(bytes.byteOffset + at.i, bytes.byteOffset + at.i + (length & ~1)));
        let peak = 0;
        for (let i = 0; i < pcm.length; i++) peak = Math.max(peak, Math.abs(pcm[i]));
        return peak;
      }
      at.i += length;
    }
    return 0;
  };
  const NativeSocket = window.WebSocket;
  const send = NativeSocket.prototype.send;
  NativeSocket.prototype.send = function (data) {
    const at = performance.now();
    if (data instanceof Uint8Array && data[0] === 0x12) {
      const peak = voicePeak(data);
      probe.sentPeaks.push([at, peak]);
      if (peak >= ${AUDIBLE_LEVEL}) probe.sentVoice.push(at);
    } else if (data instanceof Uint8Array && data[0] === 0x22 && new TextDecoder().decode(data).includes('"send-text"')) probe.sentText.push(at);
    return send.call(this, data);
  };
  window.WebSocket = class extends NativeSocket {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (event) => probe.received.push({ at: performance.now(), size: event.data.size ?? event.data.byteLength ?? event.data.length }));
    }
  };
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) probe.longTasks.push({ at: entry.startTime, ms: entry.duration }); }).observe({ type: 'longtask' });
  // The websocket player hands each chunk of bot audio to its worklet as {event: 'write', buffer: Int16Array}.
  const post = MessagePort.prototype.postMessage;
  MessagePort.prototype.postMessage = function (message, ...rest) {
    if (message && message.event === 'write' && message.buffer instanceof Int16Array) {
      const samples = message.buffer;
      let first = -1;
      for (let i = 0; i < samples.length; i++) if (Math.abs(samples[i]) >= ${AUDIBLE_LEVEL}) { first = i; break; }
      probe.botChunks.push({ at: performance.now(), length: samples.length, first });
    }
    return post.call(this, message, ...rest);
  };
  const open = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
  navigator.mediaDevices.getUserMedia = async (constraints) => {
    const stream = await open(constraints);
    if (stream.getAudioTracks().length > 0) {
      const context = new AudioContext();
      // Large blocks, few wake-ups of the page's main thread (the probe must not slow what it measures); the end
      // of speech is timed to its sample within the block.
      const analyser = context.createScriptProcessor(2048, 1, 1);
      const mute = context.createGain();
      mute.gain.value = 0;
      context.createMediaStreamSource(stream).connect(analyser);
      analyser.connect(mute).connect(context.destination);
      let lastVoiced = null;
      analyser.onaudioprocess = (event) => {
        const samples = event.inputBuffer.getChannelData(0);
        let last = -1;
        for (let i = 0; i < samples.length; i++) if (Math.abs(samples[i]) > 0.02) last = i;
        const now = performance.now();
        if (last >= 0) lastVoiced = now - ((samples.length - 1 - last) / context.sampleRate) * 1000;
        else if (lastVoiced !== null && now - lastVoiced > 400) {
          probe.speechEnds.push(lastVoiced);
          lastVoiced = null;
        }
      };
    }
    return stream;
  };
  new MutationObserver((mutations) => {
    const at = performance.now();
    for (const mutation of mutations)
      for (const node of mutation.addedNodes)
        if (node instanceof HTMLElement)
          for (const item of [node, ...node.querySelectorAll('[data-testid="turn-latency"]')])
            if (item.dataset.testid === 'turn-latency') probe.turns.push({ text: item.textContent, at });
  }).observe(document, { childList: true, subtree: true });
})();`;
type Probe = {
  speechEnds: number[];
  turns: Array<{ text: string; at: number }>;
  botChunks: Array<{ at: number; length: number; first: number }>;
  sentText: number[];
  sentVoice: number[];
  received: Array<{ at: number; size: number }>;
  longTasks: Array<{ at: number; ms: number }>;
};

const work = mkdtempSync(path.join(os.tmpdir(), 'bench-realtime-latency-'));
const micFile = path.join(work, 'mic.wav');
writeFileSync(
  micFile,
  encodeWav(await microphoneSpeech(SPOKEN_TURN, { leadSeconds: 1, tailSeconds: TAIL_SECONDS }), MIC_RATE),
);

await ensureBuilt();
const studio = await startStudioServer();
const browser = await chromium.launch({
  executablePath: await findChromium(),
  args: [...CHROMIUM_ARGS, `--use-file-for-fake-audio-capture=${micFile}`],
});
try {
  const page = await browser.newPage();
  await page.addInitScript(PAGE_PROBE);
  await signInToStudio(page, studio.url);
  await page.goto(`${studio.url}/voice-agent`);
  await page.getByRole('heading', { level: 1, name: 'Voice agent' }).waitFor();

  const form = page.getByRole('form', { name: 'Launch an agent' });
  await form.getByRole('radio', { name: 'Preset' }).check();
  await form.getByRole('textbox', { name: 'Preset' }).fill('concierge');
  await form.getByLabel('User turn max silence (s)').fill(String(TURN_SILENCE_SECS));
  await page.getByLabel('Join with the microphone muted').setChecked(false);
  const launchStarted = performance.now();
  await form.getByRole('button', { name: 'Launch and connect' }).click();
  await page
    .getByTestId('bot-state')
    .filter({ hasText: /^ready/ })
    .waitFor({ timeout: 30_000 });
  const readyMs = performance.now() - launchStarted;

  /** Each phase's CPU share (% of one core) for Chromium and the studio: the two share the machine's cores. */
  const phases: string[] = [];
  const cpuNow = () => ({
    at: performance.now(),
    chromium: descendantsCpuMs(process.pid, /chrom/i),
    studio: descendantsCpuMs(process.pid, /dist-server/),
  });
  let phaseStart = cpuNow();
  const phase = (name: string) => {
    const now = cpuNow();
    const share = (key: 'chromium' | 'studio') =>
      `${(((now[key] - phaseStart[key]) / (now.at - phaseStart.at)) * 100).toFixed(0)} %`;
    phases.push(
      `${name} (${((now.at - phaseStart.at) / 1000).toFixed(0)} s): Chromium ${share('chromium')}, the studio ${share('studio')}`,
    );
    phaseStart = now;
  };
  const turnItems = page.getByTestId('turn-latency');
  const spoken = turnItems.filter({ hasText: '(speech)' });
  const cycleSeconds = 1 + TAIL_SECONDS + 3;
  for (let turn = 0; turn <= TURNS; turn++) {
    try {
      await spoken.nth(turn).waitFor({ timeout: 2 * cycleSeconds * 1000 });
    } catch (error) {
      const shown = await turnItems.allInnerTexts();
      const probe = await page.evaluate('window.__benchProbe');
      const events = await page
        .getByTestId('event-log')
        .innerText()
        .catch(() => '');
      throw new Error(
        `spoken turn ${turn + 1} never came; turns shown: ${shown.join('; ')}\nprobe: ${JSON.stringify(probe)}\nevents: ${events.slice(-3000)}`,
        { cause: error },
      );
    }
    console.log(await spoken.nth(turn).innerText());
  }
  phase('browser spoken turns');
  await page.getByRole('button', { name: 'Mute' }).click();
  await page.waitForTimeout(1000);
  await page.getByTestId('agent-speaking').and(page.locator('[data-speaking="false"]')).waitFor({ timeout: 30_000 });

  // The reference joins while the page stays connected (muted), and the typed turns alternate between the two
  // clients: both agents then synthesize while Chromium holds its share of the cores and the machine's load is the
  // same, so the ratio shows the browser's path, not a quieter machine.
  const launched = await launchAgent(
    studio.url,
    { transport: 'websocket', preset: 'concierge', user_turn_max_silence_secs: TURN_SILENCE_SECS },
    { 'api-key': 'sandbox-demo-key' },
  );
  if (!launched.ok) throw new Error(`launch through the proxy answered ${launched.status}: ${await launched.text()}`);
  const agent = await connectAgent(((await launched.json()) as { wsUrl: string }).wsUrl);
  await agent.ready();
  const reference = nodeAgentTurns(agent, await microphoneSpeech(SPOKEN_TURN, { leadSeconds: 0.2, tailSeconds: 0 }));
  const nodeVoice: NodeTurn[] = [];
  const nodeText: NodeTurn[] = [];
  try {
    for (let turn = 0; turn < TURNS; turn++) nodeVoice.push(await reference.spoken());
    phase('Node client spoken turns, the page connected and muted');
    for (let turn = 1; turn <= TURNS; turn++) {
      await page.getByLabel('Message to the agent').fill(typedMessage(turn));
      await page.getByRole('button', { name: 'Send' }).click();
      await turnItems
        .filter({ hasText: '(typed)' })
        .nth(turn - 1)
        .waitFor({ timeout: 30_000 });
      console.log(
        await turnItems
          .filter({ hasText: '(typed)' })
          .nth(turn - 1)
          .innerText(),
      );
      await page
        .getByTestId('agent-speaking')
        .and(page.locator('[data-speaking="false"]'))
        .waitFor({ timeout: 60_000 });
      nodeText.push(await reference.typed(typedMessage(turn)));
    }
    phase("typed turns, the page's and the Node client's in turn");
  } finally {
    reference.stop();
    agent.socket.close();
  }
  const node = {
    voice: nodeVoice.map((turn) => turn.heard),
    voiceFrame: nodeVoice.map((turn) => turn.frame),
    voiceStopped: nodeVoice.map((turn) => turn.stopped ?? Number.NaN),
    text: nodeText.map((turn) => turn.heard),
    textFrame: nodeText.map((turn) => turn.frame),
  };
  const probe = (await page.evaluate('window.__benchProbe')) as Probe;
  /** What the output device adds after a sample is scheduled (not in any figure: the same for every client). */
  const deviceLatency = (await page.evaluate(
    '(async () => { const c = new AudioContext({ sampleRate: 24000 }); await c.resume(); await new Promise((r) => setTimeout(r, 200)); const l = { base: c.baseLatency * 1000, output: c.outputLatency * 1000 }; await c.close(); return l; })()',
  )) as { base: number; output: number };
  await page.getByRole('button', { name: 'Disconnect' }).click();

  const shown = (text: string) => Number(/: ([\d,]+) ms$/.exec(text)![1]!.replaceAll(',', ''));
  const speechTurns = probe.turns.filter((turn) => turn.text.includes('(speech)')).slice(0, TURNS + 1);
  const typed = probe.turns.filter((turn) => turn.text.includes('(typed)')).map((turn) => shown(turn.text));
  /** When the first audible sample after `from` is heard: the page's chunks replayed through the panel's clock. */
  const heardAfter = (from: number) => {
    const clock = new BotAudioClock(PLAYER_RATE);
    for (const chunk of probe.botChunks.filter((candidate) => candidate.at > from)) {
      const heardAt = clock.queue(chunk.length, chunk.first, chunk.at);
      if (heardAt !== null) return heardAt;
    }
    throw new Error(`no audible bot audio after ${from.toFixed(0)} ms`);
  };
  /** Each spoken turn against the last end of speech before it (never more than a loop earlier). */
  const endToAudio = speechTurns.map((turn) => {
    const end = probe.speechEnds.filter((at) => at < turn.at).at(-1);
    if (end === undefined || turn.at - end > cycleSeconds * 1000)
      throw new Error(`no end of speech found before turn "${turn.text}"`);
    return heardAfter(end) - end;
  });
  const panel = speechTurns.map((turn) => shown(turn.text));
  /** When the page heard user-stopped-speaking: the panel's figure starts there and ends at the same first sample. */
  const endToStopped = endToAudio.map((total, index) => total - panel[index]!);
  /**
   * One turn through the page's own clock from `start`: the reply's first audio frame handed to the page by its
   * socket, the same frame posted to the player's worklet (read from its Blob and decoded), the first audible
   * sample scheduled, and how much of that time the main thread spent in long tasks (over 50 ms).
   */
  const traceFrom = (start: number, spoken = false) => {
    const heard = heardAfter(start);
    const received = probe.received.find((frame) => frame.at > start && frame.size > BOT_AUDIO_FRAME_BYTES)!.at;
    const posted = probe.botChunks.find((chunk) => chunk.at > start)!.at;
    const lastVoice = spoken ? (probe.sentVoice.filter((at) => at < posted).at(-1) ?? Number.NaN) : Number.NaN;
    const busy = probe.longTasks.reduce(
      (sum, task) => sum + Math.max(0, Math.min(task.at + task.ms, heard) - Math.max(task.at, start)),
      0,
    );
    return {
      lastVoice: lastVoice - start,
      received: received - start,
      decoded: posted - received,
      scheduled: heard - posted,
      busy,
      total: heard - start,
    };
  };
  const voiceTrace = speechTurns
    .slice(1)
    .map((turn) => traceFrom(probe.speechEnds.filter((at) => at < turn.at).at(-1)!, true));
  const typedTrace = probe.sentText.map((start) => traceFrom(start));
  const traceRow = (turn: string, client: string, trace: Array<Partial<ReturnType<typeof traceFrom>>>) => {
    const column = (key: keyof ReturnType<typeof traceFrom>) => {
      const values = trace
        .map((entry) => entry[key])
        .filter((value): value is number => value !== undefined && Number.isFinite(value));
      return values.length ? ms(median(values)) : '';
    };
    return {
      turn,
      client,
      'start → last voiced mic frame sent': column('lastVoice'),
      'start → first bot audio frame received': column('received'),
      'received → posted to the player': column('decoded'),
      'posted → first audible sample scheduled': column('scheduled'),
      'main thread in long tasks': column('busy'),
      total: column('total'),
    };
  };
  const nodeTrace = (heard: number[], frames: number[]) =>
    frames.map((frame, index) => ({ received: frame, scheduled: heard[index]! - frame, total: heard[index]! }));
  const floor = TURN_SILENCE_SECS * 1000;
  const summary = (
    measure: string,
    client: string,
    all: number[],
    options: { floorMs?: number; firstApart?: boolean; reference?: number[] } = {},
  ) => {
    // A turn without the measured event (NaN) is left out rather than turning the medians into NaN.
    const values = (options.firstApart ? all.slice(1) : all).filter(Number.isFinite);
    const floorMs = options.floorMs ?? 0;
    return {
      measure,
      client,
      turns: values.length,
      'median ms': ms(median(values)),
      'p95 ms': ms(quantile(values, 0.95)),
      'max ms': ms(Math.max(...values)),
      'floor ms': floorMs ? ms(floorMs) : '0',
      'median above floor ms': ms(median(values) - floorMs),
      'vs Node client': options.reference ? ratio(median(values), median(options.reference)) : '',
      'first turn ms': options.firstApart ? ms(all[0]!) : '',
    };
  };
  const browserClient = 'Chromium, agent panel';
  const nodeClient = 'Node (reference)';
  report.table(
    "To the bot's first audio",
    [
      summary('voice: end of speech → first bot audio', browserClient, endToAudio, {
        floorMs: floor,
        firstApart: true,
        reference: node.voice,
      }),
      summary('voice: end of speech → first bot audio', nodeClient, node.voice, {
        floorMs: floor,
        reference: node.voice,
      }),
      summary('voice, as the panel shows it: user-stopped-speaking → first bot audio', browserClient, panel, {
        firstApart: true,
      }),
      summary(
        'voice, as the panel shows it: user-stopped-speaking → first bot audio',
        nodeClient,
        node.voice.map((heard, index) => heard - node.voiceStopped[index]!),
      ),
      summary(
        "voice: end of speech → user-stopped-speaking (the agent's VAD heard stop_secs of quiet)",
        browserClient,
        endToStopped,
        { firstApart: true, reference: node.voiceStopped },
      ),
      summary(
        "voice: end of speech → user-stopped-speaking (the agent's VAD heard stop_secs of quiet)",
        nodeClient,
        node.voiceStopped,
        { reference: node.voiceStopped },
      ),
      summary('typed: sendText → first bot audio', browserClient, typed, { reference: node.text }),
      summary('typed: send-text → first bot audio', nodeClient, node.text, { reference: node.text }),
    ],
    [
      `"Launch and connect" → agent ready in the browser: ${ms(readyMs)} ms.`,
      'First bot audio is where the user hears it: the first sample at or above −34 dBFS (|s| ≥ 0.02) of the reply, at the time it is scheduled for output. ' +
        'Each chunk of bot audio is timed where the client takes it (the browser: when the websocket player posts it to its audio worklet, caught by wrapping MessagePort.postMessage; Node: when its frame arrives), ' +
        'queued behind whatever the player still holds (BotAudioClock, src/lib/audio/bot-audio-clock.ts, which the panel uses for its own per-turn figure), plus the offset of that sample within its chunk.',
      `The output device adds its latency after that, the same for every client: in this Chromium (fake audio output) baseLatency ${ms(deviceLatency.base)} ms, outputLatency ${ms(deviceLatency.output)} ms.`,
      `Typed turns send "${typedMessage(1)}" (and so on) from both clients: it names none of the panel's client tools, so both get the same scripted reply. Before, the browser typed "What is on my list for take N?", which names list_projects: the agent called the tool in the page and synthesized a longer reply, work the Node client never did.`,
      "The panel's figure starts later: the agent sends user-stopped-speaking once its VAD has heard stop_secs (0.2 s) of quiet, before the turn's silence bound has passed, so that figure still holds the rest of the wait.",
      `Browser voice turns per value (ms): ${endToAudio.map((value) => value.toFixed(0)).join(', ')}.`,
      `Browser typed turns per value (ms): ${typed.join(', ')}.`,
      `Node voice turns per value (ms): ${node.voice.map((value) => value.toFixed(0)).join(', ')}.`,
      `Node text turns per value (ms): ${node.text.map((value) => value.toFixed(0)).join(', ')}.`,
    ],
  );
  report.table(
    'Where the time goes',
    [
      traceRow('voice (from the end of speech)', browserClient, voiceTrace),
      traceRow('voice (from the end of speech)', nodeClient, nodeTrace(node.voice, node.voiceFrame)),
      traceRow('typed (from the send-text frame)', browserClient, typedTrace),
      traceRow('typed (from the send-text frame)', nodeClient, nodeTrace(node.text, node.textFrame)),
    ],
    [
      "Medians per step over the same turns as above, each on the client's own clock (so the steps need not add up to the total's median). " +
        "In the page: the socket's frames caught by wrapping WebSocket (send, and a message listener added before the transport's own), the worklet posts by wrapping MessagePort.postMessage, long tasks by a PerformanceObserver. " +
        "`sendText` puts its frame on the socket in the same task (client.sendText → transport.sendMessage → WebSocket.send, no await before it), so the typed start is the frame's departure.",
      "\"start → last voiced mic frame sent\": the microphone path (Chrome's audio processing, the recorder's 16 ms chunks) hands the end of speech to the socket within a chunk of the analyser's end (negative: the analyser, also on the main thread, ran later than the send).",
      '"start → first bot audio frame received" is the agent\'s time (turn detection, synthesis) plus the trip to the page\'s main thread. "received → posted" is the transport reading the frame: upstream reads every frame from a Blob (`await blob.arrayBuffer()`, a trip through the browser\'s blob store) and, under load, a reply\'s frames queued there 100–200 ms before the first reached the player; the panel now has its socket deliver ArrayBuffers (src/features/agent-panel/session/transport-factory.ts; reproduced outside the studio in websocket-frame-reads). ' +
        '"posted → scheduled" is the player: its worklet plays a chunk from the next 128-sample render quantum, with no start threshold.',
      "What the page did between a typed turn's send and its first audio frame, found with a CPU profile and a Chrome trace of six typed turns (2026-11-26): constructing a Blob for every frame so that upstream's serializer would accept it (584 ms of the main thread over the six replies, 0.4 ms per frame: a Blob registers with the blob store even empty), pipecat's logger at its default DEBUG level (105 ms), and two or three animation frames (5–9 ms each of style, layout, paint and commit) rendering the thirty-odd messages that come before a reply's audio. The panel now hands the serializer an object that only inherits from Blob, sets the logger to WARN, and shows a reply's first messages once its first audio is with the player (≤ 250 ms; session/frame-batch.ts). Before these changes, on a quiet machine, typed turns were Node + 58.6 ms and spoken ones Node + 134 ms (20 turns each).",
      "The spoken turns' gap was in what the agent hears, not in the page. The table above splits it at user-stopped-speaking: from there to the first audible sample the page is within about 10–15 ms of the Node client (the typed turns' difference); the rest came before, where the agent's VAD still heard speech in the page's audio. bench/results/microphone-processing.md reproduces that outside the studio: Chromium's echo canceller (pipecat's WavRecorder asks for `audio: true`) fades a sentence out over 150 ms, and fvad called that residue speech (and held even digital silence for 60–90 ms, WebRTC's own hangover), 45–52 ms longer than for the raw file. Since the VAD stopped taking a frame 40 dB under the recent peak for speech (sandbox/agents/vad.ts; the turn rule's hold grew from 0.25 to 0.3 s to keep the pauses inside a turn as safe), the page's spoken turns are Node + 22, + 1 and + 18 ms in three runs of 20 turns instead of + 52/53 (2026-11-26). The studio keeps echo cancellation (the panel plays the agent aloud); pipecat's recorder takes no constraints to offer headphone users the choice. " +
        "The turn rule: an earlier sentence (\"Could you read me the first conversion please\") fell −0.1–3.1 semitones at its end depending on a 2 ms shift of the audio against the detector's steps, so each turn of either client was a coin flip between the falling ending and the silence bound; this one falls 5.5–6.5 in every shift, and both clients' turns end on the falling ending (the panel's figure, 300 ms of hold plus synthesis, says so).",
      `CPU share while measuring (% of one core; ${os.cpus().length} cores, shared with whatever else the machine runs): ${phases.join('; ')}. Chromium and the studio share the cores, so while the page is live the agents' synthesis waits longer for a core than on a quiet machine; the Node client's turns run with the page connected (typed turns alternating with the page's), so both meet that alike.`,
    ],
  );
  report.write();
} finally {
  await browser.close();
  await studio.stop();
  rmSync(work, { recursive: true, force: true });
}
