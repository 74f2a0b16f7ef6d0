import { useEffect, useState } from 'react';
import { ShortcutsOverlay } from '@/components/shortcuts/ShortcutsOverlay';
import { useShortcuts } from '@/components/shortcuts/shortcuts-store';
import { PLAYER_SHORTCUTS, playerCommand } from './playback-keys';
import { listenForPlayback, usePlayback } from './playback-store';

const PLAYER_GROUP = { title: 'Player (anywhere but a text field)', shortcuts: PLAYER_SHORTCUTS };

/**
 * Mounted with the signed-in frame. The studio's playback keys from anywhere in the page (see playback-keys.ts), and the "?" overlay. A key a page
 * already handled (a list's Space on its row, a waveform's arrows) is left to it: pages call preventDefault.
 */
export function PlayerKeys() {
  const [help, setHelp] = useState(false);
  useShortcuts(PLAYER_GROUP);
  // Other audio in the page (the recorder's take) keeps the one-audio rule. Leaving the signed-in studio (sign-out,
  // an expired session) stops what plays: no audio without its controls.
  useEffect(() => {
    const stopListening = listenForPlayback(document);
    return () => {
      stopListening();
      usePlayback.getState().stop();
    };
  }, []);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const command = playerCommand(event);
      // Holding an arrow keeps seeking; holding Space or M does not flicker.
      if (!command || (event.repeat && command.kind !== 'seek')) return;
      const player = usePlayback.getState();
      if (command.kind === 'help') setHelp(true);
      else if (command.kind === 'mute') player.toggleMute();
      else if (!player.item) return;
      else if (command.kind === 'toggle') player.toggle();
      else player.seekBy(command.seconds);
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  return <ShortcutsOverlay open={help} onOpenChange={setHelp} />;
}
