import type { TurnRecognizer } from './speech-recognizer';

/** The VAD notices speech 50–250 ms after it starts (its start_secs): the recognizer gets this much from before. */
const PRE_ROLL_SAMPLES = 16000 / 2;

/**
 * Feeds a recognizer the user's turns as they are spoken: all microphone audio passes through here, the last
 * half second is kept while nobody speaks, and from the VAD's "speech started" to the turn's end every chunk
 * goes to the recognizer at once, so little is left to decode when the turn ends.
 */
export class TurnListener {
  private readonly recent = new Int16Array(PRE_ROLL_SAMPLES);
  private written = 0;
  private listening = false;
  private carry: number | null = null;

  constructor(private readonly recognizer: TurnRecognizer) {}

  /** Microphone audio: 16 kHz s16le bytes, an odd byte waiting for its pair. */
  hear(pcm: Uint8Array): void {
    const samples = this.toSamples(pcm);
    if (this.listening) return this.recognizer.push(samples);
    for (const sample of samples) this.recent[this.written++ % PRE_ROLL_SAMPLES] = sample;
  }

  speechStarted(): void {
    if (this.listening) return;
    this.listening = true;
    const count = Math.min(this.written, PRE_ROLL_SAMPLES);
    const preRoll = new Int16Array(count);
    for (let i = 0; i < count; i++) preRoll[i] = this.recent[(this.written - count + i) % PRE_ROLL_SAMPLES]!;
    this.written = 0;
    this.recognizer.start(preRoll);
  }

  /** The turn is over: its words, and how long recognition took after the end. */
  async turnEnded(): Promise<{ text: string; seconds: number }> {
    const started = performance.now();
    this.listening = false;
    const text = await this.recognizer.finish();
    return { text, seconds: (performance.now() - started) / 1000 };
  }

  dispose(): void {
    this.recognizer.dispose();
  }

  /** s16le as Int16 samples: a copy, aligned, read in the host's order (little-endian wherever Node runs here). */
  private toSamples(pcm: Uint8Array): Int16Array {
    const bytes = this.carry === null ? pcm : Uint8Array.of(this.carry, ...pcm);
    this.carry = bytes.length % 2 === 1 ? bytes[bytes.length - 1]! : null;
    return new Int16Array(new Uint8Array(bytes.subarray(0, bytes.length & ~1)).buffer);
  }
}
