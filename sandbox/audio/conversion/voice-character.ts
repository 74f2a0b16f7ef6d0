/**
 * How a target voice's character maps onto the conversion's formant ratio. Formant frequencies scale inversely
 * with vocal-tract length, so a shorter tract raises every formant by the same factor. The figures follow the
 * classic vowel-formant surveys (Peterson & Barney 1952; Hillenbrand et al. 1995): women's formants are about
 * 1.12 × men's and children's about 1.25 ×; with age they drift slightly down. Animal and "other" characters
 * have no measured tract, so they get clearly non-human ratios that still keep speech intelligible.
 */
export type VoiceCharacter = {
  species?: 'human' | 'animal' | 'other' | null;
  gender?: 'male' | 'female' | null;
  age?: 'child' | 'young' | 'adult' | 'senior' | null;
};

const GENDER = { male: 1, female: 1.12 } as const;
const AGE = { child: 1, young: 1.02, adult: 1, senior: 0.97 } as const;
const SPECIES = { human: 1, animal: 0.9, other: 0.82 } as const;
/** Before puberty boys' and girls' tracts differ little: both about 1.25 × an adult man's formants. */
const CHILD = { male: 1.25, female: 1.27 } as const;

export function formantRatioFor(character: VoiceCharacter): number {
  const gender = character.gender ?? 'male';
  const human = character.age === 'child' ? CHILD[gender] : GENDER[gender] * AGE[character.age ?? 'adult'];
  return Math.round(human * SPECIES[character.species ?? 'human'] * 100) / 100;
}
