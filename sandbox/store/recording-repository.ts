import { randomUUID } from 'node:crypto';
import type { RecordingState } from '../../contract/gateway/recording-state';
import type { Recording } from '../../contract/gateway/recordings';
import type { Db } from './database';
import type { ListCache } from './list-cache';
import { RECORDING_JSON } from './recording-json';
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

const ONE_RECORDING = `SELECT ${RECORDING_JSON} FROM recordings r LEFT JOIN notes n ON n.recording_id = r.id WHERE r.id = ?`;

export function findRecordingRow(db: Db, id: string): RecordingRow | undefined {
  return cachedStatement(db, 'SELECT * FROM recordings WHERE id = ?').get(id) as RecordingRow | undefined;
}

/** The recording (just read or written) as the API answers it, with its note. */
export function recordingJson(db: Db, row: Pick<RecordingRow, 'id'>): Recording {
  return JSON.parse(cachedStatement(db, ONE_RECORDING).pluck().get(row.id) as string) as Recording;
}

type ListFilter = {
  userId: string;
  type?: 'original' | 'converted';
  folderId?: string;
  projectId?: string;
  originalId?: string;
};
type ListPage = { limit: number; offset: number; direction: 'asc' | 'desc' };

/** Every id of the list in list order, read from an index (ties by id, same direction). */
function listOrderSql(filter: ListFilter, direction: ListPage['direction']) {
  const candidates: Array<[string, unknown]> = [
    ['user_id = ?', filter.userId],
    ['type = ?', filter.type],
    ['parent_folder_id = ?', filter.folderId],
    ['project_id = ?', filter.projectId],
    ['original_id = ?', filter.originalId],
  ];
  const conditions = candidates.filter(([, value]) => value !== undefined);
  const where = conditions.map(([clause]) => clause).join(' AND ');
  const order = direction === 'asc' ? 'ASC' : 'DESC';
  return {
    args: conditions.map(([, value]) => value),
    sql: `SELECT id FROM recordings WHERE ${where} ORDER BY created_at ${order}, id ${order}`,
  };
}

/**
 * The page's recordings as JSON text joined by commas, in the order of the ids given (a JSON array), from the
 * JSON kept for each recording (recording-json.ts).
 */
const PAGE_JSON = `SELECT CAST(coalesce(group_concat(j.json, ',' ORDER BY k.key), '') AS BLOB)
  FROM json_each(?) AS k JOIN recording_json j ON j.id = k.value`;

/**
 * A page of a list with notes, as the response body (`{list, pagination}` JSON bytes). The list's ids in order
 * are read once per change of the database and kept in `orders` (list-cache.ts): the count is their number and
 * any page, the last of 10,000 included, is a slice, where OFFSET would walk the index up to the page. Only the
 * page's own recordings are then read, as the JSON text SQLite keeps for each (recording-json.ts).
 */
export function listRecordingsJson(db: Db, filter: ListFilter, page: ListPage, orders: ListCache): Buffer {
  const order = listOrderSql(filter, page.direction);
  const ids = orders.remember(
    JSON.stringify([filter, page.direction]),
    () =>
      cachedStatement(db, order.sql)
        .pluck()
        .all(...order.args) as string[],
  );
  const pageIds = ids.slice(page.offset, page.offset + page.limit);
  const rows = cachedStatement(db, PAGE_JSON).pluck().get(JSON.stringify(pageIds)) as Buffer;
  const pagination = JSON.stringify({ count: ids.length, limit: page.limit, offset: page.offset });
  return Buffer.concat([Buffer.from('{"list":['), rows, Buffer.from(`],"pagination":${pagination}}`)]);
}

/**
 * SQLite's plans for a list: its order, which must come straight from an index (no sort of the whole list), and
 * a page's rows, looked up by id (the page's 100 are put in order as they are joined into text).
 */
export function listRecordingsPlan(
  db: Db,
  filter: ListFilter,
  direction: ListPage['direction'],
): { order: string[]; page: string[] } {
  const order = listOrderSql(filter, direction);
  const explain = (text: string, ...args: unknown[]) =>
    (db.prepare(`EXPLAIN QUERY PLAN ${text}`).all(...args) as Array<{ detail: string }>).map((step) => step.detail);
  return { order: explain(order.sql, ...order.args), page: explain(PAGE_JSON, '[]') };
}

/** The process stage of a conversion ordered while its original was still processing. */
export const WAITING_FOR_ORIGINAL = 'waiting_for_original';

