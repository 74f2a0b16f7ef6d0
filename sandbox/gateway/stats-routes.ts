import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  StatsFoldersBody,
  StatsFoldersQuery,
  StatsProjectsBody,
  StatsProjectsQuery,
} from '../../contract/gateway/stats';
import type { Db } from '../store/database';
import { accountFolderIds } from '../store/folder-repository';
import { accountProjectIds } from '../store/project-repository';
import { accountConversions, type ConversionStatRow } from '../store/recording-repository';
import { callerOf } from './auth-hook';
import { ownedFolder, ownedProject } from './ownership';

const counts = (rows: ConversionStatRow[]) => ({
  total: rows.length,
  completed: rows.filter((row) => row.state === 'done').length,
  in_progress: rows.filter((row) => row.state === 'processing' || row.state === 'postprocessing').length,
  failed: rows.filter((row) => row.state === 'error').length,
});

const month = (iso: string) => iso.slice(0, 7);

/** Converted time (seconds of finished conversions) in total and in the current month (UTC). */
function timeConverted(rows: ConversionStatRow[], now: Date) {
  const done = rows.filter((row) => row.state === 'done' && row.converted_at);
  const current = now.toISOString().slice(0, 7);
  const total = done.reduce((sum, row) => sum + row.duration, 0);
  const currentMonth = done
    .filter((row) => month(row.converted_at!) === current)
    .reduce((sum, row) => sum + row.duration, 0);
  return { done, total, currentMonth, current };
}

const round = (seconds: number) => Math.round(seconds * 100) / 100;

/**
 * Statistics computed from the recordings: the documented GET forms and the observed POST forms
 * (docs/service-api.md#statistics).
 */
export function statsRoutes(app: FastifyInstance, db: Db, now: () => Date = () => new Date()): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/stats', async (request) => {
    const rows = accountConversions(db, callerOf(request).userId);
    const { done, total, currentMonth, current } = timeConverted(rows, now());
    const byMonth = new Map<string, number>();
    for (const row of done) {
      const key = month(row.converted_at!);
      if (key !== current) byMonth.set(key, (byMonth.get(key) ?? 0) + row.duration);
    }
    const byVoice = new Map<string, { id: string; name: string; conversions_count: number; converted_time: number }>();
    for (const row of rows) {
      const id = row.voice_id ?? 'unknown';
      const entry = byVoice.get(id) ?? {
        id,
        name: row.voice_name ?? 'Unknown',
        conversions_count: 0,
        converted_time: 0,
      };
      entry.conversions_count += 1;
      if (row.state === 'done') entry.converted_time = round(entry.converted_time + row.duration);
      byVoice.set(id, entry);
    }
    return {
      time_converted: {
        total: round(total),
        current_month: round(currentMonth),
        previous_monthes: [...byMonth.entries()]
          .sort(([a], [b]) => b.localeCompare(a))
          .map(([key, duration]) => ({ month: `${key}-01`, duration: round(duration) })),
      },
      conversions: counts(rows),
      models: [...byVoice.values()],
    };
  });

  const projectStats = (userId: string, ids: string[] | undefined) => {
    const rows = accountConversions(db, userId);
    const projectIds = ids ?? accountProjectIds(db, userId);
    return projectIds.map((projectId) => {
      ownedProject(db, userId, projectId);
      const own = rows.filter((row) => row.project_id === projectId);
      const { total, currentMonth } = timeConverted(own, now());
      return {
        project_id: projectId,
        time_converted: { total: round(total), current_month: round(currentMonth) },
        conversions: counts(own),
      };
    });
  };

  const folderStats = (userId: string, ids: string[] | undefined) => {
    const rows = accountConversions(db, userId);
    const folderIds = ids ?? accountFolderIds(db, userId);
    return folderIds.map((folderId) => {
      ownedFolder(db, userId, folderId);
      return { folder_id: folderId, stats: counts(rows.filter((row) => row.parent_folder_id === folderId)) };
    });
  };

  api.get('/api/stats/projects', { schema: { querystring: StatsProjectsQuery } }, async (request) =>
    projectStats(callerOf(request).userId, request.query.project_ids),
  );
  api.post('/api/stats/projects', { schema: { body: StatsProjectsBody } }, async (request) =>
    projectStats(callerOf(request).userId, request.body.project_ids),
  );
  api.get('/api/stats/folders', { schema: { querystring: StatsFoldersQuery } }, async (request) =>
    folderStats(callerOf(request).userId, request.query.folder_ids),
  );
  api.post('/api/stats/folders', { schema: { body: StatsFoldersBody } }, async (request) =>
    folderStats(callerOf(request).userId, request.body.folder_ids),
  );
}
