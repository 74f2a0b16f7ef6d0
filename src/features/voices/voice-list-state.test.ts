import { describe, expect, it } from 'vitest';
import type { Voice } from '@contract/gateway/voices';
import {
  activeFilterCount,
  DEFAULT_VOICE_LIST,
  VOICES_PAGE_SIZE,
  catalogueView,
  changeVoiceListState,
  needsCatalogue,
  searchFromVoiceListState,
  voiceListParams,
  voiceListStateFromSearch,
} from './voice-list-state';

const read = (query: string) => voiceListStateFromSearch(new URLSearchParams(query));

const voice = (id: string, fields: Partial<Voice>): Voice => ({
  id,
  owner_id: id,
  name: id,
  slug: id,
  visibility: 'public',
  rating: 50,
  active: true,
  created_at: '2024-01-01T00:00:00Z',
  favorite: false,
  available: true,
  accents: [],
  narration_styles: [],
  tiers: [],
  ...fields,
});

describe('voice-list-state', () => {
  it('reads repeated filters, search, sort, page and view from the URL', () => {
    const state = read(
      'gender=female&gender=male&age_group=adult&sort=name&direction=asc&page=3&view=list&q=ann&nationality=brit&favourites=1',
    );
    expect(state).toEqual({
      ...DEFAULT_VOICE_LIST,
      gender: ['female', 'male'],
      age_group: ['adult'],
      sort: 'name',
      direction: 'asc',
      page: 3,
      view: 'list',
      name: 'ann',
      nationality: 'brit',
      favourites: true,
    });
  });

  it('drops values it does not know instead of failing, and repeated ones', () => {
    const state = read('gender=robot&gender=female&gender=female&sort=loudness&direction=up&page=-2&view=cards');
    expect(state).toEqual({ ...DEFAULT_VOICE_LIST, gender: ['female'] });
  });

  it('writes a state back to the same URL it was read from, defaults left out', () => {
    const query =
      'view=list&q=ann&favourites=1&species=animal&gender=female&gender=male&sort=rating&direction=asc&page=2';
    expect(searchFromVoiceListState(read(query)).toString()).toBe(query);
    expect(searchFromVoiceListState(DEFAULT_VOICE_LIST).toString()).toBe('');
  });

  it('goes back to page 1 when a filter changes, but not when the page or the view does', () => {
    const onPage3 = { ...DEFAULT_VOICE_LIST, page: 3 };
    expect(changeVoiceListState(onPage3, { gender: ['male'] }).page).toBe(1);
    expect(changeVoiceListState(onPage3, { sort: 'name' }).page).toBe(1);
    expect(changeVoiceListState(onPage3, { view: 'list' }).page).toBe(3);
    expect(changeVoiceListState(onPage3, { page: 4 }).page).toBe(4);
  });

  it('asks the gateway for a page with only the filters that are set', () => {
    const params = voiceListParams(read('pitch_group=low&nationality=ukr&page=2&sort=pitch'));
    expect(params).toEqual({
      limit: VOICES_PAGE_SIZE,
      offset: VOICES_PAGE_SIZE,
      sort: 'pitch',
      direction: 'desc',
      pitch_group: ['low'],
      nationality: ['ukr'],
    });
  });

  it('uses the catalogue only for what the gateway cannot filter: name and favourites', () => {
    expect(needsCatalogue(read('gender=male&nationality=x'))).toBe(false);
    expect(needsCatalogue(read('q=an'))).toBe(true);
    expect(needsCatalogue(read('favourites=1'))).toBe(true);
  });

  it('filters the catalogue like the gateway: any value of a field, all fields, names and artists', () => {
    const voices = [
      voice('a', {
        name: 'Anna',
        gender: 'female',
        age_group: 'adult',
        nationality: 'British',
        favorite: true,
        rating: 70,
      }),
      voice('b', {
        name: 'Bohdan',
        gender: 'male',
        age_group: 'adult',
        nationality: 'Ukrainian',
        artist: 'Hanna K',
        rating: 90,
      }),
      voice('c', {
        name: 'Cleo',
        gender: 'female',
        age_group: 'child',
        nationality: 'British',
        favorite: true,
        rating: 80,
      }),
    ];
    const ids = (query: string) => catalogueView(voices, read(query)).list.map((item) => item.id);
    expect(ids('gender=female&gender=male&age_group=adult')).toEqual(['a', 'b']);
    expect(ids('q=ANN')).toEqual(['a', 'b']);
    expect(ids('favourites=1&sort=rating&direction=asc')).toEqual(['a', 'c']);
    expect(ids('favourites=1&sort=rating')).toEqual(['c', 'a']);
    expect(ids('nationality=brit&age_group=child')).toEqual(['c']);
    expect(catalogueView(voices, read('gender=female')).count).toBe(2);
  });

  it('pages the catalogue view and keeps the full count', () => {
    const many = Array.from({ length: VOICES_PAGE_SIZE + 5 }, (_, index) => voice(`v${index}`, { favorite: true }));
    const second = catalogueView(many, read('favourites=1&page=2'));
    expect(second.list).toHaveLength(5);
    expect(second.count).toBe(VOICES_PAGE_SIZE + 5);
  });
});

describe('activeFilterCount', () => {
  it('counts each chosen value, the nationality and favourites only; not the sort, view or page', () => {
    expect(activeFilterCount(DEFAULT_VOICE_LIST)).toBe(0);
    expect(
      activeFilterCount({
        ...DEFAULT_VOICE_LIST,
        gender: ['female', 'male'],
        nationality: 'brit',
        favourites: true,
        sort: 'name',
        page: 3,
        view: 'list',
      }),
    ).toBe(4);
  });
});
