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
  build: { sourcemap: true, chunkSizeWarningLimit: 600 },
});
