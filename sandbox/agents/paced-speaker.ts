import { floatToS16le } from '../../audio-formats/pcm-encodings';

/**
 * Plays bot speech the way a real agent's output transport does: 40 ms chunks of s16le at the player's rate,
 * paced in real time with about 100 ms queued on the client. The client does not flush its queue on barge-in
 * (docs/service-api.md#agent-audio), so more lead would keep playing over the user. While `holdWhile()` is true
 * (the user may be starting to speak) nothing is sent; `interrupt()` stops the speech for good.
 */
export const PLAYER_RATE = 24000;
const CHUNK_BYTES = 1920; // 40 ms of 24 kHz s16le, as pipecat paces it
const LEAD_MS = 100;
const HOLD_POLL_MS = 10;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type SpeakerOptions = {
  send: (pcm: Uint8Array, sampleRate: number) => void;
  holdWhile: () => boolean;
};

export class PacedSpeaker {
  private interrupted = false;
  /** When (performance.now()) the client will have played everything sent so far. */
  private playedUntil = performance.now();

  constructor(private readonly options: SpeakerOptions) {}

  get wasInterrupted(): boolean {
    return this.interrupted;
  }

  interrupt(): void {
    this.interrupted = true;
  }

  /**
   * Sends the audio (float chunks at PLAYER_RATE) as it comes, calling `onFirstAudio` just before the first
   * chunk goes out. Resolves when everything is sent, or at once when interrupted.
   */
  async play(audio: AsyncIterable<Float32Array>, onFirstAudio: () => void): Promise<void> {
    let first = true;
    for await (const samples of audio) {
      const pcm = floatToS16le(samples);
      for (let offset = 0; offset < pcm.length; offset += CHUNK_BYTES) {
        while (this.options.holdWhile() && !this.interrupted) await sleep(HOLD_POLL_MS);
        if (this.interrupted) return;
        if (first) {
          first = false;
          onFirstAudio();
          this.playedUntil = performance.now();
        }
        const chunk = pcm.subarray(offset, Math.min(pcm.length, offset + CHUNK_BYTES));
        this.options.send(chunk, PLAYER_RATE);
        this.playedUntil = Math.max(this.playedUntil, performance.now()) + (chunk.length / 2 / PLAYER_RATE) * 1000;
        await sleep(Math.max(0, this.playedUntil - performance.now() - LEAD_MS));
      }
      if (this.interrupted) return;
    }
  }

  /** Waits until the client has played what was sent, plus `extraMs`. */
  async drain(extraMs: number): Promise<void> {
    await sleep(Math.max(0, this.playedUntil - performance.now()) + extraMs);
  }
}
