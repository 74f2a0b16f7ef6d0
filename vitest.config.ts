import { defineConfig } from 'vitest/config';

/** Unit, contract and sandbox tests; browser tests live in e2e/ and run under Playwright. */
export default defineConfig({
  // The import aliases are tsconfig.base.json's paths, as in vite.config.ts.
  resolve: { tsconfigPaths: true },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker per core minus one: a single worker here. The servers' tests mostly wait on
    // sockets, child processes and audio threads: with two files at a time the two cores were 60 % busy, with four
    // the stage takes two thirds of the time (bench/results/test-suite.md).
    maxWorkers: 4,
    projects: [
      // The studio's tests mock modules (vi.mock) and stub browser globals: each file gets a fresh module graph, in a
      // VM context of a worker thread. There happy-dom's window is the context's own global rather than copied onto
      // the worker's, and transformed modules are kept between files: half the project's CPU time
      // (bench/results/test-suite.md). Its known cost, errors from Node's built-in modules failing
      // `instanceof Error`, cannot reach these tests: the lint rules keep Node's modules out of them.
      {
        extends: true,
        test: { name: 'studio', include: ['src/**/*.test.{ts,tsx}'], isolate: true, pool: 'vmThreads' },
      },
      // The servers' tests keep their imported modules from file to file (fastify, zod schemas, the audio engine):
      // with a fresh module graph per file, importing was a third of the run's wall time. None mocks a module or
      // relies on a module's state from a fresh import: a server test that must mock one is named `*.mocked.test.ts`
      // and runs in the project after this one, with a module graph of its own.
      {
        extends: true,
        test: {
          name: 'servers',
          include: ['{contract,server-common,audio-formats,sandbox,proxy,scripts,bench}/**/*.test.{ts,tsx}'],
          exclude: ['**/*.mocked.test.ts', '**/node_modules/**'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'servers (module mocks)',
          include: ['{sandbox,proxy,server-common}/**/*.mocked.test.ts'],
          isolate: true,
        },
      },
    ],
  },
});
