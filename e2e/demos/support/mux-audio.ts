import { execFileSync, spawnSync } from 'node:child_process';
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AudioSegment } from './page-audio-tap';

/**
 * Lays each document's recorded audio at the moment it started (relative to the video's time zero) and mixes
 * them under the video as one AAC track, in place. The video stream is copied, not encoded again.
 */
export function muxAudio(ffmpeg: string, video: string, segments: readonly AudioSegment[], origin: number): void {
  const recorded = segments.filter((segment) => segment.chunks.length > 0);
  if (recorded.length === 0) return;
  const dir = path.dirname(video);
  const files = recorded.map((segment, index) => {
    const file = path.join(dir, `audio-${index}.webm`);
    writeFileSync(file, Buffer.concat(segment.chunks));
    return file;
  });
  // A document that began recording before the video did (opened before the story) loses its first moments.
  const delays = recorded.map((segment, index) => {
    const offsetMs = segment.startedAt - origin;
    const placed = offsetMs >= 0 ? `adelay=${offsetMs}:all=1` : `atrim=start=${-offsetMs / 1000},asetpts=PTS-STARTPTS`;
    return `[${index + 1}:a]${placed}[a${index}]`;
  });
  const mix = `${recorded.map((_, index) => `[a${index}]`).join('')}amix=inputs=${recorded.length}:normalize=0:duration=longest[mix]`;
  const output = path.join(dir, `with-audio-${path.basename(video)}`);
  try {
    execFileSync(ffmpeg, [
      ...['-hide_banner', '-loglevel', 'error', '-i', video, ...files.flatMap((file) => ['-i', file])],
      ...['-filter_complex', [...delays, mix].join(';'), '-map', '0:v', '-map', '[mix]'],
      ...['-c:v', 'copy', '-c:a', 'aac', '-b:a', '128k', '-movflags', '+faststart', '-shortest', '-y', output],
    ]);
    renameSync(output, video);
  } finally {
    for (const file of files) rmSync(file, { force: true });
  }
}

/** The loudest and the mean level of a file's audio in dBFS (ffmpeg's volumedetect), or null when it has none. */
export function audioLevels(
  ffmpeg: string,
  file: string,
  from = 0,
  seconds?: number,
): { max: number; mean: number } | null {
  const range = [...(from ? ['-ss', String(from)] : []), ...(seconds ? ['-t', String(seconds)] : [])];
  // volumedetect reports on stderr; a file without audio fails to map its stream.
  const { stderr } = spawnSync(
    ffmpeg,
    ['-hide_banner', ...range, '-i', file, '-map', '0:a:0', '-af', 'volumedetect', '-f', 'null', '-'],
    {
      encoding: 'utf8',
    },
  );
  const level = (name: string) => {
    const value = new RegExp(`${name}:\\s*(-?[\\d.]+|-inf) dB`).exec(stderr)?.[1];
    return value === undefined ? undefined : value === '-inf' ? -Infinity : Number(value);
  };
  const max = level('max_volume');
  const mean = level('mean_volume');
  return max === undefined || mean === undefined ? null : { max, mean };
}
