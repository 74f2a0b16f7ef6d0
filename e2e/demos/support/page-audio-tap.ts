import type { Page } from '@playwright/test';

/** One document's recording of what it played: when it started (epoch ms) and its WebM/Opus bytes. */
export type AudioSegment = { startedAt: number; chunks: Buffer[] };

/**
 * In every document the page loads: everything it plays (media elements, in the DOM or not, and every Web
 * Audio graph that reaches a speaker, such as the agent's player) is also mixed into one MediaRecorder, whose
 * WebM/Opus chunks go to the test through `__demoAudioChunk`. The sound still reaches the speakers as before.
 */
function pageAudioTap() {
  type Tapped = Window & {
    __demoAudioTapped?: boolean;
    __demoAudioChunk?: (segment: string, startedAt: number, base64: string) => Promise<void>;
  };
  const w = window as Tapped;
  if (w.__demoAudioTapped || typeof AudioContext === 'undefined' || typeof MediaRecorder === 'undefined') return;
  w.__demoAudioTapped = true;
  const connect = AudioNode.prototype.connect as (this: AudioNode, target: AudioNode) => AudioNode;
  const mixer = new AudioContext();
  const mix = mixer.createMediaStreamDestination();
  // Chromium sends a destination nothing while no source plays into it, and the recording would then skip the
  // silences: a tone at -100 dB keeps it running in real time.
  const keepAlive = new OscillatorNode(mixer, { frequency: 20 });
  (connect as (this: AudioNode, target: AudioNode) => AudioNode)
    .call(keepAlive, new GainNode(mixer, { gain: 1e-5 }))
    .connect(mix);
  keepAlive.start();
  const segment = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const startedAt = Date.now();
  const recorder = new MediaRecorder(mix.stream, { mimeType: 'audio/webm;codecs=opus' });
  let sending = Promise.resolve();
  recorder.ondataavailable = (event) => {
    if (!event.data.size) return;
    const blob = event.data;
    sending = sending.then(async () => {
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      await w.__demoAudioChunk?.(segment, startedAt, btoa(binary));
    });
  };
  recorder.start(500);
  addEventListener('pagehide', () => recorder.state !== 'inactive' && recorder.stop());

  // Web Audio: whatever another context sends to its speakers is sent to the mix as well.
  const taps = new WeakMap<BaseAudioContext, MediaStreamAudioDestinationNode>();
  AudioNode.prototype.connect = function (this: AudioNode, target: AudioNode | AudioParam, ...rest: number[]) {
    const result = (connect as (...args: unknown[]) => AudioNode).call(this, target, ...rest);
    if (target instanceof AudioDestinationNode && this.context !== mixer && this.context instanceof AudioContext) {
      let tap = taps.get(this.context);
      if (!tap) {
        tap = this.context.createMediaStreamDestination();
        taps.set(this.context, tap);
        connect.call(mixer.createMediaStreamSource(tap.stream), mix);
      }
      connect.call(this, tap);
    }
    return result;
  } as typeof AudioNode.prototype.connect;

  // Media elements: routed through the mixer, which plays them and records them.
  const elements = new WeakSet<HTMLMediaElement>();
  const tapElement = (element: EventTarget | null) => {
    if (!(element instanceof HTMLAudioElement) || elements.has(element)) return;
    elements.add(element);
    try {
      if (element.srcObject instanceof MediaStream) connect.call(mixer.createMediaStreamSource(element.srcObject), mix);
      else {
        const source = mixer.createMediaElementSource(element);
        connect.call(source, mixer.destination);
        connect.call(source, mix);
      }
    } catch {
      // An element some other graph already owns plays as it did, unrecorded.
    }
  };
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
    tapElement(this);
    void mixer.resume();
    return play.call(this);
  };
  document.addEventListener('play', (event) => tapElement(event.target), true);
}

/** Starts tapping every document `page` loads from now on; the segments fill as the page plays. */
export async function tapPageAudio(page: Page): Promise<Map<string, AudioSegment>> {
  const segments = new Map<string, AudioSegment>();
  await page.exposeFunction('__demoAudioChunk', (segment: string, startedAt: number, base64: string) => {
    const entry = segments.get(segment) ?? { startedAt, chunks: [] };
    entry.chunks.push(Buffer.from(base64, 'base64'));
    segments.set(segment, entry);
  });
  await page.addInitScript(pageAudioTap);
  return segments;
}

/** Asks the current document to hand over what it has recorded so far (its recorder stops; the page goes on). */
export async function flushPageAudio(page: Page): Promise<void> {
  await page
    .evaluate(async () => {
      const stop = new Promise((resolve) => setTimeout(resolve, 1500));
      dispatchEvent(new Event('pagehide'));
      await stop;
    })
    .catch(() => undefined);
}
