import { describe, expect, it } from 'vitest';
import type { Voice } from '@contract/gateway/voices';
import { EMPTY_DRAFT, validateDraft } from './order-draft';
import { orderDraftReducer, type OrderDraftAction } from './order-draft-reducer';

const voice = (id: string, name: string, favouriteSemitones?: number) =>
  ({
    id,
    name,
    accents: [
      { id: `${id}-default`, is_default: true, settings: null },
      ...(favouriteSemitones === undefined
        ? []
        : [
            {
              id: `${id}-fav`,
              is_default: false,
              settings: { favorite: true, semitones_correction: favouriteSemitones },
            },
          ]),
    ],
    narration_styles: [{ id: `${id}-style`, is_default: true }],
  }) as unknown as Voice;

const AURORA = voice('v1', 'Aurora', -3);
const DMYTRO = voice('v2', 'Dmytro');
const run = (...actions: OrderDraftAction[]) => actions.reduce(orderDraftReducer, EMPTY_DRAFT);

describe('orderDraftReducer', () => {
  it('adds a toggled voice from its favourites, in the order chosen, and removes it when toggled again', () => {
    const two = run({ type: 'toggle-voice', voice: AURORA }, { type: 'toggle-voice', voice: DMYTRO });
    expect(two.choices.map((choice) => [choice.voiceName, choice.accentId, choice.semitones])).toEqual([
      ['Aurora', 'v1-fav', '-3'],
      ['Dmytro', 'v2-default', '0'],
    ]);
    expect(
      orderDraftReducer(two, { type: 'toggle-voice', voice: AURORA }).choices.map((choice) => choice.voiceId),
    ).toEqual(['v2']);
  });

  it('adds a voice chosen in the library once, keeping one already chosen as it is', () => {
    const draft = run(
      { type: 'toggle-voice', voice: AURORA },
      { type: 'change-choice', voiceId: 'v1', change: { semitones: '1' } },
    );
    expect(orderDraftReducer(draft, { type: 'add-voice', voice: AURORA })).toBe(draft);
    expect(
      orderDraftReducer(draft, { type: 'add-voice', voice: DMYTRO }).choices.map((choice) => choice.voiceId),
    ).toEqual(['v1', 'v2']);
  });

  it("changes one voice's settings without touching the others or its identity", () => {
    const draft = run(
      { type: 'toggle-voice', voice: AURORA },
      { type: 'toggle-voice', voice: DMYTRO },
      { type: 'change-choice', voiceId: 'v2', change: { semitones: '2.5', accentId: '' } },
    );
    expect(draft.choices[0]).toMatchObject({ voiceId: 'v1', semitones: '-3' });
    expect(draft.choices[1]).toMatchObject({ voiceId: 'v2', semitones: '2.5', accentId: '' });
    expect(orderDraftReducer(draft, { type: 'remove-choice', voiceId: 'v1' }).choices).toHaveLength(1);
  });

  it('keeps text exactly as typed: semitones out of range and a label over 40 are refused by validation, not rewritten', () => {
    const draft = run(
      { type: 'toggle-voice', voice: DMYTRO },
      { type: 'change-choice', voiceId: 'v2', change: { semitones: '20' } },
      { type: 'set-label', label: 'x'.repeat(45) },
    );
    expect(draft.choices[0]!.semitones).toBe('20');
    expect(draft.label).toHaveLength(45);
    const errors = validateDraft(draft, false);
    expect(errors.choices.v2?.semitones).toBe('Enter a number from -12 to +12');
    expect(errors.label).toBe('Too long by 5 characters: at most 40');
    expect(
      validateDraft(
        orderDraftReducer(draft, { type: 'change-choice', voiceId: 'v2', change: { semitones: '2.5' } }),
        false,
      ).choices.v2,
    ).toBeUndefined();
  });

  it('sets the calibration choice and its id, and clears back to an empty draft', () => {
    const draft = run(
      { type: 'set-calibration', change: { calibration: 'specific' } },
      { type: 'set-calibration', change: { calibrationId: 'cal-1' } },
    );
    expect(draft).toMatchObject({ calibration: 'specific', calibrationId: 'cal-1' });
    expect(orderDraftReducer(draft, { type: 'clear' })).toEqual(EMPTY_DRAFT);
  });
});
