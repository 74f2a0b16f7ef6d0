import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { findFfmpeg } from './support/find-ffmpeg';
import { writePosterFrame } from './support/poster-frame';
import { audioLevels, muxAudio } from './support/mux-audio';
import { flushPageAudio, tapPageAudio } from './support/page-audio-tap';
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

/** A 16-bit mono WAV of a sine tone: real audio for the page to play. */
function toneWav(seconds: number, hz: number, rate = 24_000): Buffer {
  const samples = Math.round(seconds * rate);
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++)
    wav.writeInt16LE(Math.round(Math.sin((2 * Math.PI * hz * i) / rate) * 0.5 * 32767), 44 + i * 2);
  return wav;
}

test.describe('the demos’ page audio', () => {
  test.skip(!tools, 'ffmpeg/ffprobe not found on the PATH (apt-get install ffmpeg)');

  test('records what the page plays (a media element, a Web Audio graph) under the video, audible when it played', async ({
    page,
  }, testInfo) => {
    const { ffmpeg, ffprobe } = tools!;
    const file = testInfo.outputPath('with-sound.mp4');
    await page.setViewportSize({ width: 640, height: 360 });
    const segments = await tapPageAudio(page);
    await page.route('http://demo.test/**', (route) =>
      route.request().url().endsWith('.wav')
        ? route.fulfill({ body: toneWav(1, 440), contentType: 'audio/wav' })
        : route.fulfill({
            body: '<body style="margin:0;background:#fff"><audio src="/tone.wav" preload="auto"></audio></body>',
            contentType: 'text/html',
          }),
    );
    await page.goto('http://demo.test/');
    const origin = Date.now();
    const recording = await startScreencastRecording(page, { ffmpeg, file, origin, fps: FPS });
    await page.waitForTimeout(1000);
    const elementAt = (Date.now() - origin) / 1000;
    await page.evaluate(() => document.querySelector('audio')!.play());
    await page.waitForTimeout(2000);
    const graphAt = (Date.now() - origin) / 1000;
    // The way the agent's and the playground's players sound: a Web Audio graph into the context's speakers.
    await page.evaluate(() => {
      const context = new AudioContext();
      const tone = new OscillatorNode(context, { frequency: 660 });
      const gain = new GainNode(context, { gain: 0.5 });
      tone.connect(gain).connect(context.destination);
      tone.start();
      tone.stop(context.currentTime + 1);
    });
    await page.waitForTimeout(2000);
    await flushPageAudio(page);
    await recording.stop();
    muxAudio(ffmpeg, file, [...segments.values()], origin);

    const streams = execFileSync(
      ffprobe,
      ['-v', 'error', '-show_entries', 'stream=codec_type,codec_name', '-of', 'csv=p=0', file],
      { encoding: 'utf8' },
    );
    expect(streams.trim().split('\n').sort()).toEqual(['aac,audio', 'h264,video']);
    // Silent before anything played; loud while the tone and the graph played.
    expect(audioLevels(ffmpeg, file, 0, Math.max(0.2, elementAt - 0.3))!.max).toBeLessThan(-50);
    expect(audioLevels(ffmpeg, file, elementAt, 1.5)!.max).toBeGreaterThan(-20);
    expect(audioLevels(ffmpeg, file, graphAt, 1.5)!.max).toBeGreaterThan(-20);
  });
});
