// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AudioAbPlayer, type AbSource } from './AudioAbPlayer';

/**
 * The player's own logic runs for real (the source switch, keys, React state) over happy-dom's media element.
 * Only wavesurfer.js is replaced: it draws on a canvas happy-dom does not have, and here it only has to set the
 * element's source and say when it can play, as the browser would after loading.
 */
type FakeSurfer = { media: HTMLMediaElement; loads: string[]; emit(event: string): void };
const surfers: FakeSurfer[] = [];

vi.mock('wavesurfer.js', () => ({
  default: {
    create: ({ media }: { media: HTMLMediaElement }) => {
      const listeners = new Map<string, Set<() => void>>();
      const surfer: FakeSurfer & Record<string, unknown> = {
        media,
        loads: [],
        emit: (event: string) => listeners.get(event)?.forEach((listener) => listener()),
        on: (event: string, listener: () => void) => {
          if (!listeners.has(event)) listeners.set(event, new Set());
          listeners.get(event)!.add(listener);
          return () => listeners.get(event)?.delete(listener);
        },
        load: async (url: string) => {
          surfer.loads.push(url);
          media.src = url;
          media.currentTime = 0;
          queueMicrotask(() => media.dispatchEvent(new Event('canplay')));
        },
        setOptions: () => undefined,
        destroy: () => undefined,
      };
      surfers.push(surfer);
      return surfer;
    },
  },
}));

const original: AbSource = { url: '/storage/original.wav', label: 'Original', duration: 30, peaks: null };
const conversion: AbSource = { url: '/storage/conversion.wav', label: 'Aurora', duration: 20, peaks: null };

afterEach(() => {
  cleanup();
  surfers.length = 0;
  vi.restoreAllMocks();
});

async function renderPlayer() {
  render(<AudioAbPlayer a={original} b={conversion} focusOnMount />);
  const surfer = surfers.at(-1)!;
  await waitFor(() => expect(surfer.loads).toEqual([conversion.url]));
  return surfer;
}

describe('AudioAbPlayer', () => {
  it('opens on B and switches to A by key, keeping the listening position', async () => {
    const surfer = await renderPlayer();
    act(() => {
      surfer.media.currentTime = 12.5;
    });
    await userEvent.keyboard('a');
    await waitFor(() => expect(surfer.loads).toEqual([conversion.url, original.url]));
    await waitFor(() => expect(surfer.media.currentTime).toBe(12.5));
    expect(screen.getByRole('button', { name: 'A: Original' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'B: Aurora' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('clamps the kept position into a shorter side', async () => {
    render(<AudioAbPlayer a={original} b={conversion} initialSide="A" />);
    const surfer = surfers.at(-1)!;
    await waitFor(() => expect(surfer.loads).toEqual([original.url]));
    act(() => {
      surfer.media.currentTime = 28;
    });
    await userEvent.click(screen.getByRole('button', { name: 'B: Aurora' }));
    await waitFor(() => expect(surfer.media.currentTime).toBeCloseTo(19.95, 2));
  });

  it('plays and pauses with space, and a switch while playing resumes on the other side', async () => {
    const surfer = await renderPlayer();
    const play = vi.spyOn(surfer.media, 'play').mockImplementation(async () => {
      Object.defineProperty(surfer.media, 'paused', { configurable: true, value: false });
      surfer.emit('play');
    });
    await userEvent.keyboard(' ');
    expect(play).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeTruthy();

    await userEvent.keyboard('a');
    await waitFor(() => expect(play).toHaveBeenCalledTimes(2));
    expect(surfer.loads.at(-1)).toBe(original.url);
  });

  it('says so when a side cannot be loaded', async () => {
    const surfer = await renderPlayer();
    const broken = vi.fn(async (url: string) => {
      surfer.loads.push(url);
      queueMicrotask(() => surfer.media.dispatchEvent(new Event('error')));
    });
    (surfer as unknown as { load: typeof broken }).load = broken;
    await userEvent.keyboard('a');
    expect((await screen.findByRole('alert')).textContent).toBe('Original could not be loaded');
  });
});
