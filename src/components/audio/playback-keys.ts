export type PlaybackKey = { kind: 'toggle' } | { kind: 'seek'; seconds: number } | { kind: 'next'; step: 1 | -1 };

type KeyLike = { key: string; shiftKey: boolean; altKey: boolean; ctrlKey: boolean; metaKey: boolean };

/**
 * The keys a playable list shares (the folder's originals, an original's conversions): Space plays or pauses the
 * row in focus, Left/Right seek 5 s (1 s with Shift), N plays the next row and Shift+N the one before. Space is
 * left alone on buttons (`spaceToggles` false), where it already presses the button in focus (a star, a play
 * button). Shortcuts with Ctrl, Alt or Meta belong to the browser.
 */
export function playbackKey(event: KeyLike, spaceToggles: boolean): PlaybackKey | null {
  if (event.ctrlKey || event.altKey || event.metaKey) return null;
  if (event.key === ' ') return spaceToggles ? { kind: 'toggle' } : null;
  if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
    const seconds = event.shiftKey ? 1 : 5;
    return { kind: 'seek', seconds: event.key === 'ArrowRight' ? seconds : -seconds };
  }
  if (event.key === 'n' || event.key === 'N') return { kind: 'next', step: event.shiftKey ? -1 : 1 };
  return null;
}
