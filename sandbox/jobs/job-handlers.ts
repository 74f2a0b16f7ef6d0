import type { Db } from '../store/database';
import type { AudioFiles } from '../store/audio-files';
import { findRecordingRow, updateRecording, type RecordingRow } from '../store/recording-repository';
import type { AudioResult, AudioTask } from '../audio/audio-tasks';
import type { AudioWorker } from '../audio/audio-worker';
import type { JobHandler } from './job-runner';
import type { JobKind } from './job-queue';

type Audio = Extract<AudioResult, { kind: 'audio' }>;

/**
 * What each kind of job does. The worker computes; the main thread writes the file atomically, then updates the
 * records in one transaction, so a crash leaves either the processing record (and its queued job) or the
 * finished one, never a record pointing at a missing file.
 */
export function jobHandlers(db: Db, files: AudioFiles, worker: AudioWorker): Record<JobKind, JobHandler> {
  const runAudio = async (task: AudioTask): Promise<Audio> => {
    const result = await worker.run(task);
    if (result.kind !== 'audio') throw new Error('expected audio from the worker');
    return result;
  };

  const storeAudio = (id: string, audio: Audio) => {
    files.writeAtomically(files.peaksPath(id), audio.peaks);
    files.writeAtomically(files.audioPath(id, 'wav'), audio.wav);
  };

  const failRecording = (row: RecordingRow, error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    db.transaction(() => {
      updateRecording(db, row.id, { state: 'error', error: message, process_stage: null });
      db.prepare("UPDATE orders SET state = 'error', error = ?, closed_at = ? WHERE conversion_id = ?").run(message, new Date().toISOString(), row.id);
    })();
    throw error;
  };

  const conversionTask = (row: RecordingRow, original: RecordingRow): AudioTask => {
    const common = { voiceId: row.voice_id!, accentId: row.accent_id, semitones: row.semitones_correction ?? 0 };
    if (original.tts) return { kind: 'convert-text', text: original.text ?? '', language: original.text_language, styleId: row.narration_style_id, ...common };
    return { kind: 'convert-speech', sourcePath: files.audioPath(original.id, original.file_ext!), sourceF0: row.calibration_value, ...common };
  };

  return {
    conversion: async (job) => {
      const row = findRecordingRow(db, job.subject_id);
      if (!row || row.state === 'done') return;
      const original = row.original_id ? findRecordingRow(db, row.original_id) : undefined;
      if (!original || original.state !== 'done') return failRecording(row, new Error('The original recording is missing or not ready'));
      updateRecording(db, row.id, { process_stage: 'converting' });
      const audio = await runAudio(conversionTask(row, original)).catch((error: unknown) => failRecording(row, error));
      storeAudio(row.id, audio);
      const now = new Date().toISOString();
      db.transaction(() => {
        updateRecording(db, row.id, {
          state: 'done',
          file_ext: 'wav',
          file_name: `${row.id}.wav`,
          size: audio.wav.byteLength,
          duration: audio.duration,
          converted_at: now,
          error: null,
          process_stage: null,
        });
        db.prepare("UPDATE orders SET state = 'done', f0 = ?, error = NULL, closed_at = ? WHERE conversion_id = ?").run(audio.f0, now, row.id);
        db.prepare('UPDATE users SET credits = MAX(0, credits - ?) WHERE id = ?').run(audio.duration, row.user_id);
      })();
    },

    'tts-original': async (job) => {
      const row = findRecordingRow(db, job.subject_id);
      if (!row || row.state === 'done') return;
      const audio = await runAudio({ kind: 'synthesize-original', text: row.text ?? '', language: row.text_language }).catch((error: unknown) =>
        failRecording(row, error),
      );
      storeAudio(row.id, audio);
      updateRecording(db, row.id, { state: 'done', file_ext: 'wav', size: audio.wav.byteLength, duration: audio.duration, error: null });
    },

    calibration: async (job) => {
      const calibration = db.prepare('SELECT id, file_ext FROM calibrations WHERE id = ?').get(job.subject_id) as { id: string; file_ext: string } | undefined;
      if (!calibration) return;
      // The same streaming scan as the upload, with the pitch tracked over a bounded window (scan-audio.ts).
      const result = await worker.run({ kind: 'scan', sourcePath: files.calibrationPath(calibration.id, calibration.file_ext), pitch: true }).catch((error: unknown) => {
        db.prepare("UPDATE calibrations SET state = 'error', error = ? WHERE id = ?").run(error instanceof Error ? error.message : String(error), calibration.id);
        throw error;
      });
      if (result.kind === 'undecodable') {
        db.prepare("UPDATE calibrations SET state = 'error', error = ? WHERE id = ?").run(result.message, calibration.id);
        return;
      }
      const f0 = result.kind === 'scan' ? result.meanF0 : null;
      if (f0 === null) {
        db.prepare("UPDATE calibrations SET state = 'error', error = ? WHERE id = ?").run('No voiced speech was found in the sample; record a few sentences in your normal voice', calibration.id);
        return;
      }
      db.prepare("UPDATE calibrations SET state = 'calibrated', f0 = ?, algorithm = 'mcleod-mean-voiced-f0', error = NULL, calibrated_at = ? WHERE id = ?").run(
        Math.round(f0 * 100) / 100,
        new Date().toISOString(),
        calibration.id,
      );
    },
  };
}
