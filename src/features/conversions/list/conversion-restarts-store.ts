import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

type Restarts = {
  startedAt: Record<string, number>;
  /** A redo or retry is being sent now: its elapsed time counts from here. */
  restarted: (conversionId: string) => void;
  /** The redo or retry was refused: the time goes back to counting from the order. */
  forget: (conversionId: string) => void;
};

/**
 * When a conversion was redone or retried in this tab. The record keeps its first `created_at`, so without this
 * the elapsed time of a redo would count from the first order (a one-second job showed 540 s). Kept in the tab's
 * sessionStorage, so a reload in the middle still counts from the redo.
 */
export const useConversionRestarts = create<Restarts>()(
  persist(
    (set) => ({
      startedAt: {},
      restarted: (conversionId) => set((state) => ({ startedAt: { ...state.startedAt, [conversionId]: Date.now() } })),
      forget: (conversionId) =>
        set((state) => {
          const { [conversionId]: _forgotten, ...rest } = state.startedAt;
          return { startedAt: rest };
        }),
    }),
    {
      name: 'voice-studio.conversion-restarts',
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state) => ({ startedAt: state.startedAt }),
    },
  ),
);
