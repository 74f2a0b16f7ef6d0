import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** In `npm run dev` the backend (proxy + sandbox) listens on DEV_BACKEND_PORT; Vite forwards to it. */
const backend = `http://127.0.0.1:${process.env.DEV_BACKEND_PORT ?? '8081'}`;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Below this a compressed copy saves less than its headers cost (the proxy's on-the-fly threshold too). */
const MIN_BYTES = 1024;

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) beside every text file of the build, which the proxy serves as
 * they are (`@fastify/static`'s preCompressed). Compressing once at the highest settings gives smaller files than
 * the proxy could afford per request (its on-the-fly Brotli runs at quality 4 and came out larger than gzip), and
 * costs the proxy no CPU per asset. Source maps are left alone: only developer tools fetch them.
 */
function precompressAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true }))
        .map((file) => path.join(outDir, file))
        .filter((file) => TEXT.test(file));
      await Promise.all(
        files.map(async (file) => {
          if ((await stat(file)).size < MIN_BYTES) return;
          const bytes = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(bytes, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
            gzip(bytes, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), precompressAssets()],
  // The import aliases (`@/…` for src/, `@contract/…`, `@audio-formats/…`) are tsconfig.base.json's paths.
  resolve: { tsconfigPaths: true },
  server: {
    proxy: {
      '/api': backend,
      '/storage': backend,
      '/tts': { target: backend, ws: true },
      '/agents': backend,
    },
  },
  build: {
    // Source maps give the whole source away: a build has none unless SOURCEMAPS=public (the proxy refuses .map
    // files without it too).
    sourcemap: process.env.SOURCEMAPS === 'public',
    chunkSizeWarningLimit: 600,
    // Browsers without native modulepreload (Safari before 17) still load every module, only without the early
    // fetch; the polyfill cost bytes on every page for them.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Rolldown's automatic splitting gives every set of pages that shares a module its own chunk, so a page
        // fetched a dozen files of a few hundred bytes (an icon, a text field). Three groups instead, checked by
        // `npm run bench -- first-load` and guarded by e2e/projects/first-load.spec.ts:
        codeSplitting: {
          groups: [
            // What the entry needs before anything shows (React, the router, the app's frame), in one file rather
            // than spread over chunks it shares with lazy pages.
            { name: 'app', tags: ['$initial'], priority: 3 },
            // React Query and the app's client: one file with the first signed-in page (every one of them reads
            // through it), not with the sign-in page (src/app/query-client.ts), and not spread over the chunks of
            // the page sets that use each of its hooks.
            {
              name: 'query',
              test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]|src[\\/]app[\\/]query-client\.|src[\\/]lib[\\/]http[\\/]query-reachability\./,
              priority: 2.7,
            },
            // zod and the schemas every signed-in page reads its answers with (the user's, the shared pieces): one
            // file with the first signed-in page, not spread over chunks of lazy pages. Not on the sign-in page.
            // The contract is written with zod/mini, so only the parts of zod the schemas use are in it (figures in
            // docs/decisions/build-chunks.md). Not its English messages: only the agent's launch form shows them
            // (src/features/agent-panel/launch/launch-form.ts).
            {
              name: 'schemas',
              test: /node_modules[\\/]zod[\\/](?!v4[\\/]locales)|contract[\\/]gateway[\\/](common|auth)\.ts/,
              priority: 2.5,
            },
            // The small form and list primitives nearly every page uses. Not the modal surfaces (Radix, loaded
            // when a modal first opens) and the "…" menu (its Radix menu loads on the first press): they go with the
            // pages that show them, not to sign-in. Nor the A/B player (wavesurfer.js).
            // The sign-in form's primitives, the only ones that page needs, apart from the rest of the kit.
            {
              name: 'fields',
              test: /src[\\/]components[\\/]ui[\\/](Button|TextField|CheckboxField|FieldFrame|field-limit)\./,
              priority: 2.2,
            },
            // A primitive only two pages use (a radio group, a file button, chips) stays with them: in the kit it
            // cost the projects page bytes it never runs (docs/decisions/build-chunks.md).
            {
              name: 'ui-kit',
              test: /src[\\/]components[\\/]ui[\\/](?!AudioAbPlayer|ab-source-switch|DialogSurface|DrawerSurface|OverflowMenu)/,
              minShareCount: 3,
              priority: 2,
            },
            // Icons that two or more pages use (a few hundred bytes each); an icon of one page stays with it.
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
});
