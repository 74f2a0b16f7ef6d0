import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { StorySummary } from './story-output';

const minutes = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;

/**
 * Rewrites demos/output/index.md from every demo folder's story.json, so running one demo (`npm run demo --
 * upload`) updates its row and keeps the others': each demo's video, length, size, poster and storyboard.
 */
export function writeDemosIndex(outputDir: string): void {
  const rows = readdirSync(outputDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(outputDir, entry.name, 'story.json')))
    .map((entry) => {
      const { title, steps, video } = JSON.parse(
        readFileSync(path.join(outputDir, entry.name, 'story.json'), 'utf8'),
      ) as StorySummary;
      const at = (file: string) => `${entry.name}/${file}`;
      const also = `[storyboard](${at('index.html')}), [captions](${at('captions.vtt')})`;
      if (!video) return `| ${title} | no video (no ffmpeg) | | | | ${steps} | ${also} |`;
      return `| ${title} | [${video.file}](${at(video.file)}) | ${video.seconds.toFixed(1)} s (${minutes(video.seconds)}) | ${(video.bytes / 1e6).toFixed(1)} MB | [poster](${at(video.poster)}) | ${steps} | ${also} |`;
    });
  writeFileSync(
    path.join(outputDir, 'index.md'),
    [
      '# Voice Studio demos',
      '',
      'Written by `npm run demo` (e2e/demos/); generated locally and git-ignored. Each video is an H.264 MP4 with the captions burnt in and beside it as WebVTT.',
      '',
      '| Demo | Video | Length | Size | Poster | Steps | Also |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      ...rows,
      '',
    ].join('\n'),
  );
}
