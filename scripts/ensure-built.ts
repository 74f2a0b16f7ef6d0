import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCES = ['src', 'contract', 'public', 'index.html', 'vite.config.ts', 'package.json'];

/** Newest modification time under a path, so a build is redone only when something it reads changed. */
function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function isBuildStale(distDir = path.join(ROOT, 'dist')): boolean {
  const index = path.join(distDir, 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(ROOT, source)) > built);
}

/** Builds the SPA with Vite when `dist/` is missing or older than its sources. */
export async function ensureBuilt(): Promise<void> {
  if (!isBuildStale()) return;
  console.log('Building the studio (dist/ is missing or older than the sources)…');
  const { build } = await import('vite');
  await build({ root: ROOT, logLevel: 'warn' });
}
