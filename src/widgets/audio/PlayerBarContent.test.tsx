// @vitest-environment happy-dom
import '@/testing/dom-testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeMedia } from '@/testing/fake-media';
import { PlayerBarContent } from './PlayerBarContent';
import type * as PlaybackStore from './playback-store';
import type { PlayItem } from './playback-store';

/** The bar over the real playback core, whose one media element is a fake the test loads. */
const media = vi.hoisted(() => ({ current: null as unknown }));
vi.mock('./playback-store', async (importOriginal) => {
  const real = await importOriginal<typeof PlaybackStore>();
  return { ...real, usePlayback: real.createPlaybackStore(() => media.current as never) };
});
const { usePlayback } = await import('./playback-store');

// The core makes its element once, on the first play: one fake serves every test.
const fake = new FakeMedia();
media.current = fake;

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>
    <MemoryRouter>{children}</MemoryRouter>
  </QueryClientProvider>
);
const renderBar = (open = true) =>
  render(<PlayerBarContent open={open} onOpenChange={() => {}} title="The player" />, { wrapper });

const take: PlayItem = {
  id: 'recording:7',
  title: 'Morning take',
  duration: 30,
  open: async () => ({ url: '/storage/7.wav', release: () => {} }),
  waveform: { peaks: { peaks: [[0.2, 0.9, 0.5, 0.1]], duration: 30 } },
};

/** Starts `item` in the core and lets its source load, as a row's play button does. */
async function playing(item: PlayItem) {
  act(() => void usePlayback.getState().play(item));
  await waitFor(() => expect(fake.src).toBe('/storage/7.wav'));
  act(() => fake.ready());
  await waitFor(() => expect(usePlayback.getState().status).toBe('playing'));
}

beforeEach(() => {
  localStorage.clear();
  document.title = 'Library · Voice Studio';
  window.history.pushState({}, '', '/library?folder=3');
});
afterEach(() => {
  cleanup();
  usePlayback.getState().stop();
  if (usePlayback.getState().muted) usePlayback.getState().toggleMute();
  usePlayback.getState().setVolume(1);
});

describe('PlayerBarContent', () => {
  it('shows nothing until something plays, nor once closed', async () => {
    const { rerender } = renderBar();
    expect(screen.queryByRole('region', { name: 'Player' })).toBeNull();
    await playing(take);
    expect(screen.getByRole('region', { name: 'Player' })).toBeVisible();
    rerender(<PlayerBarContent open={false} onOpenChange={() => {}} title="The player" />);
    expect(screen.queryByRole('region', { name: 'Player' })).toBeNull();
  });

  it('names what plays, links back to the page it was started from and draws its waveform', async () => {
    renderBar();
    await playing(take);
    expect(screen.getByTestId('player-title')).toHaveTextContent('Morning take');
    const back = screen.getByRole('link', { name: 'From Library' });
    expect(back).toHaveAttribute('href', '/library?folder=3');
    expect(screen.getByTestId('mini-waveform').dataset.peaks).toBe('drawn');
  });

  it('pauses and plays again with its button, which says what it will do', async () => {
    renderBar();
    await playing(take);
    const bar = screen.getByRole('region', { name: 'Player' });
    expect(bar.dataset.status).toBe('playing');
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(fake.paused).toBe(true);
    expect(bar.dataset.status).toBe('paused');
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(fake.paused).toBe(false);
    expect(screen.getByRole('button', { name: 'Pause' })).toBeVisible();
  });

  it('shows the position and the length, in text and on its slider', async () => {
    renderBar();
    await playing(take);
    act(() => usePlayback.getState().seek(12.5));
    expect(screen.getByTestId('player-bar-time')).toHaveTextContent('0:12.5 / 0:30.0');
    const slider = screen.getByRole('slider', { name: 'Position in Morning take' });
    expect(slider).toHaveAttribute('aria-valuetext', '0:12.5 of 0:30.0');
    expect(slider).toHaveAttribute('aria-valuemax', '30');
    await userEvent.click(screen.getByRole('button', { name: 'Forward 5 seconds' }));
    expect(fake.currentTime).toBe(17.5);
    await userEvent.click(screen.getByRole('button', { name: 'Back 5 seconds' }));
    expect(screen.getByTestId('player-bar-time')).toHaveTextContent('0:12.5 / 0:30.0');
  });

  it('takes the length from the peaks while neither the item nor the media has told it', async () => {
    renderBar();
    await playing({ ...take, duration: 0 });
    expect(screen.getByTestId('player-bar-time')).toHaveTextContent('0:00.0 / 0:30.0');
    screen.getByRole('slider', { name: 'Position in Morning take' }).focus();
    await userEvent.keyboard('{End}');
    expect(usePlayback.getState().time).toBe(30);
  });

  it('mutes with one toggle button whose name stays and whose pressed state tells, and remembers it', async () => {
    renderBar();
    await playing(take);
    const mute = screen.getByRole('button', { name: 'Mute player' });
    expect(mute).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(mute);
    expect(screen.getByRole('button', { name: 'Mute player' })).toHaveAttribute('aria-pressed', 'true');
    expect(fake.muted).toBe(true);
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveAttribute('aria-valuetext', '0%');
    expect(localStorage.getItem('voice-studio.muted')).toBe('true');
    await userEvent.click(mute);
    expect(fake.muted).toBe(false);
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveAttribute('aria-valuetext', '100%');
  });

  it('moves with its slider keys (5 s, 1 s with Shift, Home, End) and keeps them from the studio-wide keys', async () => {
    renderBar();
    await playing(take);
    const slider = screen.getByRole('slider', { name: 'Position in Morning take' });
    slider.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(usePlayback.getState().time).toBe(5);
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(usePlayback.getState().time).toBe(6);
    await userEvent.keyboard('{ArrowDown}');
    expect(usePlayback.getState().time).toBe(1);
    await userEvent.keyboard('{End}');
    expect(usePlayback.getState().time).toBe(30);
    await userEvent.keyboard('{Home}');
    expect(fake.currentTime).toBe(0);
    // A handled key is marked as such, so the studio's own arrow keys (PlayerKeys) do not seek a second time;
    // any other key is left alone.
    expect(fireEvent.keyDown(slider, { key: 'ArrowLeft' })).toBe(false);
    expect(fireEvent.keyDown(slider, { key: 'x' })).toBe(true);
  });

  it('closes: the core stops and forgets the item', async () => {
    renderBar();
    await playing(take);
    await userEvent.click(screen.getByRole('button', { name: 'Close the player' }));
    expect(usePlayback.getState()).toMatchObject({ item: null, status: 'idle' });
    expect(fake.paused).toBe(true);
    expect(screen.queryByRole('region', { name: 'Player' })).toBeNull();
  });

  it('says why an item could not be played', async () => {
    renderBar();
    act(() => void usePlayback.getState().play({ ...take, id: 'recording:8' }));
    await waitFor(() => expect(fake.src).toBe('/storage/7.wav'));
    act(() => fake.fail());
    expect(await screen.findByRole('alert')).toHaveTextContent('Morning take could not be played');
  });
});
