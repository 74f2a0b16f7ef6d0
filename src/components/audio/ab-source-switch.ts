/**
 * What A/B switching needs from a player: wavesurfer.js over one media element in the app, a fake in tests.
 * `load` swaps the element's source (which resets its position to 0 and stops it).
 */
export type AbDeck<Source> = {
  getCurrentTime(): number;
  isPlaying(): boolean;
  load(source: Source): Promise<void>;
  setTime(seconds: number): void;
  play(): Promise<void>;
  pause(): void;
};

/**
 * The kept position inside the next source: a conversion can be a little shorter or longer than its original,
 * so the time is clamped to the new length (a hair before the end, so the player does not finish at once).
 */
export function positionAfterSwitch(currentTime: number, nextDuration: number | null | undefined): number {
  if (!Number.isFinite(currentTime) || currentTime < 0) return 0;
  if (!nextDuration || !Number.isFinite(nextDuration)) return currentTime;
  return Math.min(currentTime, Math.max(0, nextDuration - 0.05));
}

/**
 * Switches one player between two sources and keeps where the listener was and whether it was playing. Quick
 * successive switches (A, B, A before the first source has loaded) keep the position from before the first
 * one, not the 0 of a half-loaded source, and only the last switch seeks and resumes. Seeking or pressing play
 * while a source loads changes what the switch will restore, so nothing the listener does is lost.
 */
export class AbSourceSwitch<Source> {
  private generation = 0;
  private kept: { position: number; playing: boolean } | null = null;

  constructor(private readonly deck: AbDeck<Source>) {}

  /** The listening position, also while a switch is loading (when the player itself reads 0). */
  position(): number {
    return this.kept?.position ?? this.deck.getCurrentTime();
  }

  /** Moves the listening position (the one to restore, while a switch is loading). */
  seek(seconds: number): void {
    const position = Math.max(0, seconds);
    if (this.kept) this.kept = { ...this.kept, position };
    else this.deck.setTime(position);
  }

  /** Plays or pauses (or, while a switch is loading, decides whether it resumes playing). */
  async toggle(): Promise<void> {
    if (this.kept) this.kept = { ...this.kept, playing: !this.kept.playing };
    else if (this.deck.isPlaying()) this.deck.pause();
    else await this.deck.play();
  }

  /** Whether playing, or going to play once a loading switch is done. */
  playing(): boolean {
    return this.kept?.playing ?? this.deck.isPlaying();
  }

  /** Resolves true once the new source plays from the kept position, false when a later switch took over. */
  async switchTo(source: Source, duration: number | null | undefined): Promise<boolean> {
    const kept = this.kept ?? { position: this.deck.getCurrentTime(), playing: this.deck.isPlaying() };
    this.kept = kept;
    const generation = ++this.generation;
    try {
      await this.deck.load(source);
    } catch (error) {
      if (generation !== this.generation) return false;
      this.kept = null;
      throw error;
    }
    if (generation !== this.generation) return false;
    // Read again: a seek or play/pause during the load changed what to restore.
    const restore = this.kept ?? kept;
    this.kept = null;
    this.deck.setTime(positionAfterSwitch(restore.position, duration));
    if (restore.playing) await this.deck.play();
    return true;
  }
}
