import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import yazl from 'yazl';
import { ProjectExportQuery, ProjectIdParams } from '../../contract/gateway/projects';
import { RecordingExportQuery } from '../../contract/gateway/recordings';
import type { AudioFiles } from '../store/audio-files';
import type { Db } from '../store/database';
import type { RecordingRow } from '../store/recording-repository';
import { callerOf } from './auth-hook';
import { HttpError } from './http-error';
import { ownedProject, ownedRecording } from './ownership';

type ExportRow = Pick<RecordingRow, 'id' | 'type' | 'file_ext' | 'label' | 'file_name' | 'original_id' | 'voice_name' | 'state' | 'parent_folder_id' | 'starred'>;

/** Characters that are unsafe or confusing in archive paths become "_"; empty names get a fallback. */
export function safeName(name: string | null | undefined, fallback: string): string {
  const printable = [...(name ?? '')].map((char) => (char.charCodeAt(0) < 32 ? '_' : char)).join('');
  const cleaned = printable.replace(/[\\/:*?"<>|]+/g, '_').replace(/^\.+/, '').trim();
  return cleaned.slice(0, 80) || fallback;
}

/**
 * Archive paths readable by a person: `<folder path>/<original label>/original.<ext>` and, beside it,
 * `<voice name or label>.<ext>` for each conversion. Duplicates get " (2)", " (3)"…
 */
export function archivePaths(rows: ExportRow[], folderPath: (folderId: string) => string): Map<string, string> {
  const originals = new Map(rows.filter((row) => row.type === 'original').map((row) => [row.id, row]));
  const used = new Set<string>();
  const unique = (candidate: string) => {
    const dot = candidate.lastIndexOf('.');
    let result = candidate;
    for (let n = 2; used.has(result.toLowerCase()); n++) result = `${candidate.slice(0, dot)} (${n})${candidate.slice(dot)}`;
    used.add(result.toLowerCase());
    return result;
  };
  const paths = new Map<string, string>();
  for (const row of rows) {
    if (!row.file_ext || row.state !== 'done') continue;
    const original = row.type === 'original' ? row : originals.get(row.original_id ?? '');
    const originalName = safeName(original?.label ?? original?.file_name, original?.id ?? row.original_id ?? 'original');
    const base = `${folderPath(row.parent_folder_id)}/${originalName}`;
    const fileName = row.type === 'original' ? 'original' : safeName(row.voice_name ?? row.label, row.id);
    paths.set(row.id, unique(`${base}/${fileName}.${row.file_ext}`));
  }
  return paths;
}

/** Streams a zip of recordings; files are stored, not deflated, since audio does not compress. */
export function exportRoutes(app: FastifyInstance, db: Db, files: AudioFiles): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  const folderPaths = (projectId: string) => {
    const folders = db.prepare('SELECT id, name, parent_id FROM folders WHERE project_id = ?').all(projectId) as Array<{ id: string; name: string; parent_id: string | null }>;
    const byId = new Map(folders.map((folder) => [folder.id, folder]));
    const pathOf = (id: string, seen = new Set<string>()): string => {
      const folder = byId.get(id);
      if (!folder || seen.has(id)) return 'folder';
      seen.add(id);
      const own = safeName(folder.name, 'folder');
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
    reply.header('content-disposition', `attachment; filename="${name}.zip"; filename*=UTF-8''${encodeURIComponent(name)}.zip`);
    return reply.send(zip.outputStream);
  };

  const COLUMNS = 'id, type, file_ext, label, file_name, original_id, voice_name, state, parent_folder_id, starred';

  api.get('/api/projects/:project_id/export', { schema: { params: ProjectIdParams, querystring: ProjectExportQuery } }, async (request, reply) => {
    const project = ownedProject(db, callerOf(request).userId, request.params.project_id);
    const rows = db
      .prepare(`SELECT ${COLUMNS} FROM recordings WHERE project_id = ? ${request.query.starred_only ? 'AND starred = 1' : ''} ORDER BY created_at`)
      .all(project.id) as ExportRow[];
    const name = safeName(project.slug, 'project') + (request.query.starred_only ? '-starred' : '');
    return sendZip(reply, name, rows, project.id);
  });

  api.get('/api/recordings/export', { schema: { querystring: RecordingExportQuery } }, async (request, reply) => {
    const original = ownedRecording(db, callerOf(request).userId, request.query.original_id);
    if (original.type !== 'original') throw new HttpError(400, 'original_id must name an original recording');
    const rows = db
      .prepare(`SELECT ${COLUMNS} FROM recordings WHERE (id = ? OR original_id = ?) ${request.query.starred_only ? 'AND starred = 1' : ''} ORDER BY created_at`)
      .all(original.id, original.id) as ExportRow[];
    return sendZip(reply, safeName(original.label ?? original.file_name, 'recording'), rows, original.project_id);
  });
}
