import type { Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import { once } from 'node:events';

type RecorderOptions = {
  /** Debian's ffmpeg binary. */
  ffmpeg: string;
  /** The MP4 file to write. */
  file: string;
  /** The video's time zero (epoch ms): a caption cue at `t` ms after it shows at `t` in the video. */
  origin: number;
  /** Steady output rate; each screencast frame is repeated until the next one so the video keeps real time. */
  fps?: number;
};

export type ScreencastRecording = {
  /** Holds the last frame until now, closes the encoder and answers how many frames it wrote. */
  stop: () => Promise<{ frames: number }>;
};

/**
 * Records a page as an H.264 MP4 with Debian's ffmpeg: Chromium's screencast (CDP `Page.startScreencast`) sends
 * JPEG frames only when the page changes, so each frame is written again for every tick of the steady frame
 * rate until the next one arrives (image2pipe at `fps`), which holds real time and keeps caption cues in step.
 * A frame is acknowledged only once ffmpeg has taken what came before it, so a slow encoder slows the
 * screencast instead of filling memory. Everything drawn over the page (the demo captions) is burnt in.
 * x264 (veryfast) rather than libvpx: on two shared cores VP8 encoded 1280×800 at a third of real time, x264 at
 * about ten times real time, and every browser plays H.264 in MP4 (faststart: playable before fully loaded).
 */
export async function startScreencastRecording(
  page: Page,
  { ffmpeg, file, origin, fps = 25 }: RecorderOptions,
): Promise<ScreencastRecording> {
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
  // H.264 in 4:2:0 needs even dimensions.
  const size = { width: viewport.width & ~1, height: viewport.height & ~1 };
  const encoder = spawn(
    ffmpeg,
    [
      ...[
        '-hide_banner',
        '-loglevel',
        'error',
        '-f',
        'image2pipe',
        '-framerate',
        String(fps),
        '-c:v',
        'mjpeg',
        '-i',
        'pipe:0',
      ],
      // Frames can come smaller than the viewport (device scale, a resize): fit and pad them to one even size.
      ...[
        '-vf',
        `scale=${size.width}:${size.height}:force_original_aspect_ratio=decrease,pad=${size.width}:${size.height}:(ow-iw)/2:(oh-ih)/2,format=yuv420p`,
      ],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-movflags', '+faststart', '-an', '-y', file],
    ],
    { stdio: ['pipe', 'ignore', 'pipe'] },
  );
  let stderr = '';
  encoder.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-4000)));
  const exited = once(encoder, 'close') as Promise<[number | null, NodeJS.Signals | null]>;
  // A failed spawn or a closed pipe surfaces once, when stop() awaits the encoder.
  const failure = new Promise<Error>((resolve) => {
    encoder.on('error', resolve);
    encoder.stdin.on('error', resolve);
  });

  let last: Buffer | undefined;
  let written = 0;
  let pending = Promise.resolve();
  const tick = (atMs: number) => Math.round(((atMs - origin) * fps) / 1000);
  /** Writes `frame` for every tick from the last one written up to (not including) the tick of `atMs`. */
  const hold = async (frame: Buffer, atMs: number) => {
    for (const until = tick(atMs); written < until; written++) {
      if (encoder.stdin.destroyed) return;
      if (!encoder.stdin.write(frame)) await Promise.race([once(encoder.stdin, 'drain'), failure]);
    }
  };

  const session = await page.context().newCDPSession(page);
  session.on('Page.screencastFrame', ({ data, metadata, sessionId }) => {
    const frame = Buffer.from(data, 'base64');
    // The capture time when Chromium gives it (seconds since the epoch), else the arrival time.
    const atMs = metadata.timestamp ? metadata.timestamp * 1000 : Date.now();
    pending = pending.then(async () => {
      // The first frame also stands for the time before it (the blank page the story starts on).
      await hold(last ?? frame, atMs);
      last = frame;
      await session.send('Page.screencastFrameAck', { sessionId }).catch(() => undefined);
    });
  });
  await session.send('Page.startScreencast', {
    format: 'jpeg',
    quality: 85,
    maxWidth: size.width,
    maxHeight: size.height,
    everyNthFrame: 1,
  });

  return {
    stop: async () => {
      await session.send('Page.stopScreencast').catch(() => undefined);
      await pending;
      if (last) await hold(last, Math.max(Date.now(), origin + 1000 / fps));
      await session.detach().catch(() => undefined);
      encoder.stdin.end();
      const outcome = await Promise.race([exited, failure]);
      if (!written) throw new Error(`The screencast sent no frame, so ${file} has no video`);
      if (outcome instanceof Error) throw new Error(`ffmpeg could not record ${file}: ${outcome.message}`);
      if (outcome[0] !== 0)
        throw new Error(`ffmpeg could not record ${file} (exit ${outcome[0] ?? outcome[1]}): ${stderr.trim()}`);
      return { frames: written };
    },
  };
}
