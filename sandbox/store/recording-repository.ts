import { randomUUID } from 'node:crypto';
import type { RecordingState } from '../../contract/gateway/recording-state';
import type { Recording } from '../../contract/gateway/recordings';
import type { Db } from './database';
import type { ListCache } from './list-cache';
import { noteOfRecording } from './note-repository';
import { cachedStatement } from './statement-cache';

/** One row of the recordings table (see migrations.ts): originals and conversions alike. */
export type RecordingRow = {
  id: string;
  user_id: string;
  project_id: string;
  parent_folder_id: string;
  original_id: string | null;
  type: 'original' | 'converted';
  state: RecordingState;
  file_name: string | null;
  file_ext: string | null;
  label: string | null;
  microphone: string | null;
  size: number | null;
  duration: number;
  starred: number;
  tts: number;
  tts_voice: string | null;
  tts_voice_id: string | null;
  text: string | null;
  text_language: string | null;
  params: string;
  error: string | null;
  active: number;
  created_at: string;
  converted_at: string | null;
  listen_count: number;
  process_stage: string | null;
  model_id: string | null;
  model_name: string | null;
  voice_id: string | null;
  voice_name: string | null;
  accent_id: string | null;
  accent_name: string | null;
  narration_style_id: string | null;
  narration_style_name: string | null;
  semitones_correction: number | null;
  calibration_id: string | null;
  calibration_value: number | null;
  calibration_name: string | null;
  use_calibration: number;
  transaction_id: string | null;
};

type NoteRow = { id: string; text: string; active: number };

/** Paths the API publishes for a recording's audio and peaks (api-facts §8.6: `/storage/<id>.<ext>`). */
export const storageUrl = (row: Pick<RecordingRow, 'id' | 'file_ext'>) => (row.file_ext ? `/storage/${row.id}.${row.file_ext}` : null);
export const waveformUrl = (row: Pick<RecordingRow, 'id' | 'file_ext' | 'state'>) =>
  row.file_ext && row.state === 'done' ? `/storage/peaks/${row.id}.json` : null;

export function toRecording(row: RecordingRow, note: NoteRow | undefined): Recording {
  return {
    id: row.id,
    project_id: row.project_id,
    parent_folder_id: row.parent_folder_id,
    type: row.type,
    url: row.state === 'done' ? storageUrl(row) : null,
    waveform_url: waveformUrl(row),
    file_name: row.file_name,
    label: row.label,
    state: row.state,
    original_id: row.original_id,
    model_id: row.model_id,
    model_name: row.model_name,
    voice_id: row.voice_id,
    voice_name: row.voice_name,
    accent_id: row.accent_id,
    accent_name: row.accent_name,
    narration_style_id: row.narration_style_id,
    narration_style_name: row.narration_style_name,
    semitones_correction: row.semitones_correction,
    calibration_id: row.calibration_id,
    calibration_value: row.calibration_value,
    calibration_name: row.calibration_name,
    microphone: row.microphone,
    size: row.size,
    duration: row.duration,
    starred: row.starred === 1,
    tts: row.tts === 1,
    tts_voice: row.tts_voice,
    tts_voice_id: row.tts_voice_id,
    text: row.text,
    params: JSON.parse(row.params) as Recording['params'],
    error: row.error,
    active: row.active === 1,
    created_at: row.created_at,
    converted_at: row.converted_at,
    listen_count: row.listen_count,
    process_stage: row.process_stage,
    note: note ? { id: note.id, text: note.text, active: note.active === 1 } : null,
    transaction_id: row.transaction_id,
    moderation: null,
  };
}

export function findRecordingRow(db: Db, id: string): RecordingRow | undefined {
  return cachedStatement(db, 'SELECT * FROM recordings WHERE id = ?').get(id) as RecordingRow | undefined;
}

export function recordingJson(db: Db, row: RecordingRow): Recording {
  return toRecording(row, noteOfRecording(db, row.id));
}

type ListFilter = { userId: string; type?: 'original' | 'converted'; folderId?: string; projectId?: string; originalId?: string };
type ListPage = { limit: number; offset: number; direction: 'asc' | 'desc' };

/** The page's SQL: ids from an index in list order (ties by id, same direction), and the count from the same index. */
function listSql(filter: ListFilter, page: ListPage) {
  const candidates: Array<[string, unknown]> = [
    ['user_id = ?', filter.userId],
    ['type = ?', filter.type],
    ['parent_folder_id = ?', filter.folderId],
    ['project_id = ?', filter.projectId],
    ['original_id = ?', filter.originalId],
  ];
  const conditions = candidates.filter(([, value]) => value !== undefined);
  const where = conditions.map(([clause]) => clause).join(' AND ');
  const order = page.direction === 'asc' ? 'ASC' : 'DESC';
  return {
    args: conditions.map(([, value]) => value),
    count: `SELECT COUNT(*) FROM recordings WHERE ${where}`,
    ids: `SELECT id FROM recordings WHERE ${where} ORDER BY created_at ${order}, id ${order} LIMIT ? OFFSET ?`,
  };
}

const PAGE_ROWS = `SELECT r.*, n.id AS note_id, n.text AS note_text, n.active AS note_active FROM recordings r
  LEFT JOIN notes n ON n.recording_id = r.id WHERE r.id IN (SELECT value FROM json_each(?))`;

/**
 * A page of a list, with notes. The offset is walked in the covering index (ids only), so the last page of
 * 10,000 costs about what the first does; only the page's own rows are then read, with their notes. With a
 * cache, the count (the same for every page of the list) is counted once per change of the database.
 */
