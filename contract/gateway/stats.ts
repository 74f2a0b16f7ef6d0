import * as z from 'zod/mini';
import { Uuid } from './common';

/**
 * Statistics (docs/service-api.md#statistics; `previous_monthes` is the real API's spelling). The document types
 * time totals as numbers, its OpenAPI description as integers; the document wins, so fractional seconds are read.
 */

export const ConversionCounts = z.object({
  total: z.number().check(z.int()),
  completed: z.number().check(z.int()),
  in_progress: z.number().check(z.int()),
  failed: z.number().check(z.int()),
});

export const AccountStats = z.looseObject({
  time_converted: z.looseObject({
    total: z.number(),
    current_month: z.number(),
    previous_monthes: z.array(z.object({ month: z.string(), duration: z.number() })),
  }),
  conversions: ConversionCounts,
  models: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      conversions_count: z.number().check(z.int()),
      converted_time: z.number(),
    }),
  ),
});
export type AccountStats = z.infer<typeof AccountStats>;

export const ProjectStatsItem = z.looseObject({
  project_id: Uuid,
  time_converted: z.object({ total: z.number(), current_month: z.number() }),
  conversions: ConversionCounts,
});
/** Project statistics answer an array, one item per project. */
export const ProjectStats = z.array(ProjectStatsItem);
export type ProjectStats = z.infer<typeof ProjectStats>;

export const FolderStatsItem = z.looseObject({ folder_id: Uuid, stats: ConversionCounts });
export const FolderStats = z.array(FolderStatsItem);
export type FolderStats = z.infer<typeof FolderStats>;

/**
 * Ids in a query: repeated (`?project_ids=a&project_ids=b`, the studio's form) or comma-separated
 * (`?project_ids=a,b`, another source's form); both become one array. Absent means every one.
 */
const repeated = z.pipe(
  z.transform((value) => {
    if (value === undefined) return undefined;
    const values = Array.isArray(value) ? value : [value];
    return values.flatMap((item) =>
      typeof item === 'string'
        ? item
            .split(',')
            .map((id) => id.trim())
            .filter(Boolean)
        : [item],
    );
  }),
  z.array(Uuid),
);

/** GET form (the gateway document). */
export const StatsProjectsQuery = z.object({ project_ids: z.optional(repeated) });
export type StatsProjectsQuery = z.infer<typeof StatsProjectsQuery>;
/** POST form (AE's FastAPI description), which the sandbox also accepts. */
export const StatsProjectsBody = z.strictObject({ project_ids: z.array(Uuid) });
export const StatsFoldersQuery = z.object({ folder_ids: z.optional(repeated) });
export type StatsFoldersQuery = z.infer<typeof StatsFoldersQuery>;
export const StatsFoldersBody = z.strictObject({ folder_ids: z.array(Uuid) });
