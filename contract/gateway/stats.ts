import { z } from 'zod';
import { Uuid } from './common';

/** Statistics (gateway document, api-facts §3.10; `previous_monthes` is the real API's spelling). */

export const ConversionCounts = z.object({
  total: z.number().int(),
  completed: z.number().int(),
  in_progress: z.number().int(),
  failed: z.number().int(),
});

export const AccountStats = z.looseObject({
  time_converted: z.looseObject({
    total: z.number(),
    current_month: z.number(),
    previous_monthes: z.array(z.object({ month: z.string(), duration: z.number() })),
  }),
  conversions: ConversionCounts,
  models: z.array(z.object({ id: z.string(), name: z.string(), conversions_count: z.number().int(), converted_time: z.number() })),
});
export type AccountStats = z.infer<typeof AccountStats>;

export const ProjectStats = z.array(
  z.looseObject({
    project_id: Uuid,
    time_converted: z.object({ total: z.number(), current_month: z.number() }),
    conversions: ConversionCounts,
  }),
);

export const FolderStats = z.array(z.looseObject({ folder_id: Uuid, stats: ConversionCounts }));
export type FolderStats = z.infer<typeof FolderStats>;

/** A repeated query parameter arrives as a string once and as an array after; both become an array. */
const repeated = z.preprocess((value) => (value === undefined || Array.isArray(value) ? value : [value]), z.array(Uuid));

export const StatsProjectsQuery = z.object({ project_ids: repeated.optional() });
export const StatsProjectsBody = z.strictObject({ project_ids: z.array(Uuid) });
export const StatsFoldersQuery = z.object({ folder_ids: repeated.optional() });
export const StatsFoldersBody = z.strictObject({ folder_ids: z.array(Uuid) });