/** Conversions parked until their original is ready (see original-outcome.ts). */
export function conversionsWaitingFor(db: Db, originalId: string): RecordingRow[] {
  return db
    .prepare("SELECT * FROM recordings WHERE original_id = ? AND state = 'processing' AND process_stage = ?")
    .all(originalId, WAITING_FOR_ORIGINAL) as RecordingRow[];
}

/**
 * Seconds of audio the account has ordered converted and not yet paid for: conversions still processing whose
 * original is ready (so priced). Credits are spent as a conversion finishes; an order is checked against the
 * balance less these, so orders placed together cannot promise more than the account holds. With `orderedBefore`,
 * only the conversions ordered before that one count.
 */
export function reservedConversionSeconds(
  db: Db,
  userId: string,
  orderedBefore?: Pick<RecordingRow, 'id' | 'created_at'>,
): number {
  const row = db
    .prepare(
      `SELECT COALESCE(SUM(original.duration), 0) AS seconds FROM recordings conversion
       JOIN recordings original ON original.id = conversion.original_id
       WHERE conversion.user_id = @userId AND conversion.type = 'converted' AND conversion.state IN ('processing', 'postprocessing')
         AND original.state = 'done'
         AND (@id IS NULL OR conversion.created_at < @createdAt OR (conversion.created_at = @createdAt AND conversion.id < @id))`,
    )
    .get({ userId, id: orderedBefore?.id ?? null, createdAt: orderedBefore?.created_at ?? null }) as {
    seconds: number;
  };
  return row.seconds;
}

export type NewRecording = Partial<Omit<RecordingRow, 'id' | 'created_at'>> &
  Pick<RecordingRow, 'user_id' | 'project_id' | 'parent_folder_id' | 'type' | 'state'>;

export function insertRecording(db: Db, fields: NewRecording, id: string = randomUUID()): RecordingRow {
  const row = { params: '{}', duration: 0, ...fields, id, created_at: new Date().toISOString() };
  const columns = Object.keys(row);
  db.prepare(`INSERT INTO recordings (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`).run(
    row,
  );
  db.prepare('UPDATE projects SET last_recording_at = ? WHERE id = ?').run(row.created_at, row.project_id);
  return findRecordingRow(db, id)!;
}

export function updateRecording(db: Db, id: string, changes: Partial<Omit<RecordingRow, 'id'>>): RecordingRow {
  const columns = Object.keys(changes);
  if (columns.length > 0) {
    db.prepare(`UPDATE recordings SET ${columns.map((c) => `${c} = @${c}`).join(', ')} WHERE id = @id`).run({
      ...changes,
      id,
    });
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
export type ConversionStatRow = Pick<
  RecordingRow,
  'state' | 'duration' | 'converted_at' | 'voice_id' | 'voice_name' | 'project_id' | 'parent_folder_id'
>;

/** Every conversion of the account, whatever its state. */
export function accountConversions(db: Db, userId: string): ConversionStatRow[] {
  return db
    .prepare(
      "SELECT state, duration, converted_at, voice_id, voice_name, project_id, parent_folder_id FROM recordings WHERE user_id = ? AND type = 'converted'",
    )
    .all(userId) as ConversionStatRow[];
}

/** The fields of a recording that an export archive needs to name and place its file. */
/** The columns that place a recording in an export, and those that name a conversion (contract/naming/conversion-name.ts). */
export type ExportRow = Pick<
  RecordingRow,
  | 'id'
  | 'type'
  | 'file_ext'
  | 'label'
  | 'file_name'
  | 'original_id'
  | 'state'
  | 'parent_folder_id'
  | 'starred'
  | NamingColumn
>;
type NamingColumn =
  'voice_name' | 'accent_name' | 'semitones_correction' | 'narration_style_name' | 'calibration_name' | 'model_name';

const EXPORT_COLUMNS =
  'id, type, file_ext, label, file_name, original_id, state, parent_folder_id, starred, voice_name, accent_name, semitones_correction, narration_style_name, calibration_name, model_name';

/** A project's recordings, or an original and its conversions, oldest first; only the starred ones if asked. */
export function exportRows(
  db: Db,
  scope: { projectId: string } | { originalId: string },
  starredOnly: boolean,
): ExportRow[] {
  const starred = starredOnly ? 'AND starred = 1' : '';
  return 'projectId' in scope
    ? (db
        .prepare(`SELECT ${EXPORT_COLUMNS} FROM recordings WHERE project_id = ? ${starred} ORDER BY created_at`)
        .all(scope.projectId) as ExportRow[])
    : (db
        .prepare(
          `SELECT ${EXPORT_COLUMNS} FROM recordings WHERE (id = ? OR original_id = ?) ${starred} ORDER BY created_at`,
        )
        .all(scope.originalId, scope.originalId) as ExportRow[]);
}
