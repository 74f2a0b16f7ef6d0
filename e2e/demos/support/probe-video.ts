import { execFileSync } from 'node:child_process';

/** What ffprobe reads back from a recorded video: its length and how many frames it really decodes. */
type VideoProbe = { seconds: number; frames: number; width: number; height: number; codec: string };

/** Decodes the whole first video stream (`-count_frames`), so a file that is not playable throws here. */
export function probeVideo(ffprobe: string, file: string): VideoProbe {
  const output = execFileSync(
    ffprobe,
    [
      '-v',
      'error',
      '-count_frames',
      '-select_streams',
      'v:0',
      '-show_entries',
      'stream=codec_name,width,height,nb_read_frames:format=duration',
      '-of',
      'json',
      file,
    ],
    { encoding: 'utf8' },
  );
  const { streams, format } = JSON.parse(output) as {
    streams: { codec_name: string; width: number; height: number; nb_read_frames: string }[];
    format: { duration?: string };
  };
  const stream = streams[0];
  if (!stream) throw new Error(`${file} has no video stream`);
  return {
    seconds: Number(format.duration ?? 0),
    frames: Number(stream.nb_read_frames),
    width: stream.width,
    height: stream.height,
    codec: stream.codec_name,
  };
}
