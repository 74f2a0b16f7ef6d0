import * as z from 'zod/mini';
import { Direction, Name40, OffsetQuery, QueryBoolean, Timestamp, Uuid, limitQuery, listEnvelope } from './common';

/** Projects (docs/service-api.md#projects). `models` is unused but still part of the shape. */

export const ModelParams = z.record(z.string(), z.record(z.string(), z.string()));

export const Project = z.looseObject({
  id: Uuid,
  name: z.string().check(z.maxLength(40)),
  slug: z.string().check(z.maxLength(60)),
  owner: Uuid,
  url: z.string().check(z.maxLength(200)),
  models: ModelParams,
  active: z.boolean(),
  created_at: Timestamp,
  last_recording_at: Timestamp,
});
export type Project = z.infer<typeof Project>;

export const ProjectList = listEnvelope(Project);
export type ProjectList = z.infer<typeof ProjectList>;

export const ProjectSort = z.enum(['name', 'created_at', 'last_recording_at']);
export type ProjectSort = z.infer<typeof ProjectSort>;

export const ProjectListQuery = z.object({
  limit: limitQuery(100, 50),
  offset: OffsetQuery,
  sort: z._default(ProjectSort, 'created_at'),
  direction: z._default(Direction, 'desc'),
  owner: z.optional(z.uuid()),
});
export type ProjectListQuery = z.infer<typeof ProjectListQuery>;

/** The document marks all three required; DOCS' example omits `models`, so it defaults to `{}`. */
export const ProjectCreate = z.strictObject({
  name: Name40,
  owner: Uuid,
  models: z._default(ModelParams, {}),
});
export type ProjectCreate = z.input<typeof ProjectCreate>;

export const ProjectRename = z.strictObject({ name: Name40 });
export type ProjectRename = z.infer<typeof ProjectRename>;

export const ProjectUpdate = z.strictObject({ models: ModelParams });

export const ProjectByUrlQuery = z.object({ project_url: z.string().check(z.minLength(1)) });

export const ProjectDeleteResponse = z.object({ id: Uuid });

export const ProjectExportQuery = z.object({ starred_only: z._default(QueryBoolean, false) });

export const ProjectIdParams = z.object({ project_id: Uuid });
