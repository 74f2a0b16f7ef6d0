import { SEMITONES_MAX, SEMITONES_MIN, type OrderConversion, type OrderRequest } from '@contract/gateway/conversions';
import { NAME_MAX } from '@contract/gateway/common';
import type { Voice } from '@contract/gateway/voices';
import { limitMessage } from '@/components/ui/field-limit';
import { ApiError } from '@/lib/http/api-error';

/**
 * The calibration of a speech-to-speech order, as the form offers it, and how each maps onto the gateway's two
 * fields (its document: `use_calibration` true uses `calibration_id`, false uses the account's enabled one):
 * - `enabled`: `use_calibration: false`, no id — the account's enabled calibration (or automatic, if that is
 *   the account's default);
 * - `specific`: `calibration_id` + `use_calibration: true`;
 * - `none`: `use_calibration: true` with no id. The document has no explicit "none"; the sandbox reads this
 *   combination as "no calibration: measure the speaker's pitch from this recording" (sandbox/gateway/
 *   order-routes.ts). How the real service treats it is not documented.
 */
export type CalibrationChoice = 'enabled' | 'specific' | 'none';

export function calibrationFields(
  choice: CalibrationChoice,
  calibrationId: string,
): Pick<OrderRequest, 'calibration_id' | 'use_calibration'> {
  if (choice === 'specific') return { calibration_id: calibrationId, use_calibration: true };
  return { use_calibration: choice === 'none' };
}

/** One chosen voice with its settings as typed (semitones stay text so "-" and "1." can be typed). */
export type VoiceChoice = { voiceId: string; voiceName: string; accentId: string; semitones: string; styleId: string };

export type OrderDraft = {
  choices: VoiceChoice[];
  label: string;
  calibration: CalibrationChoice;
  calibrationId: string;
};

export const EMPTY_DRAFT: OrderDraft = { choices: [], label: '', calibration: 'enabled', calibrationId: '' };

/** A newly chosen voice starts from the user's saved favourites for it, else the voice's defaults. */
export function choiceFor(voice: Voice): VoiceChoice {
  const accent =
    voice.accents.find((candidate) => candidate.settings?.favorite) ??
    voice.accents.find((candidate) => candidate.is_default);
  const style =
    voice.narration_styles.find((candidate) => candidate.settings?.favorite) ??
    voice.narration_styles.find((candidate) => candidate.is_default);
  const semitones = accent?.settings?.favorite ? (accent.settings.semitones_correction ?? 0) : 0;
  return {
    voiceId: voice.id,
    voiceName: voice.name,
    accentId: accent?.id ?? '',
    semitones: String(semitones),
    styleId: style?.id ?? '',
  };
}

/** The semitone text as a number, or null when it is not a number within −12..+12 (an empty field is 0). */
export function parseSemitones(text: string): number | null {
  const normalised = text.trim().replace('−', '-').replace(/^\+/, '');
  if (normalised === '') return 0;
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(normalised)) return null;
  const value = Number(normalised);
  return value >= SEMITONES_MIN && value <= SEMITONES_MAX ? value : null;
}

export type ChoiceErrors = Partial<Record<'voice' | 'accent' | 'semitones' | 'style', string>>;
export type OrderErrors = {
  form?: string;
  voices?: string;
  label?: string;
  calibration?: string;
  choices: Record<string, ChoiceErrors>;
};

export const hasErrors = (errors: OrderErrors) =>
  Boolean(
    errors.form ||
    errors.voices ||
    errors.label ||
    errors.calibration ||
    Object.values(errors.choices).some((e) => Object.keys(e).length > 0),
  );

/** What the form can tell before asking the server. */
export function validateDraft(draft: OrderDraft, textOriginal: boolean): OrderErrors {
  const errors: OrderErrors = { choices: {} };
  if (draft.choices.length === 0) errors.voices = 'Choose at least one voice';
  for (const choice of draft.choices) {
    const own: ChoiceErrors = {};
    if (textOriginal && !choice.styleId) own.style = 'Choose a narration style';
    if (!textOriginal && parseSemitones(choice.semitones) === null)
      own.semitones = `Enter a number from ${SEMITONES_MIN} to +${SEMITONES_MAX}`;
    if (Object.keys(own).length > 0) errors.choices[choice.voiceId] = own;
  }
  const tooLong = limitMessage(draft.label.trim(), NAME_MAX);
  if (tooLong) errors.label = tooLong;
  if (!textOriginal && draft.calibration === 'specific' && !draft.calibrationId)
    errors.calibration = 'Choose the calibration to use';
  return errors;
}

/**
 * The v2 order for a valid draft. A text original takes a narration style per voice; a speech original an accent
 * and a semitone correction per voice, and the calibration choice. The optional label goes on every conversion
 * (each row also shows its voice).
 */
export function orderRequest(originalId: string, draft: OrderDraft, textOriginal: boolean): OrderRequest {
  const label = draft.label.trim();
  const conversions = draft.choices.map((choice): OrderConversion => {
    const common = { voice_id: choice.voiceId, ...(label ? { label } : {}) };
    if (textOriginal) return { ...common, narration_style_id: choice.styleId };
    return {
      ...common,
      ...(choice.accentId ? { accent_id: choice.accentId } : {}),
      semitones_correction: parseSemitones(choice.semitones) ?? 0,
    };
  });
  return {
    original_id: originalId,
    conversions,
    ...(textOriginal ? {} : calibrationFields(draft.calibration, draft.calibrationId)),
  };
}

const CHOICE_FIELDS: Record<string, keyof ChoiceErrors> = {
  voice_id: 'voice',
  accent_id: 'accent',
  semitones_correction: 'semitones',
  narration_style_id: 'style',
};

/**
 * A failed order as messages beside the fields: a 422's entries (`conversions.1.semitones_correction`,
 * `calibration_id`, …) go to the voice row or field they name; anything else is said above the button.
 */
export function errorsFromFailure(error: unknown, draft: OrderDraft): OrderErrors {
  const errors: OrderErrors = { choices: {} };
  if (!(error instanceof ApiError)) return { ...errors, form: 'The order could not be placed; try again' };
  const unplaced: string[] = [];
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    const [head, index, leaf] = field.split('.');
    const choice = head === 'conversions' && index !== undefined ? draft.choices[Number(index)] : undefined;
    if (choice && leaf === 'label') errors.label = message;
    else if (choice) {
      const key = (leaf && CHOICE_FIELDS[leaf]) ?? 'voice';
      errors.choices[choice.voiceId] = { ...errors.choices[choice.voiceId], [key]: message };
    } else if (head === 'conversions') errors.voices = message;
    else if (head === 'calibration_id' || head === 'use_calibration') errors.calibration = message;
    else unplaced.push(`${field}: ${message}`);
  }
  if (Object.keys(error.fieldErrors).length === 0) errors.form = error.message;
  else
    errors.form =
      unplaced.length > 0 ? unplaced.join('; ') : 'Some fields need attention; see the messages beside them';
  return errors;
}

/** Both sets of messages, the second's winning where they name the same field. */
export function mergeErrors(first: OrderErrors, second: OrderErrors): OrderErrors {
  const choices: Record<string, ChoiceErrors> = { ...first.choices };
  for (const [voiceId, errors] of Object.entries(second.choices)) choices[voiceId] = { ...choices[voiceId], ...errors };
  return {
    ...first,
    ...Object.fromEntries(Object.entries(second).filter(([key, value]) => key !== 'choices' && value)),
    choices,
  };
}
