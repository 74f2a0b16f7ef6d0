import { defineConfig } from 'vitest/config';

/** Unit, contract and sandbox tests; browser tests live in e2e/ and run under Playwright. */
export default defineConfig({
  test: {
    include: ['{contract,server-common,audio-formats,sandbox,proxy,src,scripts,bench}/**/*.test.{ts,tsx}'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker per core minus one: a single worker here. The tests mostly wait on sockets,
    // child processes and audio threads, so two files at a time keep both cores busy.
    maxWorkers: 2,
    // Each worker keeps its imported modules from file to file (fastify, zod schemas, the audio engine...): with a
    // fresh module graph per file, importing was a third of the run's wall time. No test relies on a module's state
    // from a fresh import (the whole suite passed this way in back-to-back runs).
    isolate: false,
  },
});
