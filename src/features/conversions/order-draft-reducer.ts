import type { Voice } from '@contract/gateway/voices';
import { choiceFor, EMPTY_DRAFT, type OrderDraft, type VoiceChoice } from './order-draft';

/** Everything the order form can do to its draft, as data: the form dispatches, the store keeps the result. */
export type OrderDraftAction =
  | { type: 'toggle-voice'; voice: Voice }
  /** A voice chosen elsewhere (the library's "Use this voice"): added once, left alone if already chosen. */
  | { type: 'add-voice'; voice: Voice }
  | { type: 'change-choice'; voiceId: string; change: Partial<Omit<VoiceChoice, 'voiceId'>> }
  | { type: 'remove-choice'; voiceId: string }
  | { type: 'set-label'; label: string }
  | { type: 'set-calibration'; change: Partial<Pick<OrderDraft, 'calibration' | 'calibrationId'>> }
  | { type: 'clear' };

/**
 * The order draft's transitions. A voice toggled on starts from its saved favourites (choiceFor) and goes to the
 * end of the list; toggled off, its settings go with it. Text is kept exactly as typed (semitones stay text, a
 * label over its limit is not cut): validation says what is wrong, the reducer never rewrites.
 */
export function orderDraftReducer(draft: OrderDraft, action: OrderDraftAction): OrderDraft {
  switch (action.type) {
    case 'toggle-voice': {
      const chosen = draft.choices.some((choice) => choice.voiceId === action.voice.id);
      return {
        ...draft,
        choices: chosen
          ? draft.choices.filter((choice) => choice.voiceId !== action.voice.id)
          : [...draft.choices, choiceFor(action.voice)],
      };
    }
    case 'add-voice':
      return draft.choices.some((choice) => choice.voiceId === action.voice.id)
        ? draft
        : { ...draft, choices: [...draft.choices, choiceFor(action.voice)] };
    case 'change-choice':
      return {
        ...draft,
        choices: draft.choices.map((choice) =>
          choice.voiceId === action.voiceId ? { ...choice, ...action.change, voiceId: choice.voiceId } : choice,
        ),
      };
    case 'remove-choice':
      return { ...draft, choices: draft.choices.filter((choice) => choice.voiceId !== action.voiceId) };
    case 'set-label':
      return { ...draft, label: action.label };
    case 'set-calibration':
      return { ...draft, ...action.change };
    case 'clear':
      return EMPTY_DRAFT;
  }
}
