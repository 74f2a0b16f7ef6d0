import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { EMPTY_DRAFT, type OrderDraft } from './order-draft';

type Drafts = {
  drafts: Record<string, OrderDraft>;
  update: (originalId: string, change: (draft: OrderDraft) => OrderDraft) => void;
  clear: (originalId: string) => void;
};

/**
 * Order forms as typed, per original, kept in this tab's sessionStorage: a failed order keeps them, and so does a
 * 401 in the middle (sign in, come back, the form is as it was) or a reload. Cleared once an order is placed.
 */
export const useOrderDrafts = create<Drafts>()(
  persist(
    (set) => ({
      drafts: {},
      update: (originalId, change) =>
        set((state) => ({
          drafts: { ...state.drafts, [originalId]: change(state.drafts[originalId] ?? EMPTY_DRAFT) },
        })),
      clear: (originalId) =>
        set((state) => {
          const { [originalId]: _cleared, ...rest } = state.drafts;
          return { drafts: rest };
        }),
    }),
    {
      name: 'voice-studio.order-drafts',
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state) => ({ drafts: state.drafts }),
    },
  ),
);
