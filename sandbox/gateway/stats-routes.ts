import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { StatsFoldersBody, StatsFoldersQuery, StatsProjectsBody, StatsProjectsQuery } from '../../contract/gateway/stats';
import type { Db } from '../store/database';
import { callerOf } from './auth-hook';
import { ownedFolder, ownedProject } from './ownership';

type Conversion = { state: string; duration: number; converted_at: string | null; voice_id: string | null; voice_name: string | null; project_id: string; parent_folder_id: string };

const counts = (rows: Conversion[]) => ({
  total: rows.length,
  completed: rows.filter((row) => row.state === 'done').length,
  in_progress: rows.filter((row) => row.state === 'processing' || row.state === 'postprocessing').length,
  failed: rows.filter((row) => row.state === 'error').length,
});

const month = (iso: string) => iso.slice(0, 7);

/** Converted time (seconds of finished conversions) in total and in the current month (UTC). */
function timeConverted(rows: Conversion[], now: Date) {
  const done = rows.filter((row) => row.state === 'done' && row.converted_at);
  const current = now.toISOString().slice(0, 7);
  const total = done.reduce((sum, row) => sum + row.duration, 0);
  const currentMonth = done.filter((row) => month(row.converted_at!) === current).reduce((sum, row) => sum + row.duration, 0);
  return { done, total, currentMonth, current };
}

const round = (seconds: number) => Math.round(seconds * 100) / 100;

/** Statistics computed from the recordings: the documented GET forms and api-facts' POST forms. */
export function statsRoutes(app: FastifyInstance, db: Db, now: () => Date = () => new Date()): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const conversions = (userId: string) =>
    db
      .prepare("SELECT state, duration, converted_at, voice_id, voice_name, project_id, parent_folder_id FROM recordings WHERE user_id = ? AND type = 'converted'")
      .all(userId) as Conversion[];

  api.get('/api/stats', async (request) => {
    const rows = conversions(callerOf(request).userId);
    const { done, total, currentMonth, current } = timeConverted(rows, now());
    const byMonth = new Map<string, number>();
    for (const row of done) {
      const key = month(row.converted_at!);
      if (key !== current) byMonth.set(key, (byMonth.get(key) ?? 0) + row.duration);
    }
    const byVoice = new Map<string, { id: string; name: string; conversions_count: number; converted_time: number }>();
    for (const row of rows) {
      const id = row.voice_id ?? 'unknown';
      const entry = byVoice.get(id) ?? { id, name: row.voice_name ?? 'Unknown', conversions_count: 0, converted_time: 0 };
      entry.conversions_count += 1;
      if (row.state === 'done') entry.converted_time = round(entry.converted_time + row.duration);
      byVoice.set(id, entry);
    }
    return {
      time_converted: {
        total: round(total),
        current_month: round(currentMonth),
        previous_monthes: [...byMonth.entries()].sort(([a], [b]) => b.localeCompare(a)).map(([key, duration]) => ({ month: `${key}-01`, duration: round(duration) })),
      },
      conversions: counts(rows),
      models: [...byVoice.values()],
    };
  });

  const projectStats = (userId: string, ids: string[] | undefined) => {
    const rows = conversions(userId);
    const projectIds = ids ?? (db.prepare('SELECT id FROM projects WHERE user_id = ?').all(userId) as { id: string }[]).map((row) => row.id);
    return projectIds.map((projectId) => {
      ownedProject(db, userId, projectId);
      const own = rows.filter((row) => row.project_id === projectId);
      const { total, currentMonth } = timeConverted(own, now());
      return { project_id: projectId, time_converted: { total: round(total), current_month: round(currentMonth) }, conversions: counts(own) };
    });
  };

  const folderStats = (userId: string, ids: string[] | undefined) => {
    const rows = conversions(userId);
    const folderIds = ids ?? (db.prepare('SELECT id FROM folders WHERE user_id = ?').all(userId) as { id: string }[]).map((row) => row.id);
    return folderIds.map((folderId) => {
      ownedFolder(db, userId, folderId);
      return { folder_id: folderId, stats: counts(rows.filter((row) => row.parent_folder_id === folderId)) };
    });
  };

  api.get('/api/stats/projects', { schema: { querystring: StatsProjectsQuery } }, async (request) => projectStats(callerOf(request).userId, request.query.project_ids));
  api.post('/api/stats/projects', { schema: { body: StatsProjectsBody } }, async (request) => projectStats(callerOf(request).userId, request.body.project_ids));
  api.get('/api/stats/folders', { schema: { querystring: StatsFoldersQuery } }, async (request) => folderStats(callerOf(request).userId, request.query.folder_ids));
  api.post('/api/stats/folders', { schema: { body: StatsFoldersBody } }, async (request) => folderStats(callerOf(request).userId, request.body.folder_ids));
}
