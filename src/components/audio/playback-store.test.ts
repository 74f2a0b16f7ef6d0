// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenForPlayback, usePlaybackStore } from './playback-store';

/** An audio element whose play/pause only fire the events a browser would (happy-dom plays nothing). */
function fakeAudio(): HTMLAudioElement {
  const audio = document.createElement('audio');
  let paused = true;
  Object.defineProperty(audio, 'paused', { get: () => paused });
  audio.play = vi.fn(async () => {
    paused = false;
    audio.dispatchEvent(new Event('play'));
  });
  audio.pause = vi.fn(() => {
    paused = true;
    audio.dispatchEvent(new Event('pause'));
  });
  document.body.append(audio);
  return audio;
}

describe('playback-store', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    document.body.replaceChildren();
    usePlaybackStore.setState({ current: null });
  });

  it('pauses the element that was playing when another one starts', async () => {
    stop = listenForPlayback(document);
    const first = fakeAudio();
    const second = fakeAudio();
    await first.play();
    expect(usePlaybackStore.getState().current).toBe(first);
    await second.play();
    expect(first.pause).toHaveBeenCalledTimes(1);
    expect(first.paused).toBe(true);
    expect(usePlaybackStore.getState().current).toBe(second);
  });

  it('forgets an element once it pauses, so nothing is paused twice', async () => {
    stop = listenForPlayback(document);
    const first = fakeAudio();
    await first.play();
    first.pause();
    expect(usePlaybackStore.getState().current).toBeNull();
    const second = fakeAudio();
    await second.play();
    expect(first.pause).toHaveBeenCalledTimes(1);
  });

  it('takes in elements outside the document that claim themselves', async () => {
    stop = listenForPlayback(document);
    const inPage = fakeAudio();
    await inPage.play();
    const detached = document.createElement('audio');
    usePlaybackStore.getState().claim(detached);
    expect(inPage.pause).toHaveBeenCalled();
    expect(usePlaybackStore.getState().current).toBe(detached);
  });

  it('stops listening when asked', async () => {
    listenForPlayback(document)();
    const first = fakeAudio();
    await first.play();
    expect(usePlaybackStore.getState().current).toBeNull();
  });
});
