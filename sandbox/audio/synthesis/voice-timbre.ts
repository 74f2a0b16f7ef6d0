/**
 * A voice's character given to eSpeak itself, as a voice variant, instead of converting eSpeak's output
 * afterwards: the variant sets the pitch (base and top of the intonation, in Hz) and scales the formants by the
 * voice's formant ratio, which is what eSpeak's own f1–f5 and m1–m8 variants do. Speaking in the voice then costs
 * one synthesis and nothing more (a pitch-synchronous conversion of the output took 2–3× the synthesis itself).
 *
 * eSpeak's intonation moves between the variant's base pitch and its top, so the mean f0 of speech sits above
 * the base by an amount that grows with the intonation range. Measured on English and Ukrainian sentences with
 * a top of 1.55 × the base (the ratio of eSpeak's own variants), mean / base ≈ 1 + 0.55 × (0.2 + 0.012 × range)
 * within about 5% for ranges 30–80, so the base is chosen from the mean the voice should have.
 */
export type VoiceTimbre = {
  /** The mean f0 the voice speaks at, in Hz. */
  meanF0: number;
  /** Formant scale: > 1 for a shorter vocal tract (female, child), < 1 for a longer one. */
  formantRatio: number;
  gender: 'male' | 'female';
};

export type EspeakVariant = { name: string; definition: string };

const TOP_OVER_BASE = 1.55;

/** The base pitch that gives `meanF0` on average at eSpeak intonation range `range` (0–100). */
export function basePitchFor(meanF0: number, range: number): number {
  return meanF0 / (1 + (TOP_OVER_BASE - 1) * (0.2 + 0.012 * range));
}

/** The variant file (eSpeak's voices/!v format) for a timbre at an intonation range, named by its content. */
export function timbreVariant(timbre: VoiceTimbre, range: number): EspeakVariant {
  const base = Math.round(basePitchFor(timbre.meanF0, range));
  const top = Math.round(base * TOP_OVER_BASE);
  const formant = Math.round(Math.min(160, Math.max(60, timbre.formantRatio * 100)));
  const lines = [
    'language variant',
    `name sandbox ${base} ${formant}`,
    `gender ${timbre.gender}`,
    `pitch ${base} ${top}`,
  ];
  // Formant 0 is eSpeak's low nasal resonance; the vocal-tract formants 1–8 follow the tract length.
  for (let n = 1; n <= 8; n++) lines.push(`formant ${n} ${formant} 100 100`);
  return { name: `vs${base}f${formant}${timbre.gender === 'female' ? 'w' : 'm'}`, definition: `${lines.join('\n')}\n` };
}
