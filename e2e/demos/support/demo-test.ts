import type { Locator } from '@playwright/test';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { test as studioTest } from '../../fixtures/test';
import { ROOT } from '../../../scripts/ensure-built';
import { SMOKE } from './demo-mode';
import { writeDemosIndex } from './demos-index';
import { findFfmpeg, type FfmpegTools } from './find-ffmpeg';
import { writePosterFrame } from './poster-frame';
import { audioLevels, muxAudio } from './mux-audio';
import { flushPageAudio, tapPageAudio, type AudioSegment } from './page-audio-tap';
import { probeVideo } from './probe-video';
import { startScreencastRecording, type ScreencastRecording } from './screencast-recorder';
import { writeStoryOutput, type RecordedVideo, type StoryFrame } from './story-output';

const OUTPUT_DIR = path.join(ROOT, 'demos', 'output');
/** Smoke mode records nothing; elsewhere a demo is a video where Debian's ffmpeg is installed, else a storyboard. */
const FFMPEG = SMOKE ? undefined : findFfmpeg();
const VIDEO = 'demo.mp4';
const POSTER = 'poster.png';

export type Story = {
  /** Shows `caption` over the page, runs `action` at a human pace, then keeps a screenshot of the result. */
  step: (caption: string, action?: () => Promise<void>) => Promise<void>;
  /** A pause to look at something (skipped in smoke mode). */
  pause: (ms?: number) => Promise<void>;
  /** Types as a person does (filled at once in smoke mode). */
  type: (field: Locator, text: string) => Promise<void>;
};

/**
 * The caption overlay, in every document the page loads: a closed shadow root at the end of <html>, so neither
 * locators, axe nor React see it, and the current caption kept in sessionStorage so it survives a reload.
 */
