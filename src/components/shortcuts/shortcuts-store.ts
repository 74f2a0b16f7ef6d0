import { useEffect } from 'react';
import { create } from 'zustand';

export type Shortcut = { keys: string[]; does: string };
export type ShortcutGroup = { title: string; shortcuts: readonly Shortcut[] };

type ShortcutsState = {
  /** Every group on screen now, in the order they were added (the player's first). */
  groups: ShortcutGroup[];
  add: (group: ShortcutGroup) => () => void;
};

/**
 * The one registry of keyboard shortcuts: the player and each page (a list, a waveform, A/B) add what their keys
 * do while they are on screen, and the "?" overlay lists what is there, so the help never drifts from the page.
 */
export const useShortcutsStore = create<ShortcutsState>((set) => ({
  groups: [],
  add: (group) => {
    set((state) => ({ groups: [...state.groups, group] }));
    return () => set((state) => ({ groups: state.groups.filter((other) => other !== group) }));
  },
}));

/** Lists `group` in the shortcuts overlay for as long as the calling component is mounted. */
export function useShortcuts(group: ShortcutGroup): void {
  const { add } = useShortcutsStore.getState();
  useEffect(() => add(group), [add, group]);
}
