import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { LaunchForm } from './launch-form';

type PresetsState = {
  presets: Record<string, LaunchForm>;
  save: (name: string, form: LaunchForm) => void;
  remove: (name: string) => void;
};

/** Launch forms saved under a name in this browser (localStorage), to relaunch the same agent set-up later. */
export const useLaunchPresetsStore = create<PresetsState>()(
  persist(
    (set) => ({
      presets: {},
      save: (name, form) => set((state) => ({ presets: { ...state.presets, [name]: form } })),
      remove: (name) =>
        set((state) => {
          const { [name]: _removed, ...rest } = state.presets;
          return { presets: rest };
        }),
    }),
    { name: 'voice-studio.agent-launch-presets' },
  ),
);
