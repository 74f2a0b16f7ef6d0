import * as z from 'zod/mini';
import { Direction, Name40, OffsetQuery, Timestamp, Uuid, limitQuery, listEnvelope } from './common';

/**
 * Folders (docs/service-api.md#folders). `parent_id` nests folders; C24's Folder schema (a Project copy) is ignored.
 */

export const Folder = z.looseObject({
  id: Uuid,
  name: z.string().check(z.maxLength(40)),
  project_id: Uuid,
  parent_id: z.nullish(Uuid),
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
  direction: z._default(Direction, 'desc'),
});
export type FolderListQuery = z.infer<typeof FolderListQuery>;

/** The documents give name and project_id; `parent_id` is the sandbox's nesting (the response already carries it). */
export const FolderCreate = z.strictObject({ name: Name40, project_id: Uuid, parent_id: z.optional(Uuid) });
export type FolderCreate = z.infer<typeof FolderCreate>;

/** The service marks `name` optional, but a PATCH without a name changes nothing, so it is required here. */
export const FolderUpdate = z.strictObject({ name: Name40 });
export type FolderUpdate = z.infer<typeof FolderUpdate>;

/** The ids of the deleted folder and of every folder nested in it. */
export const FolderDeleteResponse = z.array(Uuid);
export type FolderDeleteResponse = z.infer<typeof FolderDeleteResponse>;

/** For readers: AE returns uuids, C24 `{id}` objects (docs/service-api.md#folders); both are read as ids. */
export const FolderDeleteAnyResponse = z.pipe(
  z.union([z.array(Uuid), z.array(z.looseObject({ id: Uuid }))]),
  z.transform((items) => items.map((item) => (typeof item === 'string' ? item : item.id))),
);

export const FolderIdParams = z.object({ folder_id: Uuid });
