import { randomUUID } from 'node:crypto';
import { closeSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './private-files';

/**
 * Where the sandbox keeps audio: DATA_DIR/audio/<recording id>.<ext>, peaks in DATA_DIR/peaks/<id>.json, voice
 * samples in DATA_DIR/samples, and
 * work in progress in DATA_DIR/tmp. Files are written to a temporary name, fsynced, then renamed, so a crash
 * leaves either the old state or the new one, never half a file.
 */
export class AudioFiles {
  readonly audioDir: string;
  readonly peaksDir: string;
  readonly tmpDir: string;
  readonly samplesDir: string;
  readonly calibrationsDir: string;

  constructor(dataDir: string) {
    this.audioDir = path.join(dataDir, 'audio');
    this.peaksDir = path.join(dataDir, 'peaks');
    this.tmpDir = path.join(dataDir, 'tmp');
    this.samplesDir = path.join(dataDir, 'samples');
    this.calibrationsDir = path.join(dataDir, 'calibrations');
    for (const dir of [this.audioDir, this.peaksDir, this.tmpDir, this.samplesDir, this.calibrationsDir])
      mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  }

  audioName(id: string, ext: string): string {
    return `${id}.${ext}`;
  }

  audioPath(id: string, ext: string): string {
    return path.join(this.audioDir, this.audioName(id, ext));
  }

  calibrationPath(id: string, ext: string): string {
    return path.join(this.calibrationsDir, `${id}.${ext}`);
  }

  peaksPath(id: string): string {
    return path.join(this.peaksDir, `${id}.json`);
  }

  tempPath(suffix = ''): string {
    return path.join(this.tmpDir, `${randomUUID()}${suffix}`);
  }

  /** Moves a finished temporary file into place durably. */
  commit(tempFile: string, finalPath: string): void {
    const fd = openSync(tempFile, 'r+');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(tempFile, finalPath);
  }

  writeAtomically(finalPath: string, data: string | Uint8Array): void {
    const temp = this.tempPath();
    writeFileSync(temp, data, { mode: PRIVATE_FILE_MODE });
    this.commit(temp, finalPath);
  }

  removeRecording(id: string, ext: string | null): void {
    if (ext) rmSync(this.audioPath(id, ext), { force: true });
    rmSync(this.peaksPath(id), { force: true });
  }

  /** Work files left by a process that died mid-upload are useless after a restart. */
  clearTemp(): void {
    rmSync(this.tmpDir, { recursive: true, force: true });
    mkdirSync(this.tmpDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  }
}
