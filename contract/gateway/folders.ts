import { z } from 'zod';
import { Direction, Name40, OffsetQuery, Timestamp, Uuid, limitQuery, listEnvelope } from './common';

/** Folders (api-facts §3.5). `parent_id` nests folders; C24's Folder schema (a Project copy) is ignored. */

export const Folder = z.looseObject({
  id: Uuid,
  name: z.string().max(40),
  project_id: Uuid,
  parent_id: Uuid.nullish(),
  active: z.boolean(),
  created_at: Timestamp,
});
export type Folder = z.infer<typeof Folder>;

export const FolderList = listEnvelope(Folder);
export type FolderList = z.infer<typeof FolderList>;

export const FolderListQuery = z.object({
  project_id: Uuid,
  limit: limitQuery(200, 50),
  offset: OffsetQuery,
  direction: Direction.default('desc'),
});

export const FolderCreate = z.strictObject({ name: Name40, project_id: Uuid, parent_id: Uuid.optional() });
export type FolderCreate = z.infer<typeof FolderCreate>;

export const FolderUpdate = z.strictObject({ name: Name40 });

/** The ids of the deleted folder and of every folder nested in it. */
export const FolderDeleteResponse = z.array(Uuid);

export const FolderIdParams = z.object({ folder_id: Uuid });
