import { execFileSync } from 'node:child_process';

/** Saves the video's frame at `atSeconds` as a PNG: the still a page shows before the video plays. */
export function writePosterFrame(ffmpeg: string, video: string, atSeconds: number, png: string): void {
  execFileSync(ffmpeg, [
    '-v',
    'error',
    '-ss',
    Math.max(0, atSeconds).toFixed(3),
    '-i',
    video,
    '-frames:v',
    '1',
    '-update',
    '1',
    '-y',
    png,
  ]);
}
