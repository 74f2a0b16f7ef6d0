import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GaplessSet } from './gapless-set';

/** An audio param that records what was scheduled on it. */
class FakeParam {
  scheduled: Array<[string, number, number]> = [];
  constructor(public value: number) {}
  cancelScheduledValues(time: number) {
    this.scheduled.push(['cancel', 0, time]);
  }
  setValueAtTime(value: number, time: number) {
    this.scheduled.push(['set', value, time]);
  }
  linearRampToValueAtTime(value: number, time: number) {
    this.scheduled.push(['ramp', value, time]);
    this.value = value;
  }
}

class FakeGain {
  gain: FakeParam;
  constructor(_context: unknown, options?: { gain?: number }) {
    this.gain = new FakeParam(options?.gain ?? 1);
  }
  connect() {}
}

/** Web Audio's buffer source, as far as the set uses it: every one made is kept, to see how it was started. */
class FakeSource {
  static made: FakeSource[] = [];
  started: [number, number] | null = null;
  stopped = false;
  onended: (() => void) | null = null;
  constructor(
    _context: unknown,
    readonly options: { buffer: { duration: number }; loop: boolean; loopStart: number; loopEnd: number },
  ) {
    FakeSource.made.push(this);
  }
  connect() {}
  disconnect() {}
  start(when: number, offset: number) {
    this.started = [when, offset];
  }
  stop() {
    this.stopped = true;
  }
}

describe('a gapless set', () => {
  const context = { currentTime: 0, destination: {}, resume: vi.fn(async () => {}), close: vi.fn(async () => {}) };
  let set: GaplessSet;
  const live = () => FakeSource.made.filter((source) => !source.stopped);
  beforeEach(() => {
    FakeSource.made = [];
    context.currentTime = 1;
    vi.stubGlobal('GainNode', FakeGain);
    vi.stubGlobal('AudioBufferSourceNode', FakeSource);
    const buffers = new Map([
      ['a', { duration: 10 }],
      ['b', { duration: 4 }],
    ]);
    set = new GaplessSet(context as unknown as AudioContext, buffers as unknown as Map<string, AudioBuffer>);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('starts every item at one context time and position; a switch is a 5 ms crossfade at one instant, no restart', async () => {
    set.currentTime = 2;
    await set.play();
    expect(live().map((source) => source.started)).toEqual([
      [1, 2],
      [1, 2],
    ]);
    context.currentTime = 1.5;
    expect(set.currentTime).toBe(2.5);

    const gains = (set as unknown as { gains: Map<string, FakeGain> }).gains;
    set.select('b');
    expect(gains.get('a')!.gain.scheduled.at(-1)).toEqual(['ramp', 0, 1.505]);
    expect(gains.get('b')!.gain.scheduled.at(-1)).toEqual(['ramp', 1, 1.505]);
    expect(FakeSource.made).toHaveLength(2);
    expect(set.currentTime).toBe(2.5);
    expect(set.duration).toBe(4);
  });

  it('loops a range with the sources’ own loop points, and tells the looped position', async () => {
    await set.play();
    context.currentTime = 3.5;
    set.loop = { start: 2, end: 3 };
    expect(live().map((source) => [source.options.loop, source.options.loopStart, source.options.loopEnd])).toEqual([
      [true, 2, 3],
      [true, 2, 3],
    ]);
    expect(live()[0]!.started).toEqual([3.5, 2.5]);
    context.currentTime = 4.7;
    expect(set.currentTime).toBeCloseTo(2.7, 9);
    set.loop = null;
    expect(live()[0]!.options.loop).toBe(false);
    expect(live()[0]!.started![1]).toBeCloseTo(2.7, 9);
  });

  it('ends when the heard item ends, not when a shorter one does; pause keeps the position', async () => {
    const ended = vi.fn();
    set.addEventListener('ended', ended);
    set.currentTime = 3;
    await set.play();
    const [a, b] = live();
    b!.onended!();
    expect(ended).not.toHaveBeenCalled();
    context.currentTime = 2;
    set.pause();
    expect(set).toMatchObject({ paused: true, currentTime: 4 });
    expect(live()).toEqual([]);
    await set.play();
    live()[0]!.onended!();
    expect(ended).toHaveBeenCalledTimes(1);
    expect(set).toMatchObject({ paused: true, currentTime: 10 });
    expect(a!.stopped).toBe(true);
  });
});
