import { describe, expect, it } from 'vitest';
import { latencySummary, TurnLatencyMeter } from './turn-latency';

describe('TurnLatencyMeter', () => {
  it('measures from the end of speech (or a typed message) to the first bot audio, once per turn', () => {
    let now = 0;
    const meter = new TurnLatencyMeter(() => now);
    meter.userStoppedSpeaking();
    now = 900;
    expect(meter.botAudio()).toEqual({ turn: 1, kind: 'speech', ms: 900 });
    now = 950;
    expect(meter.botAudio()).toBeNull();
    now = 2000;
    meter.textSent();
    now = 2300;
    expect(meter.botAudio()).toEqual({ turn: 2, kind: 'typed', ms: 300 });
  });

  it('counts to the moment the first audio is heard when that is later than now (it waits behind silence)', () => {
    let now = 0;
    const meter = new TurnLatencyMeter(() => now);
    meter.textSent();
    now = 40;
    expect(meter.botAudio(95)).toEqual({ turn: 1, kind: 'typed', ms: 95 });
  });

  it('restarts the clock when the user speaks again before the bot answers', () => {
    let now = 0;
    const meter = new TurnLatencyMeter(() => now);
    meter.userStoppedSpeaking();
    now = 500;
    meter.userStartedSpeaking();
    now = 1500;
    meter.userStoppedSpeaking();
    now = 2100;
    expect(meter.botAudio()?.ms).toBe(600);
  });
});

describe('latencySummary', () => {
  it('gives the median and the worst turn', () => {
    const turns = [300, 900, 500, 700].map((ms, index) => ({ turn: index + 1, kind: 'speech' as const, ms }));
    expect(latencySummary(turns)).toEqual({ count: 4, medianMs: 600, worstMs: 900 });
    expect(latencySummary(turns.slice(0, 3))).toEqual({ count: 3, medianMs: 500, worstMs: 900 });
    expect(latencySummary([])).toBeNull();
  });
});
