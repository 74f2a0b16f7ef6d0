import { create } from 'zustand';

type Restarts = { startedAt: Record<string, number>; restarted: (conversionId: string) => void };

/**
 * When a conversion was redone or retried in this tab. The record keeps its first `created_at`, so without this
 * the elapsed time of a redo would count from the first order.
 */
export const useConversionRestarts = create<Restarts>((set) => ({
  startedAt: {},
  restarted: (conversionId) => set((state) => ({ startedAt: { ...state.startedAt, [conversionId]: Date.now() } })),
}));
