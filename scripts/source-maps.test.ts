import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** The build settings vite.config.ts gives under the current environment. */
async function buildSettings() {
  const config = (await import('../vite.config')).default as { build?: { sourcemap?: unknown } };
  return config.build ?? {};
}

describe('production build', () => {
  it('writes no source maps unless SOURCEMAPS=public', async () => {
    vi.stubEnv('SOURCEMAPS', '');
    expect((await buildSettings()).sourcemap).toBe(false);
    vi.resetModules();
    vi.stubEnv('SOURCEMAPS', 'public');
    expect((await buildSettings()).sourcemap).toBe(true);
  });
});