function captionOverlay() {
  const w = window as unknown as { __demoCaption?: (text: string) => void; __demoCaptionBox?: HTMLElement };
  const render = (text: string) => {
    let host = document.getElementById('demo-caption-host');
    if (!host) {
      host = document.createElement('div');
      host.id = 'demo-caption-host';
      host.setAttribute('aria-hidden', 'true');
      host.style.cssText =
        'position:fixed;left:0;right:0;bottom:28px;display:flex;justify-content:center;z-index:2147483647;pointer-events:none';
      const box = document.createElement('div');
      box.style.cssText =
        'max-width:80%;background:rgba(17,24,39,.9);color:#fff;font:600 20px/1.4 system-ui,sans-serif;padding:10px 18px;border-radius:10px;box-shadow:0 4px 18px rgba(0,0,0,.35);text-align:center';
      host.attachShadow({ mode: 'closed' }).append(box);
      w.__demoCaptionBox = box;
      document.documentElement.append(host);
    }
    w.__demoCaptionBox!.textContent = text;
    host.style.display = text ? 'flex' : 'none';
  };
  const saved = () => {
    try {
      return sessionStorage.getItem('demo-caption') ?? '';
    } catch {
      return '';
    }
  };
  w.__demoCaption = (text: string) => {
    try {
      sessionStorage.setItem('demo-caption', text);
    } catch {
      /* about:blank has no storage: the caption shows until the next document */
    }
    render(text);
  };
  // A new document shows the step's caption at once: the test holds it (about:blank could not store it).
  const now = () => {
    const ask = (window as unknown as { __demoCaptionNow?: () => Promise<string> }).__demoCaptionNow;
    render(saved());
    void ask?.().then((text) => text && render(text));
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', now);
  else now();
}

const readingTime = (caption: string) => Math.min(4000, 1200 + caption.length * 35);

/**
 * Closes the recording, lays what the page played under it, and measures it; the poster is the last step's result,
 * with its caption, just before the end. A video whose sound never rose above silence says so.
 */
async function finishVideo(
  recording: ScreencastRecording,
  tools: FfmpegTools,
  dir: string,
  endMs: number,
  audio: { segments: readonly AudioSegment[]; origin: number },
): Promise<RecordedVideo> {
  await recording.stop();
  const file = path.join(dir, VIDEO);
  muxAudio(tools.ffmpeg, file, audio.segments, audio.origin);
  const level = audioLevels(tools.ffmpeg, file);
  if (!level || level.max < -50)
    console.warn(`${file}: its sound track is silent (loudest ${level?.max ?? 'none'} dB)`);
  const { seconds, frames } = probeVideo(tools.ffprobe, file);
  writePosterFrame(tools.ffmpeg, file, Math.min(seconds, endMs / 1000) - 0.5, path.join(dir, POSTER));
  return { file: VIDEO, poster: POSTER, seconds, frames, bytes: statSync(file).size };
}

/**
 * Demo scripts are Playwright tests on the e2e fixtures (a fresh studio and sandbox per file) with a `story`
 * that captions each step. At human pace they leave demos/output/<demo>/ with the video (Chromium's screencast
 * encoded by Debian's ffmpeg, captions burnt in, and what the page played as its sound track), its poster, captions.vtt, captions.md and a storyboard
 * index.html, and update demos/output/index.md; in smoke mode they only prove the story still works.
 */
export const test = studioTest.extend<{ story: Story }>({
  story: async ({ page }, use, testInfo) => {
    let caption = '';
    await page.exposeFunction('__demoCaptionNow', () => caption);
    await page.addInitScript(captionOverlay);
    const segments = SMOKE ? undefined : await tapPageAudio(page);
    const frames: StoryFrame[] = [];
    const name = path.basename(testInfo.file, '.demo.ts');
    const dir = path.join(OUTPUT_DIR, name);
    if (!SMOKE) {
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir, { recursive: true });
    }
    const started = Date.now();
    const recording =
      FFMPEG &&
      (await startScreencastRecording(page, { ffmpeg: FFMPEG.ffmpeg, file: path.join(dir, VIDEO), origin: started }));
    const show = (text: string) => {
      caption = text;
      return page
        .evaluate(
          (shown) => (window as unknown as { __demoCaption?: (text: string) => void }).__demoCaption?.(shown),
          text,
        )
        .catch(() => undefined);
    };
    const story: Story = {
      step: async (text, action) => {
        // On the blank page a story starts on, the action (opening the studio) comes first: its caption shows
        // with the first page it opens, never over the blank one, and stays for its whole reading time.
        const blank = page.url() === 'about:blank';
        const frame: StoryFrame = { caption: text, startMs: Date.now() - started };
        frames.push(frame);
        if (blank) caption = text;
        else {
          await show(text);
          if (!SMOKE) await page.waitForTimeout(readingTime(text) / 2);
        }
        await action?.();
        if (blank) frame.startMs = Date.now() - started;
        await show(text);
        if (SMOKE) return;
        await page.waitForTimeout(readingTime(text) / (blank ? 1 : 2));
        frame.screenshot = `step-${String(frames.length).padStart(2, '0')}.png`;
        await page.screenshot({ path: path.join(dir, frame.screenshot) });
      },
      pause: async (ms = 1200) => {
        if (!SMOKE) await page.waitForTimeout(ms);
      },
      type: async (field, text) => {
        if (SMOKE) return field.fill(text);
        await field.fill('');
        await field.pressSequentially(text, { delay: 55 });
      },
    };
    await use(story);
    if (testInfo.status !== testInfo.expectedStatus) {
      // The video so far stays in the folder: it shows where the story went wrong.
      await recording?.stop().catch(() => undefined);
      return;
    }
    if (SMOKE) return;
    await show('');
    const endMs = Date.now() - started;
    if (segments) await flushPageAudio(page);
    const video =
      recording && FFMPEG
        ? await finishVideo(recording, FFMPEG, dir, endMs, {
            segments: [...(segments?.values() ?? [])],
            origin: started,
          })
        : null;
    writeStoryOutput(dir, testInfo.title, frames, endMs, video);
    writeDemosIndex(OUTPUT_DIR);
  },
});

export { expect, DEMO } from '../../fixtures/test';
