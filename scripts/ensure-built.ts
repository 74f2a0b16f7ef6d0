import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServers } from './build-servers';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Where `npm run build` puts the compiled servers; `npm start` runs `dist-server/start.mjs`. */
export const SERVER_DIR = path.join(ROOT, 'dist-server');
const SPA_SOURCES = ['src', 'contract', 'audio-formats', 'public', 'index.html', 'vite.config.ts', 'package.json'];
const SERVER_SOURCES = ['proxy', 'sandbox', 'contract', 'server-common', 'audio-formats', 'scripts', 'package.json'];

/** Newest modification time under a path, so a build is redone only when something it reads changed. */
function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function isStale(output: string, sources: string[]): boolean {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((source) => newestMtime(path.join(ROOT, source)) > built);
}

export const isBuildStale = (distDir = path.join(ROOT, 'dist')) =>
  isStale(path.join(distDir, 'index.html'), SPA_SOURCES);
export const isServerBuildStale = (serverDir = SERVER_DIR) =>
  isStale(path.join(serverDir, 'start.mjs'), SERVER_SOURCES);

/**
 * The production build of the SPA, whoever asks for it. Vite takes React's build from NODE_ENV when it is set:
 * under Vitest (NODE_ENV=test, e.g. the topology test) it would otherwise write React's development build into
 * dist/ (611 kB instead of 396 kB of script), which every later browser test and `npm start` would then serve.
 */
export async function buildStudio(outDir = path.join(ROOT, 'dist')): Promise<void> {
  const { build } = await import('vite');
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root: ROOT, logLevel: 'warn', mode: 'production', build: { outDir, emptyOutDir: true } });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

/** Builds the SPA (Vite) and the servers (esbuild), each only when its output is missing or older than its sources. */
export async function ensureBuilt(): Promise<void> {
  if (isBuildStale()) {
    console.log('Building the studio (dist/ is missing or older than the sources)…');
    await buildStudio();
  }
  if (isServerBuildStale()) {
    console.log('Compiling the servers (dist-server/ is missing or older than the sources)…');
    await buildServers(ROOT, SERVER_DIR);
  }
}
