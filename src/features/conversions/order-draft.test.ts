import { describe, expect, it } from 'vitest';
import { OrderRequest } from '@contract/gateway/conversions';
import type { Voice } from '@contract/gateway/voices';
import { errorFromBody } from '@/lib/http/api-error';
import {
  calibrationFields,
  choiceFor,
  errorsFromFailure,
  orderRequest,
  parseSemitones,
  validateDraft,
  type OrderDraft,
} from './order-draft';

const ORIGINAL = '11111111-1111-4111-8111-111111111111';
const V1 = '22222222-2222-4222-8222-222222222221';
const V2 = '22222222-2222-4222-8222-222222222222';
const A1 = '33333333-3333-4333-8333-333333333331';
const S1 = '44444444-4444-4444-8444-444444444441';
const CAL = '55555555-5555-4555-8555-555555555555';

const draft = (change: Partial<OrderDraft> = {}): OrderDraft => ({
  choices: [
    { voiceId: V1, voiceName: 'Aurora', accentId: A1, semitones: '+2', styleId: S1 },
    { voiceId: V2, voiceName: 'Dmytro', accentId: '', semitones: '', styleId: '' },
  ],
  label: '  Take 1 ',
  calibration: 'enabled',
  calibrationId: '',
  ...change,
});

describe('calibration choice', () => {
  it('maps enabled, specific and none onto calibration_id and use_calibration', () => {
    expect(calibrationFields('enabled', CAL)).toEqual({ use_calibration: false });
    expect(calibrationFields('specific', CAL)).toEqual({ calibration_id: CAL, use_calibration: true });
    expect(calibrationFields('none', CAL)).toEqual({ use_calibration: true });
  });
});

describe('semitones as typed', () => {
  it('reads signs, decimals and the typographic minus within −12..+12; empty is 0', () => {
    expect(parseSemitones('')).toBe(0);
    expect(parseSemitones('+3')).toBe(3);
    expect(parseSemitones('−2.5')).toBe(-2.5);
    expect(parseSemitones('12')).toBe(12);
    expect(parseSemitones('-12')).toBe(-12);
    expect(parseSemitones('12.5')).toBeNull();
    expect(parseSemitones('-')).toBeNull();
    expect(parseSemitones('3 st')).toBeNull();
  });
});

describe('order request', () => {
  it('a speech order carries accent, semitones, the trimmed label and the calibration, and passes the contract', () => {
    const request = orderRequest(ORIGINAL, draft({ calibration: 'specific', calibrationId: CAL }), false);
    expect(request).toEqual({
      original_id: ORIGINAL,
      conversions: [
        { voice_id: V1, label: 'Take 1', accent_id: A1, semitones_correction: 2 },
        { voice_id: V2, label: 'Take 1', semitones_correction: 0 },
      ],
      calibration_id: CAL,
      use_calibration: true,
    });
    expect(OrderRequest.safeParse(request).success).toBe(true);
  });

  it('a text order carries narration styles and no calibration', () => {
    const request = orderRequest(ORIGINAL, draft({ label: '', choices: [draft().choices[0]!] }), true);
    expect(request).toEqual({ original_id: ORIGINAL, conversions: [{ voice_id: V1, narration_style_id: S1 }] });
  });

  it('validation asks for a voice, a narration style on text, semitones in range and the specific calibration', () => {
    expect(validateDraft(draft({ choices: [] }), false).voices).toBe('Choose at least one voice');
    expect(validateDraft(draft(), true).choices[V2]).toEqual({ style: 'Choose a narration style' });
    const wrong = draft({ choices: [{ ...draft().choices[0]!, semitones: '13' }], calibration: 'specific' });
    const errors = validateDraft(wrong, false);
    expect(errors.choices[V1]?.semitones).toMatch(/-12 to \+12/);
    expect(errors.calibration).toBe('Choose the calibration to use');
  });

  it('a new voice starts from its favourite accent, semitones and style', () => {
    const voice = {
      id: V1,
      name: 'Aurora',
      accents: [
        { id: 'a-default', is_default: true, settings: null },
        { id: A1, is_default: false, settings: { favorite: true, semitones_correction: -3 } },
      ],
      narration_styles: [{ id: S1, is_default: true }],
    } as unknown as Voice;
    expect(choiceFor(voice)).toEqual({ voiceId: V1, voiceName: 'Aurora', accentId: A1, semitones: '-3', styleId: S1 });
  });
});

describe('a failed order on the form', () => {
  it('puts a 422 beside the fields it names: per voice, the label, the calibration', () => {
    const error = errorFromBody(422, {
      detail: [
        { loc: ['body', 'conversions', 1, 'semitones_correction'], msg: 'Number must be at most 12', type: 'too_big' },
        { loc: ['body', 'conversions', 0, 'label'], msg: 'Too long', type: 'too_big' },
        { loc: ['body', 'calibration_id'], msg: 'Invalid UUID', type: 'invalid_format' },
      ],
    });
    const errors = errorsFromFailure(error, draft());
    expect(errors.choices[V2]).toEqual({ semitones: 'Number must be at most 12' });
    expect(errors.label).toBe('Too long');
    expect(errors.calibration).toBe('Invalid UUID');
    expect(errors.form).toMatch(/see the messages beside them/);
  });

  it('says what it cannot place, and any other failure above the button', () => {
    const error = errorFromBody(422, { detail: [{ loc: ['body', 'original_id'], msg: 'Invalid UUID', type: 'x' }] });
    expect(errorsFromFailure(error, draft()).form).toBe('original_id: Invalid UUID');
    expect(errorsFromFailure(errorFromBody(402, { detail: 'This order needs 9.3 credits' }), draft()).form).toBe(
      'This order needs 9.3 credits',
    );
    expect(errorsFromFailure(new TypeError('boom'), draft()).form).toMatch(/could not be placed/);
  });
});
