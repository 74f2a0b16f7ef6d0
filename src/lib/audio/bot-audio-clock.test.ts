import { describe, expect, it } from 'vitest';
import { AUDIBLE_LEVEL, BotAudioClock } from './bot-audio-clock';

const RATE = 24000;
/** `ms` of silence then `voicedMs` of a tone at the audible level. */
const chunk = (silentMs: number, voicedMs = 0) => {
  const samples = new Int16Array(((silentMs + voicedMs) * RATE) / 1000);
  samples.fill(AUDIBLE_LEVEL, (silentMs * RATE) / 1000);
  return samples;
};

describe('BotAudioClock', () => {
  it('times the first audible sample, not the chunk that carries it', () => {
    const clock = new BotAudioClock(RATE);
    expect(clock.push(chunk(40), 1000)).toBeNull();
    // Arrives 10 ms after the silent chunk, so it waits 30 ms behind it, then 25 ms of its own silence.
    expect(clock.push(chunk(25, 15), 1010)).toBe(1065);
  });

  it('plays a chunk at once when the queue has run dry', () => {
    const clock = new BotAudioClock(RATE);
    clock.push(chunk(40), 0);
    expect(clock.push(chunk(0, 40), 500)).toBe(500);
  });

  it('hears nothing below the audible level', () => {
    const clock = new BotAudioClock(RATE);
    expect(clock.push(new Int16Array(960).fill(AUDIBLE_LEVEL - 1), 0)).toBeNull();
    expect(clock.push(new Int16Array(960).fill(-AUDIBLE_LEVEL), 0)).toBe(40);
  });
});
