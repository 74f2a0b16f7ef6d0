import { existsSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Whether Playwright can record video here: it encodes with its own ffmpeg build (`npx playwright install
 * ffmpeg`), which machines that use Debian's Chromium usually lack; without it a context asking for video
 * cannot open a page at all. The demos then keep only their storyboard of captioned screenshots.
 */
export function videoCaptureAvailable(): boolean {
  const configured = process.env.PLAYWRIGHT_BROWSERS_PATH;
  const registry = configured && configured !== '0' ? configured : path.join(process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache'), 'ms-playwright');
  if (!existsSync(registry)) return false;
  return readdirSync(registry).some((name) => name.startsWith('ffmpeg-') && existsSync(path.join(registry, name, 'ffmpeg-linux')));
}
