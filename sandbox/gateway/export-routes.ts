import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import yazl from 'yazl';
import { ProjectExportQuery, ProjectIdParams } from '../../contract/gateway/projects';
import { RecordingExportQuery } from '../../contract/gateway/recordings';
import type { AudioFiles } from '../store/audio-files';
import type { Db } from '../store/database';
import { projectFolderTree } from '../store/folder-repository';
import { exportRows, type ExportRow } from '../store/recording-repository';
import { contentDisposition } from '../http/content-disposition';
import { callerOf } from './auth-hook';
import { HttpError } from '../../server-common/http-error';
import { safeFileName } from '../../contract/naming/safe-file-name';
import { archivePaths } from './archive-paths';
import { ownedProject, ownedRecording } from './ownership';

/** Streams a zip of recordings; files are stored, not deflated, since audio does not compress. */
export function exportRoutes(app: FastifyInstance, db: Db, files: AudioFiles): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  const folderPaths = (projectId: string) => {
    const folders = projectFolderTree(db, projectId);
    const byId = new Map(folders.map((folder) => [folder.id, folder]));
    const pathOf = (id: string, seen = new Set<string>()): string => {
      const folder = byId.get(id);
      if (!folder || seen.has(id)) return 'folder';
      seen.add(id);
      const own = safeFileName(folder.name, 'folder');
      return folder.parent_id && byId.has(folder.parent_id) ? `${pathOf(folder.parent_id, seen)}/${own}` : own;
    };
    return pathOf;
  };

  const sendZip = (reply: FastifyReply, name: string, rows: ExportRow[], projectId: string) => {
    const paths = archivePaths(rows, folderPaths(projectId));
    if (paths.size === 0) throw new HttpError(404, 'Nothing to export: no finished recordings match');
    const zip = new yazl.ZipFile();
    for (const row of rows) {
      const entry = paths.get(row.id);
      if (entry) zip.addFile(files.audioPath(row.id, row.file_ext!), entry, { compress: false });
    }
    zip.end();
    reply.header('content-type', 'application/zip');
    reply.header('content-disposition', contentDisposition(`${name}.zip`));
    return reply.send(zip.outputStream);
  };

  api.get(
    '/api/projects/:project_id/export',
    { schema: { params: ProjectIdParams, querystring: ProjectExportQuery } },
    async (request, reply) => {
      const project = ownedProject(db, callerOf(request).userId, request.params.project_id);
      const rows = exportRows(db, { projectId: project.id }, request.query.starred_only);
      const name = safeFileName(project.slug, 'project') + (request.query.starred_only ? '-starred' : '');
      return sendZip(reply, name, rows, project.id);
    },
  );

  api.get('/api/recordings/export', { schema: { querystring: RecordingExportQuery } }, async (request, reply) => {
    const original = ownedRecording(db, callerOf(request).userId, request.query.original_id);
    if (original.type !== 'original') throw new HttpError(400, 'original_id must name an original recording');
    const rows = exportRows(db, { originalId: original.id }, request.query.starred_only);
    return sendZip(reply, safeFileName(original.label ?? original.file_name, 'recording'), rows, original.project_id);
  });
}
