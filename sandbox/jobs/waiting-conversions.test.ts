import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AudioResult, AudioTask } from '../audio/workers/audio-tasks';
import { VOICE_CATALOGUE } from '../catalogue/voice-catalogue';
import { AudioFiles } from '../store/audio-files';
import { openDatabase, type Db } from '../store/database';
import { createFolder } from '../store/folder-repository';
import { insertOrder, latestOrderOf } from '../store/order-repository';
import { createProject } from '../store/project-repository';
import { findRecordingRow, insertRecording, WAITING_FOR_ORIGINAL } from '../store/recording-repository';
import { seedAccounts } from '../store/seed';
import { jobHandlers } from './job-handlers';
import { claimJob, enqueueJob } from '../store/job-repository';

let dataDir: string;
let db: Db;
let files: AudioFiles;
let userId: string;

const audio = (duration: number): AudioResult => ({
  kind: 'audio',
  wav: new Uint8Array(44),
  peaks: '[]',
  duration,
  f0: null,
});

/** A TTS original in processing with its job, and one conversion ordered at once (waiting, no job). */
function originalWithWaitingConversion() {
  const project = createProject(db, userId, { name: 'Waiting', owner: userId, models: {} });
  const folder = createFolder(db, userId, { name: 'Takes', project_id: project.id });
  const base = { user_id: userId, project_id: project.id, parent_folder_id: folder.id };
  const original = insertRecording(db, {
    ...base,
    type: 'original',
    state: 'processing',
    tts: 1,
    text: 'Hello there.',
    text_language: 'en',
  });
  enqueueJob(db, 'tts-original', original.id);
  const voice = VOICE_CATALOGUE.find((candidate) => candidate.narration_styles.length > 0)!;
  const conversion = insertRecording(db, {
    ...base,
    type: 'converted',
    state: 'processing',
    process_stage: WAITING_FOR_ORIGINAL,
    original_id: original.id,
    tts: 1,
    voice_id: voice.id,
    narration_style_id: voice.narration_styles[0]!.id,
  });
  insertOrder(db, { user_id: userId, original_id: original.id, conversion_id: conversion.id, calibration_id: null });
  return { original, conversion };
}

beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'waiting-conversions-'));
  db = openDatabase(dataDir);
  seedAccounts(db);
  files = new AudioFiles(dataDir);
  userId = (db.prepare("SELECT id FROM users WHERE email = 'demo@example.com'").get() as { id: string }).id;
});
afterEach(() => {
  db.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('conversions waiting for their original', () => {
  it('are queued in the same step that finishes the original, then run and are charged its duration', async () => {
    const { original, conversion } = originalWithWaitingConversion();
    const tasks: AudioTask['kind'][] = [];
    const handlers = jobHandlers(db, files, {
      run: async (task) => (tasks.push(task.kind), audio(task.kind === 'synthesize-original' ? 2.5 : 2.7)),
    });
    expect(claimJob(db)).toMatchObject({ kind: 'tts-original', subject_id: original.id });
    expect(claimJob(db)).toBeUndefined();

    await handlers['tts-original']({
      id: 'job',
      kind: 'tts-original',
      subject_id: original.id,
      payload: '{}',
      attempts: 1,
    });
    expect(findRecordingRow(db, conversion.id)).toMatchObject({ state: 'processing', process_stage: 'queued' });
    const next = claimJob(db)!;
    expect(next).toMatchObject({ kind: 'conversion', subject_id: conversion.id });

    const credits = () =>
      (db.prepare('SELECT credits FROM users WHERE id = ?').get(userId) as { credits: number }).credits;
    const before = credits();
    await handlers.conversion(next);
    expect(tasks).toEqual(['synthesize-original', 'convert-text']);
    expect(findRecordingRow(db, conversion.id)).toMatchObject({ state: 'done', duration: 2.7 });
    expect(latestOrderOf(db, conversion.id)).toMatchObject({ state: 'done' });
    expect(before - credits()).toBeCloseTo(2.5, 6);
  });

  it('end in error with the reason when the original fails', async () => {
    const { original, conversion } = originalWithWaitingConversion();
    const handlers = jobHandlers(db, files, {
      run: async () => {
        throw new Error('eSpeak NG could not load its voice');
      },
    });
    await expect(
      handlers['tts-original']({
        id: 'job',
        kind: 'tts-original',
        subject_id: original.id,
        payload: '{}',
        attempts: 1,
      }),
    ).rejects.toThrow(/could not load/);
    expect(findRecordingRow(db, original.id)).toMatchObject({
      state: 'error',
      error: 'eSpeak NG could not load its voice',
    });
    expect(findRecordingRow(db, conversion.id)).toMatchObject({
      state: 'error',
      error: 'The original recording failed: eSpeak NG could not load its voice',
      process_stage: null,
    });
    expect(latestOrderOf(db, conversion.id)).toMatchObject({
      state: 'error',
      error: 'The original recording failed: eSpeak NG could not load its voice',
    });
    claimJob(db);
    expect(claimJob(db)).toBeUndefined();
  });

  it('park again, without running, if their job meets an original still processing', async () => {
    const { conversion } = originalWithWaitingConversion();
    const handlers = jobHandlers(db, files, { run: async () => audio(1) });
    await handlers.conversion({ id: 'job', kind: 'conversion', subject_id: conversion.id, payload: '{}', attempts: 1 });
    expect(findRecordingRow(db, conversion.id)).toMatchObject({
      state: 'processing',
      process_stage: WAITING_FOR_ORIGINAL,
    });
  });
});
