import { describe, expect, it } from 'vitest';
import { AbSourceSwitch, positionAfterSwitch, type AbDeck } from './ab-source-switch';

/**
 * A media element's behaviour that matters here: loading a source resets the position to 0 and stops playback;
 * the load finishes when the test says so (like metadata arriving over the network).
 */
class FakeDeck implements AbDeck<string> {
  source = '';
  time = 0;
  playing = false;
  loads: { source: string; finish: () => void; fail: (error: Error) => void }[] = [];
  getCurrentTime = () => this.time;
  isPlaying = () => this.playing;
  load = (source: string) =>
    new Promise<void>((resolve, reject) => {
      this.source = source;
      this.time = 0;
      this.playing = false;
      this.loads.push({ source, finish: resolve, fail: reject });
    });
  setTime = (seconds: number) => {
    this.time = seconds;
  };
  play = async () => {
    this.playing = true;
  };
  pause = () => {
    this.playing = false;
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('A/B position keeping', () => {
  it('clamps the kept position inside the next source', () => {
    expect(positionAfterSwitch(3.2, 10)).toBe(3.2);
    expect(positionAfterSwitch(9.99, 9.5)).toBeCloseTo(9.45, 5);
    expect(positionAfterSwitch(4, undefined)).toBe(4);
    expect(positionAfterSwitch(Number.NaN, 10)).toBe(0);
  });

  it('switching keeps the position and the playing state', async () => {
    const deck = new FakeDeck();
    const ab = new AbSourceSwitch(deck);
    deck.time = 1.25;
    deck.playing = true;
    const switched = ab.switchTo('b.wav', 3);
    expect(deck.getCurrentTime()).toBe(0);
    expect(ab.position()).toBe(1.25);
    deck.loads[0]!.finish();
    expect(await switched).toBe(true);
    expect(deck).toMatchObject({ source: 'b.wav', time: 1.25, playing: true });
  });

  it('a paused player stays paused at the kept position', async () => {
    const deck = new FakeDeck();
    const ab = new AbSourceSwitch(deck);
    deck.time = 2;
    const switched = ab.switchTo('a.wav', 2.5);
    deck.loads[0]!.finish();
    await switched;
    expect(deck).toMatchObject({ source: 'a.wav', time: 2, playing: false });
  });

  it('quick successive switches keep the position from before the first and only the last one seeks', async () => {
    const deck = new FakeDeck();
    const ab = new AbSourceSwitch(deck);
    deck.time = 0.8;
    deck.playing = true;
    const first = ab.switchTo('b.wav', 3);
    const second = ab.switchTo('a.wav', 3);
    expect(ab.position()).toBe(0.8);
    deck.loads[0]!.finish();
    expect(await first).toBe(false);
    expect(deck.time).toBe(0);
    deck.loads[1]!.finish();
    expect(await second).toBe(true);
    expect(deck).toMatchObject({ source: 'a.wav', time: 0.8, playing: true });
  });

  it('a superseded load that fails is ignored; a failing last load reports and forgets the kept position', async () => {
    const deck = new FakeDeck();
    const ab = new AbSourceSwitch(deck);
    deck.time = 1;
    const first = ab.switchTo('b.wav', 3);
    const second = ab.switchTo('a.wav', 3);
    deck.loads[0]!.fail(new Error('aborted'));
    expect(await first).toBe(false);
    deck.loads[1]!.fail(new Error('404'));
    await expect(second).rejects.toThrow('404');
    await settle();
    expect(ab.position()).toBe(0);
  });

  it('a seek or play pressed while a source loads is what the switch restores', async () => {
    const deck = new FakeDeck();
    const ab = new AbSourceSwitch(deck);
    const first = ab.switchTo('b.wav', 6);
    ab.seek(2);
    expect(ab.position()).toBe(2);
    await ab.toggle();
    expect(deck.playing).toBe(false);
    expect(ab.playing()).toBe(true);
    deck.loads[0]!.finish();
    await first;
    expect(deck).toMatchObject({ time: 2, playing: true });
    await ab.toggle();
    expect(deck.playing).toBe(false);
    ab.seek(-1);
    expect(deck.time).toBe(0);
  });

  it('clamps to a shorter conversion', async () => {
    const deck = new FakeDeck();
    const ab = new AbSourceSwitch(deck);
    deck.time = 3.1;
    const switched = ab.switchTo('b.wav', 3);
    deck.loads[0]!.finish();
    await switched;
    expect(deck.time).toBeCloseTo(2.95, 5);
  });
});
