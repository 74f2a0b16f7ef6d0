export const CALIBRATIONS_PAGE_SIZE = 20;

export type CalibrationListState = { search: string; page: number };

/** The calibrations list's search and 1-based page from the URL (`?q=studio&page=2`); bad values fall back. */
export function calibrationListStateFromSearch(search: URLSearchParams): CalibrationListState {
  const page = Number(search.get('page'));
  return { search: search.get('q')?.trim() ?? '', page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

export function searchFromCalibrationListState(state: CalibrationListState): URLSearchParams {
  const search = new URLSearchParams();
  if (state.search) search.set('q', state.search);
  if (state.page > 1) search.set('page', String(state.page));
  return search;
}
