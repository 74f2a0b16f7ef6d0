import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './database';
import { createFolder } from './folder-repository';
import { ListCache } from './list-cache';
import { createProject } from './project-repository';
import { RecordingList } from '../../contract/gateway/recordings';
import { RECORDING_JSON_VERSION } from './recording-json';
import {
  insertRecording,
  listRecordingsJson,
  listRecordingsPlan,
  recordingJson,
  updateRecording,
} from './recording-repository';
import { seedAccounts } from './seed';

let dataDir: string;
let db: Db;
let userId: string;
let folderId: string;
let projectId: string;
let originalId: string;

beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'recording-lists-'));
  db = openDatabase(dataDir);
  seedAccounts(db);
  userId = (db.prepare("SELECT id FROM users WHERE email = 'demo@example.com'").get() as { id: string }).id;
  projectId = createProject(db, userId, { name: 'Lists', owner: userId, models: {} }).id;
  folderId = createFolder(db, userId, { name: 'Takes', project_id: projectId }).id;
  const base = {
    user_id: userId,
    project_id: projectId,
    parent_folder_id: folderId,
    state: 'done' as const,
    file_ext: 'wav',
  };
  // Many rows share a millisecond: the id tiebreak decides their order.
  db.transaction(() => {
    for (let i = 0; i < 250; i++) insertRecording(db, { ...base, type: 'original', label: `Take ${i}` });
  })();
  originalId = (db.prepare('SELECT id FROM recordings LIMIT 1').get() as { id: string }).id;
  for (let i = 0; i < 3; i++) insertRecording(db, { ...base, type: 'converted', original_id: originalId });
});
afterAll(() => {
  db.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const filters = () => [
  { userId, type: 'original' as const, folderId },
  { userId, folderId },
  { userId, projectId },
  { userId },
  { userId, type: 'converted' as const, originalId },
];

describe('recording lists', () => {
  it('are served in list order straight from an index: no temporary B-tree for any filter or direction', () => {
    for (const filter of filters()) {
      for (const direction of ['asc', 'desc'] as const) {
        const plan = listRecordingsPlan(db, filter, direction);
        expect(plan.order.join('\n'), JSON.stringify(filter)).not.toMatch(/TEMP B-TREE/);
        expect(plan.order, JSON.stringify(filter)).toEqual([
          expect.stringMatching(/^SEARCH recordings USING COVERING INDEX/),
        ]);
        expect(plan.page.join('\n')).toMatch(/SEARCH j USING PRIMARY KEY \(id=\?\)/);
        expect(plan.page.join('\n')).not.toMatch(/SCAN j\b/);
      }
    }
  });

  it('page through every row exactly once, newest first or oldest first, ties broken by id', () => {
    const orders = new ListCache(db);
    for (const direction of ['asc', 'desc'] as const) {
      const seen: Array<{ id: string; created_at: string }> = [];
      for (let offset = 0; offset < 250; offset += 100)
        seen.push(...page({ userId, type: 'original', folderId }, { limit: 100, offset, direction }, orders).list);
      expect(new Set(seen.map((row) => row.id)).size).toBe(250);
      const sorted = [...seen].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
      expect(seen.map((row) => row.id)).toEqual((direction === 'asc' ? sorted : sorted.reverse()).map((row) => row.id));
    }
    expect(
      page({ userId, type: 'original', folderId }, { limit: 100, offset: 200, direction: 'desc' }, orders).pagination,
    ).toEqual({ count: 250, limit: 100, offset: 200 });
    expect(
      page({ userId, type: 'original', folderId }, { limit: 100, offset: 300, direction: 'desc' }, orders),
    ).toEqual({ list: [], pagination: { count: 250, limit: 100, offset: 300 } });
  });

  it('answer every recording exactly as its own fetch does, in the contract shape, whatever its fields hold', () => {
    const folder = createFolder(db, userId, { name: 'Mixed', project_id: projectId }).id;
    const base = { user_id: userId, project_id: projectId, parent_folder_id: folder };
    const original = insertRecording(db, {
      ...base,
      type: 'original',
      state: 'done',
      file_ext: 'wav',
      file_name: 'take "one".wav',
      label: 'Ünïcode \\ "quoted" \u0007',
      size: 441_044,
      duration: 12.345,
    });
    insertRecording(db, {
      ...base,
      type: 'original',
      state: 'processing',
      file_ext: 'ogg',
      starred: 1,
      tts: 1,
      tts_voice: 'Sam',
      text: 'Hello\nworld',
      params: '[{"id":"a","name":"b","value":1.5}]',
    });
    insertRecording(db, {
      ...base,
      type: 'converted',
      state: 'error',
      original_id: original.id,
      error: 'Out of credits',
      voice_id: 'v1',
      voice_name: 'Rex',
      semitones_correction: -2,
      calibration_value: 0.25,
      params: '{"pitch":{"shift":3}}',
      active: 0,
    });
    db.prepare(
      "INSERT INTO notes (id, recording_id, user_id, text, active, created_at) VALUES ('note-1', ?, ?, 'Check the \"end\"', 0, '2026-01-01T00:00:00.000Z')",
    ).run(original.id, userId);
    const body = page(
      { userId, projectId, folderId: folder },
      { limit: 10, offset: 0, direction: 'asc' },
      new ListCache(db),
    );
    expect(RecordingList.safeParse(body).success).toBe(true);
    expect(body.list).toHaveLength(3);
    for (const recording of body.list) expect(recording).toEqual(recordingJson(db, recording));
    // Picked out by what they are, not by place: rows made in one millisecond are ordered by their random ids.
    const done = body.list.find((recording) => recording.id === original.id);
    const processing = body.list.find((recording) => recording.state === 'processing');
    const converted = body.list.find((recording) => recording.type === 'converted');
    expect(done).toMatchObject({
      url: `/storage/${original.id}.wav`,
      waveform_url: `/storage/peaks/${original.id}.json`,
      label: 'Ünïcode \\ "quoted" \u0007',
      duration: 12.345,
      note: { id: 'note-1', text: 'Check the "end"', active: false },
      starred: false,
      moderation: null,
    });
    expect(processing).toMatchObject({
      url: null,
      waveform_url: null,
      starred: true,
      tts: true,
      text: 'Hello\nworld',
      params: [{ id: 'a', name: 'b', value: 1.5 }],
      note: null,
    });
    expect(converted).toMatchObject({
      state: 'error',
      error: 'Out of credits',
      semitones_correction: -2,
      calibration_value: 0.25,
      params: { pitch: { shift: 3 } },
      active: false,
      original_id: original.id,
    });
    expect(Object.keys(done!)).toEqual(Object.keys(converted!));
  });

  it('follow every write to a recording and its note, and are rebuilt from the rows when the file is opened', () => {
    const folder = createFolder(db, userId, { name: 'Writes', project_id: projectId }).id;
    const base = { user_id: userId, project_id: projectId, parent_folder_id: folder, type: 'original' as const };
    const first = insertRecording(db, { ...base, state: 'processing' });
    const second = insertRecording(db, { ...base, state: 'processing' });
    // Both rows may share a millisecond, when the random id decides their order: look them up by id.
    const matchesOwnFetch = () => {
      const body = page({ userId, folderId: folder }, { limit: 10, offset: 0, direction: 'asc' }, new ListCache(db));
      for (const recording of body.list) expect(recording).toEqual(recordingJson(db, recording));
      return body.list;
    };
    const fetched = (id: string) => matchesOwnFetch().find((recording) => recording.id === id);
    updateRecording(db, first.id, { state: 'done', file_ext: 'wav', duration: 3.5, label: 'Done' });
    db.prepare(
      "INSERT INTO notes (id, recording_id, user_id, text, active, created_at) VALUES ('note-w', ?, ?, 'first', 1, '2026-01-01T00:00:00.000Z')",
    ).run(first.id, userId);
    expect(fetched(first.id)).toMatchObject({
      state: 'done',
      url: `/storage/${first.id}.wav`,
      note: { text: 'first' },
    });
    db.prepare("UPDATE notes SET text = 'edited', recording_id = ? WHERE id = 'note-w'").run(second.id);
    expect(fetched(first.id)).toMatchObject({ note: null });
    expect(fetched(second.id)).toMatchObject({ note: { text: 'edited' } });
    db.prepare("DELETE FROM notes WHERE id = 'note-w'").run();
    expect(fetched(second.id)).toMatchObject({ note: null });
    db.prepare('DELETE FROM recordings WHERE id = ?').run(first.id);
    expect(matchesOwnFetch().map((recording) => recording.id)).toEqual([second.id]);
    expect(db.prepare('SELECT count(*) FROM recording_json WHERE id = ?').pluck().get(first.id)).toBe(0);

    // Rows written while the triggers were missing (an older sandbox) are caught up at the next open.
    db.exec('DROP TRIGGER recording_json_update');
    db.prepare("UPDATE recordings SET label = 'Behind' WHERE id = ?").run(second.id);
    db.close();
    db = openDatabase(dataDir);
    expect(fetched(second.id)).toMatchObject({ label: 'Behind' });
  });

  it('are refilled at an open only when the kept version differs from the code or a trigger is missing', () => {
    const id = (db.prepare('SELECT id FROM recordings LIMIT 1').get() as { id: string }).id;
    const kept = () => db.prepare('SELECT json FROM recording_json WHERE id = ?').pluck().get(id);
    const current = kept();
    const reopen = () => {
      db.close();
      db = openDatabase(dataDir);
    };
    // A marker written behind the triggers' back survives an open of an up-to-date database: nothing was refilled.
    db.prepare('UPDATE recording_json SET json = \'"marker"\' WHERE id = ?').run(id);
    reopen();
    expect(kept()).toBe('"marker"');
    // A database kept by other code (another version of RECORDING_JSON) is refilled.
    db.prepare("UPDATE kept_versions SET version = 'older' WHERE name = 'recording_json'").run();
    reopen();
    expect(kept()).toBe(current);
    expect(db.prepare("SELECT version FROM kept_versions WHERE name = 'recording_json'").pluck().get()).toBe(
      RECORDING_JSON_VERSION,
    );
  });

  it('keep a page and a list order only while nothing is written', () => {
    const pages = new ListCache(db);
    const orders = new ListCache(db);
    let builds = 0;
    const filter = { userId, type: 'original' as const, folderId };
    const first = () =>
      pages.remember(
        'page',
        () => (builds++, listRecordingsJson(db, filter, { limit: 5, offset: 0, direction: 'desc' }, orders)),
      );
    const kept = first();
    expect(first()).toBe(kept);
    expect(builds).toBe(1);
    const newest = (JSON.parse(kept.toString()) as { list: Array<{ id: string }> }).list[0]!.id;
    updateRecording(db, newest, { label: 'Renamed', starred: 1 });
    const after = JSON.parse(first().toString()) as { list: Array<{ id: string; label: string; starred: boolean }> };
    expect(builds).toBe(2);
    expect(after.list[0]).toMatchObject({ id: newest, label: 'Renamed', starred: true });

    const count = () => page(filter, { limit: 1, offset: 0, direction: 'desc' }, orders).pagination.count;
    expect(count()).toBe(250);
    const added = insertRecording(db, {
      user_id: userId,
      project_id: projectId,
      parent_folder_id: folderId,
      type: 'original',
      state: 'processing',
    });
    expect(count()).toBe(251);
    expect(page(filter, { limit: 1, offset: 0, direction: 'desc' }, orders).list[0]!.id).toBe(added.id);
  });
});

/** A page as a client reads it. */
const page = (
  filter: Parameters<typeof listRecordingsJson>[1],
  range: Parameters<typeof listRecordingsJson>[2],
  orders: ListCache,
) => JSON.parse(listRecordingsJson(db, filter, range, orders).toString()) as RecordingList;
