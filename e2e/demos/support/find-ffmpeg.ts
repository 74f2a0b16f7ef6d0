import { accessSync, constants } from 'node:fs';
import path from 'node:path';

/** Debian's `ffmpeg` package: the encoder the demos record with and the prober that measures what it wrote. */
export type FfmpegTools = { ffmpeg: string; ffprobe: string };

const onPath = (name: string, searchPath: string) =>
  searchPath
    .split(path.delimiter)
    .filter(Boolean)
    .map((dir) => path.join(dir, name))
    .find((file) => {
      try {
        accessSync(file, constants.X_OK);
        return true;
      } catch {
        return false;
      }
    });

/**
 * Finds `ffmpeg` and `ffprobe` on the PATH (`apt-get install ffmpeg`). Without both the demos keep their
 * storyboard of captioned screenshots instead of a video.
 */
export function findFfmpeg(searchPath = process.env.PATH ?? ''): FfmpegTools | undefined {
  const ffmpeg = onPath('ffmpeg', searchPath);
  const ffprobe = onPath('ffprobe', searchPath);
  return ffmpeg && ffprobe ? { ffmpeg, ffprobe } : undefined;
}
