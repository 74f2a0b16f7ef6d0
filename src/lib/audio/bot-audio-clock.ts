/** Quieter than this (−34 dBFS, the bench's voicing threshold) is not yet the bot's voice: TTS output often starts in silence. */
export const AUDIBLE_LEVEL = Math.round(0.02 * 32768);

/** The index of the first sample at or above AUDIBLE_LEVEL, −1 when there is none. */
export const firstAudible = (samples: Int16Array) => samples.findIndex((sample) => Math.abs(sample) >= AUDIBLE_LEVEL);

/**
 * When the bot's audio is heard: the websocket player (wavtools' stream processor) plays each chunk as soon as it
 * arrives when nothing is queued, else after what is queued. This keeps the same account of the player's queue, so
 * the first non-silent sample of a reply is timed where it is scheduled for output, not where its chunk arrived
 * (a chunk that opens with silence, or that waits behind queued audio, is heard later than it lands). The device's
 * own output latency (AudioContext.outputLatency) comes after this and is the same for every client.
 */
export class BotAudioClock {
  /** When (same clock as `at`) the player will have played everything queued so far. */
  private queuedUntil = -Infinity;

  constructor(private readonly sampleRate: number) {}

  /**
   * Queues one chunk of s16 samples that arrived at `at` (ms); returns when its first audible sample is output,
   * or null when the chunk is all silence.
   */
  push(samples: Int16Array, at: number): number | null {
    return this.queue(samples.length, firstAudible(samples), at);
  }

  /** The same for a chunk known only by its length and the index of its first audible sample (−1: none). */
  queue(length: number, firstAudibleIndex: number, at: number): number | null {
    const start = Math.max(at, this.queuedUntil);
    this.queuedUntil = start + (length / this.sampleRate) * 1000;
    return firstAudibleIndex < 0 ? null : start + (firstAudibleIndex / this.sampleRate) * 1000;
  }
}
