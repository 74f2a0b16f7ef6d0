import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildStudio } from './ensure-built';

const outDir = mkdtempSync(path.join(os.tmpdir(), 'studio-build-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the studio build', () => {
  it(
    'is React’s production build even when asked for under a test runner (NODE_ENV=test)',
    { timeout: 240_000 },
    async () => {
      expect(process.env.NODE_ENV).toBe('test');
      await buildStudio(outDir);
      const scripts = readdirSync(path.join(outDir, 'assets')).filter((file) => file.endsWith('.js'));
      const code = scripts.map((file) => readFileSync(path.join(outDir, 'assets', file), 'utf8')).join('\n');
      expect(code.length).toBeGreaterThan(100_000);
      // A message only React's development build carries.
      expect(code).not.toContain('Invalid hook call');
      expect(process.env.NODE_ENV).toBe('test');
    },
  );
});
