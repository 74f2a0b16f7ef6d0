import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** One captioned moment of a demo: when it started (ms from the video's start) and, if taken, its screenshot file. */
export type StoryFrame = { caption: string; startMs: number; screenshot?: string };

/** A demo's recording as ffprobe measured it, with its poster frame (file names relative to the demo's folder). */
export type RecordedVideo = { file: string; poster: string; seconds: number; frames: number; bytes: number };

/** What demos/output/index.md lists for each demo (story.json in its folder). */
export type StorySummary = { title: string; steps: number; video: RecordedVideo | null };

const NO_VIDEO =
  'No video: ffmpeg was not found (apt-get install ffmpeg), so this storyboard of captioned screenshots shows the demo.';

const timestamp = (ms: number) => {
  const total = Math.max(0, Math.round(ms));
  const hours = Math.floor(total / 3_600_000);
  const minutes = Math.floor(total / 60_000) % 60;
  const seconds = Math.floor(total / 1000) % 60;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}.${String(total % 1000).padStart(3, '0')}`;
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!);

/**
 * Writes what a demo leaves beside its video in demos/output/<demo>/: captions.vtt (for the video player),
 * captions.md (the story as text, with times), story.json (for the demos' index) and index.html, a storyboard
 * of the captioned screenshots that also plays the video when there is one (and stands in for it without ffmpeg).
 */
export function writeStoryOutput(
  dir: string,
  title: string,
  frames: StoryFrame[],
  endMs: number,
  video: RecordedVideo | null,
): void {
  mkdirSync(dir, { recursive: true });
  const cues = frames.map((frame, index) => ({ ...frame, endMs: frames[index + 1]?.startMs ?? endMs }));
  writeFileSync(
    path.join(dir, 'captions.vtt'),
    [
      'WEBVTT',
      '',
      ...cues.flatMap((cue, index) => [
        `${index + 1}`,
        `${timestamp(cue.startMs)} --> ${timestamp(cue.endMs)}`,
        cue.caption,
        '',
      ]),
    ].join('\n'),
  );
  writeFileSync(
    path.join(dir, 'captions.md'),
    [
      `# ${title}`,
      '',
      video
        ? `Video: [${video.file}](${video.file}), ${video.seconds.toFixed(1)} s (poster: [${video.poster}](${video.poster}))`
        : NO_VIDEO,
      '',
      ...cues.map((cue) => `- **${timestamp(cue.startMs).slice(3, 8)}** ${cue.caption}`),
      '',
    ].join('\n'),
  );
  const figures = cues
    .filter((cue) => cue.screenshot)
    .map(
      (cue, index) =>
        `<figure><img src="${cue.screenshot}" alt="Step ${index + 1}: ${escapeHtml(cue.caption)}" loading="lazy"><figcaption><b>${index + 1}.</b> ${escapeHtml(cue.caption)} <small>${timestamp(cue.startMs).slice(3, 8)}</small></figcaption></figure>`,
    );
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:1100px;padding:0 1rem;color:#1f2328}
video{width:100%;border:1px solid #d0d7de;border-radius:6px;margin-bottom:2rem}
figure{margin:0 0 2.5rem}img{width:100%;border:1px solid #d0d7de;border-radius:6px}
figcaption{margin-top:.5rem}small{color:#57606a;margin-left:.5rem}
</style></head><body>
<h1>${escapeHtml(title)}</h1>
${
  video
    ? `<video controls preload="metadata" poster="${video.poster}" src="${video.file}"><track kind="captions" srclang="en" label="English" src="captions.vtt"></video>
<p>Length ${video.seconds.toFixed(1)} s (${video.frames} frames, ${(video.bytes / 1e6).toFixed(1)} MB). The captions are burnt in; the player’s captions track (captions.vtt, off by default so they do not show twice) gives them as text.</p>`
    : `<p>${NO_VIDEO}</p>`
}
${figures.join('\n')}
</body></html>
`,
  );
  const summary: StorySummary = { title, steps: frames.length, video };
  writeFileSync(
    path.join(dir, 'story.json'),
    `${JSON.stringify(summary, null, 2)}
`,
  );
}
