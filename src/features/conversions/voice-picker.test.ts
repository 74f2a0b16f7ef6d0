import { describe, expect, it } from 'vitest';
import type { Voice } from '../../../contract/gateway/voices';
import { pickableVoices, type VoiceFilters } from './OrderForm';

const voice = (name: string, extra: Partial<Voice>): Voice =>
  ({ id: name, name, favorite: false, gender: 'female', age_group: 'adult', species: 'human', nationality: 'Ukrainian', narration_styles: [], accents: [], ...extra }) as Voice;
const none: VoiceFilters = { search: '', gender: '', ageGroup: '', species: '', favouritesOnly: false };
const names = (voices: Voice[]) => voices.map((v) => v.name);

describe('voice picker', () => {
  const voices = [
    voice('Zoe', { favorite: true }),
    voice('Adam', { gender: 'male', age_group: 'senior' }),
    voice('Rex', { species: 'animal', narration_styles: [{ id: 's', is_default: true }] }),
    voice('Bea', { nationality: 'Irish' }),
  ];

  it('puts favourites first, then sorts by name', () => {
    expect(names(pickableVoices(voices, none, false))).toEqual(['Zoe', 'Adam', 'Bea', 'Rex']);
  });

  it('filters by search (name or nationality), gender, age, kind and favourites', () => {
    expect(names(pickableVoices(voices, { ...none, search: 'iri' }, false))).toEqual(['Bea']);
    expect(names(pickableVoices(voices, { ...none, gender: 'male' }, false))).toEqual(['Adam']);
    expect(names(pickableVoices(voices, { ...none, ageGroup: 'senior' }, false))).toEqual(['Adam']);
    expect(names(pickableVoices(voices, { ...none, species: 'animal' }, false))).toEqual(['Rex']);
    expect(names(pickableVoices(voices, { ...none, favouritesOnly: true }, false))).toEqual(['Zoe']);
  });

  it('offers only voices with narration styles for a text original', () => {
    expect(names(pickableVoices(voices, none, true))).toEqual(['Rex']);
  });
});
