// @vitest-environment happy-dom
import '@/testing/dom-testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeMedia } from '@/testing/fake-media';
import { AudioAbPlayer, type AbSource } from './AudioAbPlayer';
import type * as PlaybackStore from './playback-store';
import type { PlayItem } from './playback-store';

/**
 * The A/B view over the real playback core, whose one media element is a fake the test loads; wavesurfer.js is
 * replaced by a drawing that draws nothing (happy-dom has no canvas).
 */
const media = vi.hoisted(() => ({ current: null as unknown }));
vi.mock('./playback-store', async (importOriginal) => {
  const real = await importOriginal<typeof PlaybackStore>();
  return { ...real, usePlayback: real.createPlaybackStore(() => media.current as never) };
});
const drawings = vi.hoisted(() => [] as Array<{ peaks?: number[][] }>);
vi.mock('wavesurfer.js', () => ({
  default: {
    create: (options: { peaks?: number[][] }) => {
      drawings.push(options);
      return {
        on: () => () => {},
        once: () => {},
        setTime: () => {},
        getCurrentTime: () => 0,
        setOptions: () => {},
        destroy: () => {},
      };
    },
  },
}));

const { usePlayback } = await import('./playback-store');
/** The peaks of a side without server peaks are read through React Query (use-item-peaks.ts). */
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

const source = (id: string, label: string, duration: number): AbSource => ({
  label,
  peaks: null,
  item: {
    id,
    title: label,
    duration,
    open: async () => ({ url: `/storage/${id}.wav`, release: () => {} }),
  } satisfies PlayItem,
});
const original = source('original', 'Original', 30);
const conversion = source('conversion', 'Aurora', 20);
// The core makes its element once, on the first play: one fake serves every test.
const fake = new FakeMedia();
media.current = fake;

afterEach(() => {
  cleanup();
  usePlayback.getState().stop();
});

/** Lets the source the core asked for load. */
async function loaded(url: string) {
  await waitFor(() => expect(fake.src).toBe(url));
  act(() => fake.ready());
}

describe('AudioAbPlayer', () => {
  it('draws a side that has no server peaks from its own audio (a generation), not flat', async () => {
    const peaks = { peaks: [[0.1, 0.8, 0.4]], duration: 3 };
    const generation = (id: string): AbSource => ({
      ...source(id, id, 3),
      item: { ...source(id, id, 3).item, waveform: { peaks } },
    });
    render(<AudioAbPlayer a={generation('one')} b={generation('two')} />, { wrapper });
    await waitFor(() => expect(drawings.at(-1)?.peaks).toEqual(peaks.peaks));
  });

  it('plays side B with Space, then A by key from the same position, and says which side plays', async () => {
    render(<AudioAbPlayer a={original} b={conversion} focusOnMount />, { wrapper });
    await userEvent.keyboard(' ');
    await loaded('/storage/conversion.wav');
    await waitFor(() => expect(usePlayback.getState().status).toBe('playing'));
    act(() => usePlayback.getState().seek(12.5));

    await userEvent.keyboard('a');
    await loaded('/storage/original.wav');
    await waitFor(() => expect(fake.currentTime).toBe(12.5));
    expect(usePlayback.getState()).toMatchObject({ status: 'playing', item: { id: 'original' } });
    expect(screen.getByRole('button', { name: 'A: Original' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Pause' })).toBeVisible();
  });

  it('clamps the kept position into a shorter side', async () => {
    render(<AudioAbPlayer a={original} b={conversion} initialSide="A" />, { wrapper });
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    await loaded('/storage/original.wav');
    act(() => usePlayback.getState().seek(28));
    await userEvent.click(screen.getByRole('button', { name: 'B: Aurora' }));
    await loaded('/storage/conversion.wav');
    await waitFor(() => expect(fake.currentTime).toBeCloseTo(19.95, 2));
  });

  it('only picks the side while neither plays, and follows the core when one is loaded elsewhere', async () => {
    render(<AudioAbPlayer a={original} b={conversion} />, { wrapper });
    const before = fake.sources.length;
    await userEvent.click(screen.getByRole('button', { name: 'A: Original' }));
    expect(fake.sources).toHaveLength(before);
    act(() => void usePlayback.getState().play(conversion.item));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'B: Aurora' }).getAttribute('aria-pressed')).toBe('true'),
    );
  });
});
