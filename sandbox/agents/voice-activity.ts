import { PitchDetector } from 'pitchy';
import type { VadSettings } from '../../contract/agents/launch';

/**
 * Voice-activity detection on the client's 16 kHz s16le audio, driven by the launch's vad_settings. Each 32 ms
 * window is speech when it is loud enough (`min_volume`, on a 0..1 scale from −60 dBFS to 0 dBFS; 0 disables
 * the gate) and periodic enough to be voice (pitch clarity ≥ `confidence`, standing in for a VAD model's speech
 * probability). Speech must last `start_secs` to start a burst and silence `stop_secs` to end it. Pure and
 * clock-free: time is counted in samples, so tests feed arrays and get events with their times.
 */
export type VadEvent = { type: 'started' | 'stopped'; at: number; speechSeconds?: number };

const RATE = 16000;
const WINDOW = 512;

export function loudness(samples: Float32Array): number {
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  const rms = Math.sqrt(sum / Math.max(1, samples.length));
  const db = 20 * Math.log10(Math.max(rms, 1e-9));
  return Math.min(1, Math.max(0, (db + 60) / 60));
}

export class VoiceActivityDetector {
  private buffer = new Float32Array(0);
  private processed = 0;
  private speaking = false;
  private speechRun = 0;
  private silenceRun = 0;
  private startedAt = 0;
  private readonly detector = PitchDetector.forFloat32Array(WINDOW);

  constructor(private readonly settings: VadSettings) {}

  get isSpeaking(): boolean {
    return this.speaking;
  }

  /** Feeds s16le PCM; returns the events its windows caused. */
  push(pcm: Uint8Array): VadEvent[] {
    const view = new DataView(pcm.buffer, pcm.byteOffset, pcm.byteLength - (pcm.byteLength % 2));
    const incoming = new Float32Array(view.byteLength / 2);
    for (let i = 0; i < incoming.length; i++) incoming[i] = view.getInt16(i * 2, true) / 32768;
    const joined = new Float32Array(this.buffer.length + incoming.length);
    joined.set(this.buffer);
    joined.set(incoming, this.buffer.length);
    const events: VadEvent[] = [];
    let offset = 0;
    for (; offset + WINDOW <= joined.length; offset += WINDOW) events.push(...this.window(joined.subarray(offset, offset + WINDOW)));
    this.buffer = joined.slice(offset);
    return events;
  }

  private window(samples: Float32Array): VadEvent[] {
    this.processed += samples.length;
    const now = this.processed / RATE;
    const seconds = samples.length / RATE;
    const loudEnough = this.settings.min_volume === 0 || loudness(samples) >= this.settings.min_volume;
    const [, clarity] = loudEnough ? this.detector.findPitch(samples, RATE) : [0, 0];
    const speech = loudEnough && clarity >= this.settings.confidence;
    if (speech) {
      this.speechRun += seconds;
      this.silenceRun = 0;
    } else {
      this.silenceRun += seconds;
      if (!this.speaking) this.speechRun = 0;
    }
    if (!this.speaking && this.speechRun >= Math.max(this.settings.start_secs, seconds)) {
      this.speaking = true;
      this.startedAt = now - this.speechRun;
      return [{ type: 'started', at: this.startedAt }];
    }
    if (this.speaking && this.silenceRun >= Math.max(this.settings.stop_secs, seconds)) {
      this.speaking = false;
      this.speechRun = 0;
      const endedAt = now - this.silenceRun;
      return [{ type: 'stopped', at: endedAt, speechSeconds: endedAt - this.startedAt }];
    }
    return [];
  }
}
