import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FolderCreate, FolderIdParams, FolderListQuery, FolderUpdate } from '../../contract/gateway/folders';
import type { AudioFiles } from '../store/audio-files';
import { deleteWithFiles, folderRecordings } from '../store/cascade-delete';
import type { Db } from '../store/database';
import { createFolder, deleteFolder, folderSubtree, listFolders, renameFolder } from '../store/folder-repository';
import { callerOf } from './auth-hook';
import { HttpError } from '../../server-common/http-error';
import { ownedFolder, ownedProject } from './ownership';

/** The folders group. Folders nest through `parent_id`; deleting one deletes its subtree and their recordings. */
export function folderRoutes(app: FastifyInstance, db: Db, files: AudioFiles): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/folders', { schema: { querystring: FolderListQuery } }, async (request) => {
    const { userId } = callerOf(request);
    ownedProject(db, userId, request.query.project_id);
    return listFolders(db, request.query.project_id, request.query);
  });

  api.post('/api/folders', { schema: { body: FolderCreate } }, async (request) => {
    const { userId } = callerOf(request);
    ownedProject(db, userId, request.body.project_id);
    if (request.body.parent_id) {
      const parent = ownedFolder(db, userId, request.body.parent_id);
      if (parent.project_id !== request.body.project_id)
        throw new HttpError(400, 'parent_id belongs to another project');
    }
    return createFolder(db, userId, request.body);
  });

  api.get('/api/folders/:folder_id', { schema: { params: FolderIdParams } }, async (request) =>
    ownedFolder(db, callerOf(request).userId, request.params.folder_id),
  );

  api.patch('/api/folders/:folder_id', { schema: { params: FolderIdParams, body: FolderUpdate } }, async (request) => {
    ownedFolder(db, callerOf(request).userId, request.params.folder_id);
    return renameFolder(db, request.params.folder_id, request.body.name);
  });

  api.delete('/api/folders/:folder_id', { schema: { params: FolderIdParams } }, async (request) => {
    ownedFolder(db, callerOf(request).userId, request.params.folder_id);
    const ids = folderSubtree(db, request.params.folder_id);
    deleteWithFiles(db, files, folderRecordings(db, ids), () => deleteFolder(db, request.params.folder_id));
    return ids;
  });
}
