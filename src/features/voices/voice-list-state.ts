import type * as z from 'zod/mini';
import { Direction } from '@contract/gateway/common';
import { AgeGroup, Gender, PitchGroup, Species, Visibility, VoiceSort, type Voice } from '@contract/gateway/voices';
import type { VoiceListParams } from '@/data/voices/keys';

export const VOICES_PAGE_SIZE = 24;

/** The enumerated fields a voice can be filtered by, each a multi-select (any of the chosen values matches). */
export const ENUM_FILTERS = {
  visibility: Visibility,
  species: Species,
  gender: Gender,
  age_group: AgeGroup,
  pitch_group: PitchGroup,
} as const;
export type EnumFilter = keyof typeof ENUM_FILTERS;
export const ENUM_FILTER_NAMES = Object.keys(ENUM_FILTERS) as EnumFilter[];

export type VoiceView = 'grid' | 'list';

/** Everything the voice library shows, as read from and written to the URL. */
export type VoiceListState = {
  view: VoiceView;
  name: string;
  nationality: string;
  favourites: boolean;
  sort: VoiceSort;
  direction: Direction;
  page: number;
} & { [K in EnumFilter]: z.infer<(typeof ENUM_FILTERS)[K]>[] };

export const DEFAULT_VOICE_LIST: VoiceListState = {
  view: 'grid',
  name: '',
  nationality: '',
  favourites: false,
  sort: 'default',
  direction: 'desc',
  page: 1,
  visibility: [],
  species: [],
  gender: [],
  age_group: [],
  pitch_group: [],
};

/** Repeated values of one parameter, unknown and repeated ones dropped (a hand-edited URL never breaks the page). */
function enumValues<T extends z.ZodMiniType<string>>(schema: T, values: string[]): z.infer<T>[] {
  const known = values.filter((value) => schema.safeParse(value).success) as z.infer<T>[];
  return [...new Set(known)];
}

/**
 * The library's state from the URL, so a filtered view survives a reload and can be shared: `?gender=female&
 * gender=male&age_group=adult&sort=name&direction=asc&page=2&view=list&q=ann&nationality=brit&favourites=1`.
 */
export function voiceListStateFromSearch(search: URLSearchParams): VoiceListState {
  const sort = VoiceSort.safeParse(search.get('sort'));
  const direction = Direction.safeParse(search.get('direction'));
  const page = Number(search.get('page'));
  const filters = Object.fromEntries(
    ENUM_FILTER_NAMES.map((field) => [field, enumValues(ENUM_FILTERS[field], search.getAll(field))]),
  ) as Pick<VoiceListState, EnumFilter>;
  return {
    ...filters,
    view: search.get('view') === 'list' ? 'list' : 'grid',
    name: search.get('q')?.trim() ?? '',
    nationality: search.get('nationality')?.trim() ?? '',
    favourites: search.get('favourites') === '1',
    sort: sort.success ? sort.data : DEFAULT_VOICE_LIST.sort,
    direction: direction.success ? direction.data : DEFAULT_VOICE_LIST.direction,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL of a state; defaults are left out so links stay short and equal states give equal URLs. */
export function searchFromVoiceListState(state: VoiceListState): URLSearchParams {
  const search = new URLSearchParams();
  if (state.view !== 'grid') search.set('view', state.view);
  if (state.name) search.set('q', state.name);
  if (state.nationality) search.set('nationality', state.nationality);
  if (state.favourites) search.set('favourites', '1');
  for (const field of ENUM_FILTER_NAMES) for (const value of state[field]) search.append(field, value);
  if (state.sort !== DEFAULT_VOICE_LIST.sort) search.set('sort', state.sort);
  if (state.direction !== DEFAULT_VOICE_LIST.direction) search.set('direction', state.direction);
  if (state.page > 1) search.set('page', String(state.page));
  return search;
}

/**
 * A change to the state. Anything but the page or the view starts again at page 1, since the old page number
 * means nothing in a different result.
 */
export function changeVoiceListState(state: VoiceListState, change: Partial<VoiceListState>): VoiceListState {
  const keepsPage = Object.keys(change).every((key) => key === 'page' || key === 'view');
  return { ...state, ...change, page: keepsPage ? (change.page ?? state.page) : 1 };
}

/**
 * The gateway's list filters by every enumerated field and by nationality, sorts and pages, but it cannot filter by
 * name or by favourite: those views are made in the tab from the whole catalogue (a few hundred voices).
 */
export const needsCatalogue = (state: VoiceListState) => state.name !== '' || state.favourites;

/** The request for one page of the gateway's list. */
export function voiceListParams(state: VoiceListState): VoiceListParams {
  const params: VoiceListParams = {
    limit: VOICES_PAGE_SIZE,
    offset: (state.page - 1) * VOICES_PAGE_SIZE,
    sort: state.sort,
    direction: state.direction,
  };
  for (const field of ENUM_FILTER_NAMES) if (state[field].length > 0) Object.assign(params, { [field]: state[field] });
  if (state.nationality) params.nationality = [state.nationality];
  return params;
}

const COMPARE: Record<Exclude<VoiceSort, 'default'>, (a: Voice, b: Voice) => number> = {
  name: (a, b) => a.name.localeCompare(b.name),
  pitch: (a, b) => (a.pitch ?? 0) - (b.pitch ?? 0),
  rating: (a, b) => a.rating - b.rating,
  created_at: (a, b) => a.created_at.localeCompare(b.created_at),
};

const contains = (text: string | null | undefined, needle: string) =>
  (text ?? '').toLowerCase().includes(needle.toLowerCase());

/**
 * One page of the catalogue filtered as the gateway filters (any chosen value of each field; nationality and name
 * as case-insensitive substrings, the name also matching the artist), plus favourites, sorted and paged.
 */
export function catalogueView(voices: readonly Voice[], state: VoiceListState): { list: Voice[]; count: number } {
  const matching = voices.filter(
    (voice) =>
      ENUM_FILTER_NAMES.every(
        (field) => state[field].length === 0 || (state[field] as (string | null | undefined)[]).includes(voice[field]),
      ) &&
      (!state.nationality || contains(voice.nationality, state.nationality)) &&
      (!state.name || contains(voice.name, state.name) || contains(voice.artist, state.name)) &&
      (!state.favourites || voice.favorite),
  );
  const compare = state.sort === 'default' ? null : COMPARE[state.sort];
  const sorted = compare
    ? [...matching].sort((a, b) => (state.direction === 'asc' ? compare(a, b) : compare(b, a)))
    : matching;
  const offset = (state.page - 1) * VOICES_PAGE_SIZE;
  return { list: sorted.slice(offset, offset + VOICES_PAGE_SIZE), count: matching.length };
}

/** How many filters narrow the list (each chosen value, the nationality, favourites only): the phone's "Filters (N)". */
export const activeFilterCount = (state: VoiceListState): number =>
  ENUM_FILTER_NAMES.reduce((count, field) => count + state[field].length, 0) +
  (state.nationality ? 1 : 0) +
  (state.favourites ? 1 : 0);
