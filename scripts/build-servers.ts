import { build } from 'esbuild';
import path from 'node:path';

/**
 * The servers compiled to plain JavaScript, so `npm start` and every audio thread run without a TypeScript
 * loader (tsx costs each thread about 16 MB and a thread of its own). Packages stay external: better-sqlite3 is
 * native, and the wasm packages find their `.wasm`/`.data` files beside their own code in node_modules.
 *
 * The audio worker's bundle is named `audio-worker-entry.mjs` and sits beside the server's, so the one
 * `new URL('./audio-worker-entry.mjs', import.meta.url)` in audio-worker.ts finds the tsx entry in development
 * and the compiled thread in production.
 */
export const SERVER_ENTRIES = {
  start: 'scripts/start.ts',
  sandbox: 'sandbox/main.ts',
  'audio-worker-entry': 'sandbox/audio/workers/audio-worker-thread.ts',
};

export async function buildServers(root: string, outdir: string): Promise<void> {
  await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(
      Object.entries(SERVER_ENTRIES).map(([name, file]) => [name, path.join(root, file)]),
    ),
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
  });
}
