import { defineConfig } from 'vitest/config';

/** Unit, contract and sandbox tests; browser tests live in e2e/ and run under Playwright. */
export default defineConfig({
  test: {
    include: ['{contract,server-common,audio-formats,sandbox,proxy,src,scripts,bench}/**/*.test.{ts,tsx}'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
