import type { Voice } from '@contract/gateway/voices';
import type { EnumFilter } from './voice-list-state';

/** Words for the catalogue's enumerated values, as a person would say them. */
export const FILTER_LABELS: Record<EnumFilter, { title: string; values: Record<string, string> }> = {
  gender: { title: 'Gender', values: { female: 'Female', male: 'Male' } },
  age_group: { title: 'Age', values: { child: 'Child', young: 'Young', adult: 'Adult', senior: 'Senior' } },
  pitch_group: { title: 'Pitch', values: { low: 'Low', mid: 'Mid', high: 'High' } },
  species: { title: 'Species', values: { human: 'Human', animal: 'Animal', other: 'Other' } },
  visibility: { title: 'Visibility', values: { public: 'Public', paid: 'Paid', private: 'Private', kids: 'Kids' } },
};

export const SORT_LABELS = {
  default: 'Recommended',
  name: 'Name',
  pitch: 'Pitch',
  rating: 'Rating',
  created_at: 'Newest',
} as const;

/** The facts shown under a voice's name: gender, age, pitch, species, nationality, in that order, known ones only. */
export function voiceFacts(voice: Voice): string[] {
  const word = (field: EnumFilter) => {
    const value = voice[field];
    return value ? FILTER_LABELS[field].values[value] : undefined;
  };
  return [
    word('gender'),
    word('age_group'),
    voice.pitch_group ? `${word('pitch_group')} pitch` : undefined,
    word('species'),
    voice.nationality ?? undefined,
  ].filter((fact): fact is string => Boolean(fact));
}

/** The rating is 0 to 100; shown as "4.2 / 5" like marketplace stars. */
export const ratingText = (rating: number) => `${(rating / 20).toFixed(1)} / 5`;

export const tiersText = (voice: Pick<Voice, 'tiers'>) => voice.tiers.map((tier) => tier.name).join(', ');
