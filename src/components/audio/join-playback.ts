import { usePlaybackStore } from './playback-store';

/**
 * Makes a media element that is not in the document (wavesurfer's, the A/B player's, the list player's) follow the
 * one-audio-at-a-time rule: when it starts, whatever played before pauses. Returns how to leave.
 */
export function joinPlayback(media: HTMLMediaElement): () => void {
  const onPlay = () => usePlaybackStore.getState().claim(media);
  const onStop = () => usePlaybackStore.getState().release(media);
  media.addEventListener('play', onPlay);
  media.addEventListener('pause', onStop);
  media.addEventListener('ended', onStop);
  return () => {
    onStop();
    media.removeEventListener('play', onPlay);
    media.removeEventListener('pause', onStop);
    media.removeEventListener('ended', onStop);
  };
}
