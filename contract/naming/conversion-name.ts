import { distinctNames, idTail } from './distinct-names';
import { safeFileName } from './safe-file-name';

/** What names a conversion: the fields of a converted recording the studio and the sandbox both have. */
export type NamedConversion = {
  id: string;
  label?: string | null;
  voice_name?: string | null;
  accent_name?: string | null;
  semitones_correction?: number | null;
  narration_style_name?: string | null;
  calibration_name?: string | null;
  model_name?: string | null;
};

/** A pitch shift as a musician writes it, with a real minus sign: "−2 st", "+3 st". */
const semitonesText = (semitones: number) => `${semitones > 0 ? '+' : '−'}${Math.abs(semitones)} st`;

const present = (text: string | null | undefined): text is string => Boolean(text?.trim());

/**
 * Whether a label says more than the voice: not when it is the voice's name alone, or with a parenthesised tag,
 * as the label given to an order placed without one ("Aurora (US)").
 */
const saysMore = (label: string, voice: string) =>
  label !== voice && !(label.startsWith(`${voice} (`) && /^\([^()]*\)$/.test(label.slice(voice.length + 1)));

function nameWith(conversion: NamedConversion, details: Array<string | null | undefined>): string {
  const voice = conversion.voice_name?.trim() || 'Conversion';
  const label = conversion.label?.trim() ?? '';
  const head = present(label) && saysMore(label, voice) ? `${label} – ${voice}` : voice;
  const parts = details.filter(present);
  return parts.length ? `${head} (${parts.join(', ')})` : head;
}

const settings = (conversion: NamedConversion) => [
  conversion.accent_name,
  conversion.semitones_correction ? semitonesText(conversion.semitones_correction) : null,
  conversion.narration_style_name,
];

/**
 * The name a conversion goes by everywhere (rows, the player bar, A/B, the compare board, buttons' accessible
 * names, downloads and the export zip): its label plus its voice, and the accent, semitones and style where set —
 * `First pass – Boris (British English, −2 st)`. Without a label it is the voice alone with its settings. User
 * text, always rendered as text.
 */
export const conversionName = (conversion: NamedConversion): string => nameWith(conversion, settings(conversion));

/** The plain name, then one that tells equal-looking conversions apart by their calibration and model. */
function candidates(conversion: NamedConversion): [string, string] {
  const more = [
    ...settings(conversion),
    conversion.calibration_name && `calibration ${conversion.calibration_name}`,
    conversion.model_name,
  ];
  return [conversionName(conversion), nameWith(conversion, more)];
}

/** Names for conversions listed together (one original's), unique among them, by conversion id. */
export const distinctConversionNames = (conversions: readonly NamedConversion[]): Map<string, string> =>
  distinctNames(
    conversions.map((conversion) => {
      const names = candidates(conversion);
      return { id: conversion.id, names: [...names, names[1] + idTail(conversion.id)] };
    }),
  );

/**
 * File names (without extension) for conversions stored side by side, e.g. in an export zip beside
 * `original.<ext>`: unique without " (2)" counters (compared as case-insensitive file systems do), safe on every
 * file system, and the short id survives any cut of a long name.
 */
export function conversionFileNames(
  conversions: readonly NamedConversion[],
  reserved: readonly string[] = [],
): Map<string, string> {
  return distinctNames(
    conversions.map((conversion) => {
      const [plain, detailed] = candidates(conversion);
      const id = idTail(conversion.id);
      return {
        id: conversion.id,
        names: [
          safeFileName(plain, id.trim()),
          safeFileName(detailed, id.trim()),
          safeFileName(detailed, id.trim(), id),
        ],
      };
    }),
    reserved,
  );
}
