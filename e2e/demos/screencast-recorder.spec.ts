import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { findFfmpeg } from './support/find-ffmpeg';
import { writePosterFrame } from './support/poster-frame';
import { probeVideo } from './support/probe-video';
import { startScreencastRecording } from './support/screencast-recorder';

const tools = findFfmpeg();
const FPS = 25;

/** The colour of the video's frame at `seconds`, averaged down to one pixel. */
const colourAt = (ffmpeg: string, file: string, seconds: number) => [
  ...execFileSync(ffmpeg, [
    '-v',
    'error',
    '-ss',
    seconds.toFixed(3),
    '-i',
    file,
    '-frames:v',
    '1',
    '-vf',
    'scale=1:1',
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgb24',
    '-',
  ]),
];

test.describe('the demos’ screencast recorder', () => {
  test.skip(
    !tools,
    'ffmpeg/ffprobe not found on the PATH (apt-get install ffmpeg): demos fall back to storyboards, so the recorder is not tested here',
  );

  test('records a short page session as a playable MP4 that holds real time while the page is still', async ({
    page,
  }, testInfo) => {
    const { ffmpeg, ffprobe } = tools!;
    const file = testInfo.outputPath('session.mp4');
    await page.setViewportSize({ width: 640, height: 360 });
    await page.setContent('<body style="margin:0;background:rgb(255,0,0)"></body>');
    const origin = Date.now();
    const recording = await startScreencastRecording(page, { ffmpeg, file, origin, fps: FPS });
    // A still page: the screencast sends about one frame, yet the video must last these 1.5 s.
    await page.waitForTimeout(1500);
    await page.evaluate(() => (document.body.style.background = 'rgb(0,0,255)'));
    const changedAt = (Date.now() - origin) / 1000;
    await page.waitForTimeout(1000);
    const stoppedAt = (Date.now() - origin) / 1000;
    const { frames } = await recording.stop();

    const probe = probeVideo(ffprobe, file);
    expect(probe).toMatchObject({ codec: 'h264', width: 640, height: 360 });
    expect(probe.seconds).toBeGreaterThan(0);
    expect(Math.abs(probe.seconds - stoppedAt)).toBeLessThan(0.3);
    expect(probe.frames).toBe(frames);
    expect(Math.abs(probe.frames - stoppedAt * FPS)).toBeLessThanOrEqual(8);

    const [red, , blue] = colourAt(ffmpeg, file, changedAt - 0.5);
    expect(red).toBeGreaterThan(200);
    expect(blue).toBeLessThan(60);
    const [redAfter, , blueAfter] = colourAt(ffmpeg, file, changedAt + 0.5);
    expect(redAfter).toBeLessThan(60);
    expect(blueAfter).toBeGreaterThan(200);

    // Chromium itself plays it: metadata loads, the length matches, and a frame decodes.
    await page.route('http://video.test/**', (route) => route.fulfill({ path: file, contentType: 'video/mp4' }));
    await page.setContent('<video src="http://video.test/session.mp4" preload="auto" muted></video>');
    const video = page.locator('video');
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.error?.message ?? element.readyState))
      .toBeGreaterThanOrEqual(2);
    const played = await video.evaluate((element: HTMLVideoElement) => ({
      duration: element.duration,
      width: element.videoWidth,
    }));
    expect(played.width).toBe(640);
    expect(Math.abs(played.duration - probe.seconds)).toBeLessThan(0.1);

    const poster = testInfo.outputPath('poster.png');
    writePosterFrame(ffmpeg, file, changedAt + 0.5, poster);
    expect(readFileSync(poster).subarray(1, 4).toString()).toBe('PNG');
    expect(probeVideo(ffprobe, poster)).toMatchObject({ width: 640, height: 360 });
  });
});
