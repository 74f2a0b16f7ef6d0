const START_LEAD_S = 0.12;
const MAX_LEAD_S = 1;
const FADE_S = 0.006;

/**
 * Plays PCM chunks as they arrive, gaplessly: each chunk is an AudioBuffer scheduled to start exactly where the
 * previous one ends, in a context running at the stream's own rate, so consecutive chunks join sample by sample
 * (no resampling seams, no clicks). A short fade opens the stream and closes it on stop. When the network falls
 * behind the player (an underrun), playback resumes after a doubled lead, so one slow chunk does not become a
 * stutter on every chunk after it.
 */
export class PcmStreamPlayer {
  readonly context: AudioContext;
  private readonly gain: GainNode;
  private readonly sources = new Set<AudioBufferSourceNode>();
  private lead = START_LEAD_S;
  private startTime: number | null = null;
  private nextTime = 0;
  private closed = false;
  /** How often playback ran dry and had to wait for the network. */
  underruns = 0;

  constructor(readonly sampleRate: number) {
    this.context = new AudioContext({ sampleRate, latencyHint: 'interactive' });
    this.gain = this.context.createGain();
    this.gain.connect(this.context.destination);
  }

  /** Must be called from the click that starts the stream where autoplay rules apply. */
  resume(): Promise<void> {
    return this.context.resume();
  }

  push(samples: Float32Array): void {
    if (this.closed || samples.length === 0) return;
    const buffer = this.context.createBuffer(1, samples.length, this.sampleRate);
    buffer.copyToChannel(new Float32Array(samples), 0);
    const now = this.context.currentTime;
    if (this.startTime === null) {
      this.nextTime = now + this.lead;
      this.startTime = this.nextTime;
      this.gain.gain.setValueAtTime(0, this.nextTime);
      this.gain.gain.linearRampToValueAtTime(1, this.nextTime + FADE_S);
    } else if (this.nextTime < now + 0.01) {
      this.underruns += 1;
      this.lead = Math.min(MAX_LEAD_S, this.lead * 2);
      this.nextTime = now + this.lead;
    }
    const source = this.context.createBufferSource();
    source.buffer = buffer;
    source.connect(this.gain);
    source.start(this.nextTime);
    source.onended = () => this.sources.delete(source);
    this.sources.add(source);
    this.nextTime += buffer.duration;
  }

  /** Seconds of audio played so far (0 before the first chunk starts). */
  get position(): number {
    if (this.startTime === null) return 0;
    return Math.max(0, Math.min(this.context.currentTime, this.nextTime) - this.startTime);
  }

  /** Seconds scheduled in all. */
  get scheduled(): number {
    return this.startTime === null ? 0 : this.nextTime - this.startTime;
  }

  /** Resolves once everything scheduled has played. */
  async drained(): Promise<void> {
    while (!this.closed && this.context.currentTime < this.nextTime) {
      await new Promise((resolve) =>
        setTimeout(resolve, Math.min(250, (this.nextTime - this.context.currentTime) * 1000 + 20)),
      );
    }
  }

  /** Fades out (no click), stops every source and releases the audio device. */
  async stop(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const now = this.context.currentTime;
    this.gain.gain.cancelScheduledValues(now);
    this.gain.gain.setValueAtTime(this.gain.gain.value, now);
    this.gain.gain.linearRampToValueAtTime(0, now + FADE_S * 2);
    await new Promise((resolve) => setTimeout(resolve, FADE_S * 2000 + 10));
    for (const source of this.sources) source.stop();
    this.sources.clear();
    await this.context.close().catch(() => undefined);
  }
}
