// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeMedia } from '../../testing/fake-media';
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
vi.mock('wavesurfer.js', () => ({
  default: {
    create: () => ({
      on: () => () => {},
      once: () => {},
      setTime: () => {},
      getCurrentTime: () => 0,
      setOptions: () => {},
      destroy: () => {},
    }),
  },
}));

const { usePlayback } = await import('./playback-store');

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
  it('plays side B with Space, then A by key from the same position, and says which side plays', async () => {
    render(<AudioAbPlayer a={original} b={conversion} focusOnMount />);
    await userEvent.keyboard(' ');
    await loaded('/storage/conversion.wav');
    await waitFor(() => expect(usePlayback.getState().status).toBe('playing'));
    act(() => usePlayback.getState().seek(12.5));

    await userEvent.keyboard('a');
    await loaded('/storage/original.wav');
    await waitFor(() => expect(fake.currentTime).toBe(12.5));
    expect(usePlayback.getState()).toMatchObject({ status: 'playing', item: { id: 'original' } });
    expect(screen.getByRole('button', { name: 'A: Original' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
  });

  it('clamps the kept position into a shorter side', async () => {
    render(<AudioAbPlayer a={original} b={conversion} initialSide="A" />);
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    await loaded('/storage/original.wav');
    act(() => usePlayback.getState().seek(28));
    await userEvent.click(screen.getByRole('button', { name: 'B: Aurora' }));
    await loaded('/storage/conversion.wav');
    await waitFor(() => expect(fake.currentTime).toBeCloseTo(19.95, 2));
  });

  it('only picks the side while neither plays, and follows the core when one is loaded elsewhere', async () => {
    render(<AudioAbPlayer a={original} b={conversion} />);
    const before = fake.sources.length;
    await userEvent.click(screen.getByRole('button', { name: 'A: Original' }));
    expect(fake.sources).toHaveLength(before);
    act(() => void usePlayback.getState().play(conversion.item));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'B: Aurora' }).getAttribute('aria-pressed')).toBe('true'),
    );
  });
});
