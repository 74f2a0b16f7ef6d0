/** A page of the account's calibrations, optionally searched by name. */
export type CalibrationListParams = { limit: number; offset: number; search?: string };

/** One root for /api/calibration: its pages (with search); no screen reads one calibration alone. */
export const calibrationKeys = {
  all: ['calibrations'] as const,
  lists: () => [...calibrationKeys.all, 'list'] as const,
  list: (params: CalibrationListParams) => [...calibrationKeys.lists(), params] as const,
};
