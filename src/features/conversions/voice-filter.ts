import type { Voice } from '@contract/gateway/voices';

export type VoiceFilters = {
  search: string;
  gender: string;
  ageGroup: string;
  species: string;
  /** An accent's name ("British English"): voices that speak it. */
  accent: string;
  favouritesOnly: boolean;
};

export const NO_FILTERS: VoiceFilters = {
  search: '',
  gender: '',
  ageGroup: '',
  species: '',
  accent: '',
  favouritesOnly: false,
};

/**
 * The voices the picker lists: a text original needs a narration style, so only voices that have one; then the
 * search (name, nationality or artist) and the filters (gender, age, kind, accent, favourites); favourites first, then by name.
 */
export function pickableVoices(voices: readonly Voice[], filters: VoiceFilters, textOriginal: boolean): Voice[] {
  const needle = filters.search.trim().toLocaleLowerCase();
  const matches = (text: string | null | undefined) => (text ?? '').toLocaleLowerCase().includes(needle);
  return voices
    .filter((voice) => !textOriginal || voice.narration_styles.length > 0)
    .filter((voice) => !filters.gender || voice.gender === filters.gender)
    .filter((voice) => !filters.ageGroup || voice.age_group === filters.ageGroup)
    .filter((voice) => !filters.species || voice.species === filters.species)
    .filter((voice) => !filters.accent || voice.accents.some((accent) => accent.info.name === filters.accent))
    .filter((voice) => !filters.favouritesOnly || voice.favorite)
    .filter((voice) => !needle || matches(voice.name) || matches(voice.nationality) || matches(voice.artist))
    .sort((a, b) => Number(b.favorite) - Number(a.favorite) || a.name.localeCompare(b.name));
}

/** The accents the catalogue's voices speak, by name, for the accent filter. */
export const accentNames = (voices: readonly Voice[]): string[] =>
  [...new Set(voices.flatMap((voice) => voice.accents.map((accent) => accent.info.name)))].sort((a, b) =>
    a.localeCompare(b),
  );
