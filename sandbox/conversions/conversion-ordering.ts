import { affordable, conversionPrice } from '../../contract/gateway/pricing';
import { HttpError } from '../../server-common/http-error';
import {
  voiceById,
  type CatalogueAccent,
  type CatalogueStyle,
  type CatalogueVoice,
} from '../catalogue/voice-catalogue';
import type { Db } from '../store/database';
import { reservedConversionSeconds, type RecordingRow } from '../store/recording-repository';
import { findUser } from '../store/user-repository';

/**
 * The sandbox's one home for the rules of ordering a conversion, used by the order routes when an order is placed
 * and by the conversion job when it runs: which voice, accent and narration style a choice names, and whether the
 * balance covers it with what running conversions have reserved. The price and the affordability rule themselves
 * are the studio's too (contract/gateway/pricing.ts); credits are spent when a conversion finishes
 * (store/conversion-outcome.ts).
 */

export type VoiceChoice = { voice_id: string; accent_id?: string | null; narration_style_id?: string | null };

export type ResolvedChoice = {
  voice: CatalogueVoice;
  /** The accent the order named, if any (recorded on the conversion). */
  accent: CatalogueAccent | undefined;
  style: CatalogueStyle | undefined;
  /** What the voice speaks with: the named accent, else for speech the voice's default one. */
  spokenAccent: CatalogueAccent | undefined;
};

/**
 * The catalogue entries a choice names, checked: the accent must be the voice's, a text original needs one of the
 * voice's narration styles and a recording of speech takes none. `where` prefixes the messages (`conversions[1]`).
 */
export function resolveVoiceChoice(choice: VoiceChoice, forText: boolean, where: string): ResolvedChoice {
  const voice = voiceById.get(choice.voice_id);
  if (!voice) throw new HttpError(404, `${where}: voice not found`);
  const accent = choice.accent_id ? voice.accents.find((candidate) => candidate.id === choice.accent_id) : undefined;
  if (choice.accent_id && !accent) throw new HttpError(400, `${where}: accent_id is not an accent of ${voice.name}`);
  const style = choice.narration_style_id
    ? voice.narration_styles.find((candidate) => candidate.id === choice.narration_style_id)
    : undefined;
  if (forText) {
    if (!choice.narration_style_id)
      throw new HttpError(400, `${where}: narration_style_id is required for a text-to-speech original`);
    if (!style) throw new HttpError(400, `${where}: narration_style_id is not a narration style of ${voice.name}`);
  } else if (choice.narration_style_id) {
    throw new HttpError(400, `${where}: narration styles apply to text-to-speech originals only`);
  }
  const spokenAccent = accent ?? (forText ? undefined : voice.accents.find((candidate) => candidate.is_default));
  return { voice, accent, style, spokenAccent };
}

/**
 * Refuses with 402 what the balance cannot cover beside the credits running conversions have reserved. A running
 * conversion checks itself against those ordered before it only: first ordered, first served.
 */
export function requireAffordable(
  db: Db,
  userId: string,
  cost: number,
  what: 'order' | 'conversion',
  runningConversion?: Pick<RecordingRow, 'id' | 'created_at'>,
): void {
  const reserved = conversionPrice(reservedConversionSeconds(db, userId, runningConversion));
  const credits = findUser(db, userId)?.credits ?? 0;
  if (affordable(cost, credits, reserved)) return;
  const promised = reserved > 0 ? ` (${reserved.toFixed(2)} of them promised to conversions still running)` : '';
  throw new HttpError(
    402,
    `This ${what} needs ${cost.toFixed(2)} credits; the account has ${credits.toFixed(2)}${promised}`,
  );
}
