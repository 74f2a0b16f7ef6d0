// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { FrameBatch, nextFrame } from './frame-batch';

describe('FrameBatch', () => {
  it('applies what one task pushed once, in order, when its scheduled run comes', () => {
    const runs: Array<() => void> = [];
    const applied: string[][] = [];
    const batch = new FrameBatch<string>(
      (items) => applied.push([...items]),
      (run) => (runs.push(run), () => undefined),
    );
    batch.push('bot-started-speaking');
    batch.push('bot-output');
    batch.push('metrics');
    expect(runs).toHaveLength(1);
    expect(applied).toEqual([]);
    runs[0]!();
    expect(applied).toEqual([['bot-started-speaking', 'bot-output', 'metrics']]);
  });

  it('applies at once on flush and cancels the scheduled run', () => {
    const cancel = vi.fn();
    const applied: number[][] = [];
    const batch = new FrameBatch<number>(
      (items) => applied.push([...items]),
      () => cancel,
    );
    batch.push(1);
    batch.flush();
    batch.flush();
    expect(applied).toEqual([[1]]);
    expect(cancel).toHaveBeenCalledOnce();
  });
});

describe('FrameBatch.hold', () => {
  it('applies nothing while held, then what waited in order once released', () => {
    vi.useFakeTimers();
    const runs: Array<() => void> = [];
    const applied: string[][] = [];
    const batch = new FrameBatch<string>(
      (items) => applied.push([...items]),
      (run) => (runs.push(run), () => undefined),
    );
    batch.hold(250);
    batch.push('user-transcription');
    batch.push('bot-llm-text');
    expect(runs).toHaveLength(0);
    batch.release();
    expect(runs).toHaveLength(1);
    runs[0]!();
    expect(applied).toEqual([['user-transcription', 'bot-llm-text']]);
    vi.useRealTimers();
  });

  it('lets go by itself after its bound, and a run scheduled before it is cancelled', () => {
    vi.useFakeTimers();
    const cancel = vi.fn();
    const runs: Array<() => void> = [];
    const batch = new FrameBatch<number>(
      () => undefined,
      (run) => (runs.push(run), cancel),
    );
    batch.push(1);
    batch.hold(250);
    expect(cancel).toHaveBeenCalledOnce();
    batch.push(2);
    vi.advanceTimersByTime(249);
    expect(runs).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(runs).toHaveLength(2);
    vi.useRealTimers();
  });
});

describe('nextFrame', () => {
  it('runs once, on the animation frame, before its fallback', async () => {
    const run = vi.fn();
    nextFrame(200)(run);
    await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    expect(run).toHaveBeenCalledOnce();
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(run).toHaveBeenCalledOnce();
  });

  it('runs after its fallback when no frame comes (a hidden tab)', async () => {
    const frames = vi.spyOn(globalThis, 'requestAnimationFrame').mockReturnValue(1);
    const run = vi.fn();
    nextFrame(20)(run);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(run).toHaveBeenCalledOnce();
    frames.mockRestore();
  });
});
