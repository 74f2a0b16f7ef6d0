import { describe, expect, it } from 'vitest';
import type { Voice } from '@contract/gateway/voices';
import { accentNames, NO_FILTERS, pickableVoices } from './voice-filter';

const voice = (name: string, extra: Partial<Voice>): Voice =>
  ({
    id: name,
    name,
    favorite: false,
    gender: 'female',
    age_group: 'adult',
    species: 'human',
    nationality: 'Ukrainian',
    artist: null,
    narration_styles: [],
    accents: [],
    ...extra,
  }) as Voice;
const accent = (name: string) =>
  ({ id: name, info: { name, short_name: name, locale: 'en' } }) as Voice['accents'][number];
const names = (voices: Voice[]) => voices.map((v) => v.name);

describe('voice picker filter', () => {
  const voices = [
    voice('Zoe', { favorite: true }),
    voice('Adam', { gender: 'male', age_group: 'senior', artist: 'Sam Porter' }),
    voice('Rex', { species: 'animal', narration_styles: [{ id: 's', is_default: true }] }),
    voice('Bea', { nationality: 'Irish', accents: [accent('Irish English'), accent('British English')] }),
  ];

  it('puts favourites first, then sorts by name', () => {
    expect(names(pickableVoices(voices, NO_FILTERS, false))).toEqual(['Zoe', 'Adam', 'Bea', 'Rex']);
  });

  it('searches name, nationality and artist; filters by gender, age, kind and favourites', () => {
    expect(names(pickableVoices(voices, { ...NO_FILTERS, search: ' IRI ' }, false))).toEqual(['Bea']);
    expect(names(pickableVoices(voices, { ...NO_FILTERS, search: 'porter' }, false))).toEqual(['Adam']);
    expect(names(pickableVoices(voices, { ...NO_FILTERS, gender: 'male' }, false))).toEqual(['Adam']);
    expect(names(pickableVoices(voices, { ...NO_FILTERS, ageGroup: 'senior' }, false))).toEqual(['Adam']);
    expect(names(pickableVoices(voices, { ...NO_FILTERS, species: 'animal' }, false))).toEqual(['Rex']);
    expect(names(pickableVoices(voices, { ...NO_FILTERS, favouritesOnly: true }, false))).toEqual(['Zoe']);
  });

  it('filters by an accent the voice speaks, and lists the accents once each, by name', () => {
    expect(names(pickableVoices(voices, { ...NO_FILTERS, accent: 'British English' }, false))).toEqual(['Bea']);
    expect(accentNames(voices)).toEqual(['British English', 'Irish English']);
  });

  it('offers only voices with narration styles for a text original', () => {
    expect(names(pickableVoices(voices, NO_FILTERS, true))).toEqual(['Rex']);
  });
});
