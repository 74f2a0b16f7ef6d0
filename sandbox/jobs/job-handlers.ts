import { conversionPrice } from '../../contract/gateway/pricing';
import type { AudioResult, AudioTask } from '../audio/workers/audio-tasks';
import type { AudioWorker } from '../audio/workers/audio-worker';
import { targetF0, voiceRendering } from '../catalogue/voice-rendering';
import { requireAffordable, resolveVoiceChoice } from '../conversions/conversion-ordering';
import type { AudioFiles } from '../store/audio-files';
import { findCalibrationSummary, markCalibrated, markCalibrationFailed } from '../store/calibration-repository';
import type { Db } from '../store/database';
import { completeConversion, failConversion } from '../store/conversion-outcome';
import { completeOriginal, failOriginal } from '../store/original-outcome';
import {
  findRecordingRow,
  updateRecording,
  WAITING_FOR_ORIGINAL,
  type RecordingRow,
} from '../store/recording-repository';
import type { JobHandler } from './job-runner';
import { CALIBRATION_MIN_VOICED_SECONDS, tooLittleVoice } from './calibration-voice';
import type { JobKind } from '../store/job-repository';

type Audio = Extract<AudioResult, { kind: 'audio' | 'audio-file' }>;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * What each kind of job does. The worker computes; the main thread writes the file atomically, then updates the
 * records in one transaction, so a crash leaves either the processing record (and its queued job) or the
 * finished one, never a record pointing at a missing file.
 */
export function jobHandlers(db: Db, files: AudioFiles, worker: Pick<AudioWorker, 'run'>): Record<JobKind, JobHandler> {
  const runAudio = async (task: AudioTask): Promise<Audio> => {
    const result = await worker.run(task);
    if (result.kind !== 'audio' && result.kind !== 'audio-file') throw new Error('expected audio from the worker');
    return result;
  };

  const storeAudio = (id: string, audio: Audio) => {
    files.writeAtomically(files.peaksPath(id), audio.peaks);
    if (audio.kind === 'audio') files.writeAtomically(files.audioPath(id, 'wav'), audio.wav);
    else files.commit(audio.path, files.audioPath(id, 'wav'));
  };
  const sizeOf = (audio: Audio) => (audio.kind === 'audio' ? audio.wav.byteLength : audio.bytes);

  /** Records the failure on the conversion and its orders, then rethrows it so the job is marked failed too. */
  const conversionFailed = (row: RecordingRow, error: unknown): never => {
    failConversion(db, row.id, messageOf(error));
    throw error;
  };

  /** An original that fails takes the conversions waiting for it along, with the reason; the job fails too. */
  const originalFailed = (row: RecordingRow, error: unknown): never => {
    failOriginal(db, row.id, messageOf(error));
    throw error;
  };

  /** The catalogue voice, accent and style turned into the signal parameters the audio engine works with. */
  const conversionTask = (row: RecordingRow, original: RecordingRow): AudioTask => {
    const {
      voice,
      style,
      spokenAccent: accent,
    } = resolveVoiceChoice(
      { voice_id: row.voice_id ?? '', accent_id: row.accent_id, narration_style_id: row.narration_style_id },
      Boolean(original.tts),
      'conversion',
    );
    const semitones = row.semitones_correction ?? 0;
    if (original.tts) {
      const spoken = voiceRendering(voice, { style: style?.spec, accent: accent?.spec, semitones });
      return { kind: 'convert-text', text: original.text ?? '', language: original.text_language, voice: spoken };
    }
    return {
      kind: 'convert-speech',
      sourcePath: files.audioPath(original.id, original.file_ext!),
      outputPath: files.tempPath('.wav'),
      target: {
        sourceF0: row.calibration_value,
        targetF0: targetF0(voice, accent?.spec, semitones),
        formantRatio: voice.formantRatio,
      },
    };
  };

  return {
    conversion: async (job) => {
      const row = findRecordingRow(db, job.subject_id);
      if (!row || row.state === 'done') return;
      const original = row.original_id ? findRecordingRow(db, row.original_id) : undefined;
      if (!original) return conversionFailed(row, new Error('The original recording no longer exists'));
      if (original.state === 'error')
        return conversionFailed(row, new Error(`The original recording failed: ${original.error ?? 'unknown error'}`));
      if (original.state !== 'done') {
        // Parked without a job: the original's own job releases it (store/original-outcome.ts).
        updateRecording(db, row.id, { process_stage: WAITING_FOR_ORIGINAL });
        return;
      }
      // Priced now that the original's duration is known (an order may precede it); spent once it is done.
      const price = conversionPrice(original.duration);
      try {
        requireAffordable(db, row.user_id, price, 'conversion', row);
      } catch (error) {
        return conversionFailed(row, error);
      }
      updateRecording(db, row.id, { process_stage: 'converting' });
      const audio = await Promise.resolve()
        .then(() => runAudio(conversionTask(row, original)))
        .catch((error: unknown) => conversionFailed(row, error));
      storeAudio(row.id, audio);
      completeConversion(db, row, { size: sizeOf(audio), duration: audio.duration, f0: audio.f0 }, price);
    },

    'tts-original': async (job) => {
      const row = findRecordingRow(db, job.subject_id);
      if (!row || row.state === 'done') return;
      const audio = await runAudio({
        kind: 'synthesize-original',
        text: row.text ?? '',
        language: row.text_language,
      }).catch((error: unknown) => originalFailed(row, error));
      storeAudio(row.id, audio);
      completeOriginal(db, row.id, { size: sizeOf(audio), duration: audio.duration });
    },

    calibration: async (job) => {
      const calibration = findCalibrationSummary(db, job.subject_id);
      if (!calibration) return;
      // The same streaming scan as the upload, with the pitch tracked over a bounded window (scan-audio.ts).
      const result = await worker
        .run({ kind: 'scan', sourcePath: files.calibrationPath(calibration.id, calibration.file_ext), pitch: true })
        .catch((error: unknown) => {
          markCalibrationFailed(db, calibration.id, messageOf(error));
          throw error;
        });
      if (result.kind === 'undecodable') {
        markCalibrationFailed(db, calibration.id, result.message);
        return;
      }
      const f0 = result.kind === 'scan' ? result.meanF0 : null;
      const voiced = result.kind === 'scan' ? result.voicedSeconds : 0;
      if (f0 === null || voiced < CALIBRATION_MIN_VOICED_SECONDS) {
        markCalibrationFailed(db, calibration.id, tooLittleVoice(voiced));
        return;
      }
      markCalibrated(db, calibration.id, Math.round(f0 * 100) / 100, 'mcleod-mean-voiced-f0');
    },
  };
}
