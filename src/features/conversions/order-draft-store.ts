import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { EMPTY_DRAFT, type OrderDraft } from './order-draft';
import { orderDraftReducer, type OrderDraftAction } from './order-draft-reducer';

type Drafts = {
  drafts: Record<string, OrderDraft>;
  dispatch: (originalId: string, action: OrderDraftAction) => void;
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
      dispatch: (originalId, action) =>
        set((state) => ({
          drafts: { ...state.drafts, [originalId]: orderDraftReducer(state.drafts[originalId] ?? EMPTY_DRAFT, action) },
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
