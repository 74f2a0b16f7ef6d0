export type TurnLatency = { turn: number; kind: 'speech' | 'typed'; ms: number };

/**
 * Response latency per turn: from the end of the user's speech (or the moment a typed message is sent) to the
 * bot's first audio as the user hears it (its first audible sample's output time, see BotAudioClock). Speaking
 * again before the bot answers moves the start to the new end of speech.
 */
export class TurnLatencyMeter {
  private pending: { kind: TurnLatency['kind']; at: number } | null = null;
  private turns: TurnLatency[] = [];

  constructor(private readonly now: () => number = () => performance.now()) {}

  userStoppedSpeaking(): void {
    this.pending = { kind: 'speech', at: this.now() };
  }

  userStartedSpeaking(): void {
    this.pending = null;
  }

  /** A turn is waiting for the bot's first audio. */
  get awaitingReply(): boolean {
    return this.pending !== null;
  }

  textSent(): void {
    this.pending = { kind: 'typed', at: this.now() };
  }

  /** The bot's first audio of a reply, heard at `heardAt` (now by default); returns the turn it completes, if one was waiting. */
  botAudio(heardAt = this.now()): TurnLatency | null {
    if (!this.pending) return null;
    const turn = { turn: this.turns.length + 1, kind: this.pending.kind, ms: heardAt - this.pending.at };
    this.turns.push(turn);
    this.pending = null;
    return turn;
  }
}

/** Median and worst of a session's turns (null when there were none). */
export function latencySummary(
  turns: readonly TurnLatency[],
): { count: number; medianMs: number; worstMs: number } | null {
  if (turns.length === 0) return null;
  const sorted = turns.map((turn) => turn.ms).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const medianMs = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { count: turns.length, medianMs, worstMs: sorted.at(-1)! };
}