export function listRecordings(db: Db, filter: ListFilter, page: ListPage, counts?: ListCache) {
  const sql = listSql(filter, page);
  const countRows = () => cachedStatement(db, sql.count).pluck().get(...sql.args) as number;
  const count = counts ? counts.remember(`count:${JSON.stringify(filter)}`, countRows) : countRows();
  const ids = cachedStatement(db, sql.ids).pluck().all(...sql.args, page.limit, page.offset) as string[];
  const rows = ids.length === 0 ? [] : (cachedStatement(db, PAGE_ROWS).all(JSON.stringify(ids)) as Array<RecordingRow & { note_id: string | null; note_text: string; note_active: number }>);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const list = ids.map((id) => {
    const row = byId.get(id)!;
    return toRecording(row, row.note_id ? { id: row.note_id, text: row.note_text, active: row.note_active } : undefined);
  });
  return { list, pagination: { count, limit: page.limit, offset: page.offset } };
}

/** SQLite's plan for a list page (its count, ids and rows), for the benchmark's check that no sort is needed. */
export function listRecordingsPlan(db: Db, filter: ListFilter, page: ListPage): string[] {
  const sql = listSql(filter, page);
  const explain = (text: string, ...args: unknown[]) => (db.prepare(`EXPLAIN QUERY PLAN ${text}`).all(...args) as Array<{ detail: string }>).map((step) => step.detail);
  return [...explain(sql.count, ...sql.args), ...explain(sql.ids, ...sql.args, page.limit, page.offset), ...explain(PAGE_ROWS, '[]')];
}

/** The process stage of a conversion ordered while its original was still processing. */
export const WAITING_FOR_ORIGINAL = 'waiting_for_original';

/** Conversions parked until their original is ready (see jobs/waiting-conversions.ts). */
export function conversionsWaitingFor(db: Db, originalId: string): RecordingRow[] {
  return db
    .prepare("SELECT * FROM recordings WHERE original_id = ? AND state = 'processing' AND process_stage = ?")
    .all(originalId, WAITING_FOR_ORIGINAL) as RecordingRow[];
}

export type NewRecording = Partial<Omit<RecordingRow, 'id' | 'created_at'>> &
  Pick<RecordingRow, 'user_id' | 'project_id' | 'parent_folder_id' | 'type' | 'state'>;

export function insertRecording(db: Db, fields: NewRecording, id: string = randomUUID()): RecordingRow {
  const row = { params: '{}', duration: 0, ...fields, id, created_at: new Date().toISOString() };
  const columns = Object.keys(row);
  db.prepare(`INSERT INTO recordings (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`).run(row);
  db.prepare('UPDATE projects SET last_recording_at = ? WHERE id = ?').run(row.created_at, row.project_id);
  return findRecordingRow(db, id)!;
}

export function updateRecording(db: Db, id: string, changes: Partial<Omit<RecordingRow, 'id'>>): RecordingRow {
  const columns = Object.keys(changes);
  if (columns.length > 0) {
    db.prepare(`UPDATE recordings SET ${columns.map((c) => `${c} = @${c}`).join(', ')} WHERE id = @id`).run({ ...changes, id });
  }
  return findRecordingRow(db, id)!;
}

/** Rows (id and file extension) that a delete of these recordings removes: them and their conversions. */
export function recordingsWithConversions(db: Db, ids: string[]): Array<{ id: string; file_ext: string | null }> {
  if (ids.length === 0) return [];
  const marks = ids.map(() => '?').join(', ');
  return db
    .prepare(`SELECT id, file_ext FROM recordings WHERE id IN (${marks}) OR original_id IN (${marks})`)
    .all(...ids, ...ids) as Array<{ id: string; file_ext: string | null }>;
}

/** Deletes a recording; its conversions and note go with it through the foreign keys. */
export function deleteRecording(db: Db, id: string): void {
  db.prepare('DELETE FROM recordings WHERE id = ?').run(id);
}

/** The fields of a converted recording that the statistics count. */
export type ConversionStatRow = Pick<RecordingRow, 'state' | 'duration' | 'converted_at' | 'voice_id' | 'voice_name' | 'project_id' | 'parent_folder_id'>;

/** Every conversion of the account, whatever its state. */
export function accountConversions(db: Db, userId: string): ConversionStatRow[] {
  return db
    .prepare("SELECT state, duration, converted_at, voice_id, voice_name, project_id, parent_folder_id FROM recordings WHERE user_id = ? AND type = 'converted'")
    .all(userId) as ConversionStatRow[];
}

/** The fields of a recording that an export archive needs to name and place its file. */
export type ExportRow = Pick<RecordingRow, 'id' | 'type' | 'file_ext' | 'label' | 'file_name' | 'original_id' | 'voice_name' | 'state' | 'parent_folder_id' | 'starred'>;

const EXPORT_COLUMNS = 'id, type, file_ext, label, file_name, original_id, voice_name, state, parent_folder_id, starred';

/** A project's recordings, or an original and its conversions, oldest first; only the starred ones if asked. */
export function exportRows(db: Db, scope: { projectId: string } | { originalId: string }, starredOnly: boolean): ExportRow[] {
  const starred = starredOnly ? 'AND starred = 1' : '';
  return 'projectId' in scope
    ? (db.prepare(`SELECT ${EXPORT_COLUMNS} FROM recordings WHERE project_id = ? ${starred} ORDER BY created_at`).all(scope.projectId) as ExportRow[])
    : (db
        .prepare(`SELECT ${EXPORT_COLUMNS} FROM recordings WHERE (id = ? OR original_id = ?) ${starred} ORDER BY created_at`)
        .all(scope.originalId, scope.originalId) as ExportRow[]);
}
