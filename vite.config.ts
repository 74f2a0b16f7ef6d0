import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** In `npm run dev` the backend (proxy + sandbox) listens on DEV_BACKEND_PORT; Vite forwards to it. */
const backend = `http://127.0.0.1:${process.env.DEV_BACKEND_PORT ?? '8081'}`;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    proxy: {
      '/api': backend,
      '/storage': backend,
      '/tts': { target: backend, ws: true },
      '/agents': backend,
    },
  },
  build: {
    sourcemap: true,
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
            // What the entry needs before anything shows (React, the router, React Query, zod, the app's frame),
            // in one file rather than spread over chunks it shares with lazy pages.
            { name: 'app', tags: ['$initial'], priority: 3 },
            // The small form and list primitives nearly every page uses. Not the modal surfaces (Radix, loaded
            // when a modal first opens) nor the A/B player (wavesurfer.js).
            { name: 'ui-kit', test: /src[\\/]components[\\/]ui[\\/](?!AudioAbPlayer|ab-source-switch|DialogSurface|DrawerSurface)/, priority: 2 },
            // Icons that two or more pages use (a few hundred bytes each); an icon of one page stays with it.
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
});
