import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

/**
 * The dead-code guard `npm test` runs (knip with the repository's knip.json), tried on a scratch project of the
 * repository's shape: clean, it passes; an unused export, exported type, file or dependency each make it fail and
 * name the culprit. The project is tiny, so the test does not depend on today's files and stays fast.
 */
const REPO = path.resolve(import.meta.dirname, '..');
const KNIP = path.join(REPO, 'node_modules', '.bin', 'knip');

const CLEAN: Record<string, string> = {
  'package.json': JSON.stringify({
    name: 'scratch',
    private: true,
    type: 'module',
    scripts: { start: 'tsx scripts/start.ts' },
    dependencies: { tsx: '*', zod: '*' },
  }),
  'tsconfig.json': JSON.stringify({
    compilerOptions: { module: 'preserve', strict: true },
    include: ['scripts', 'src'],
  }),
  'scripts/start.ts':
    "import { z } from 'zod';\nimport { format } from '../src/lib/format';\nconsole.log(format(z.string().parse('x')));\n",
  'src/lib/format.ts': '/** Used by start. */\nexport const format = (text: string) => text.trim();\n',
};

let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'knip-guard-'));
  cpSync(path.join(REPO, 'knip.json'), path.join(root, 'knip.json'));
  symlinkSync(path.join(REPO, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  for (const [file, text] of Object.entries(CLEAN)) write(file, text);
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

function knip(): { status: number | null; output: string } {
  const result = spawnSync(KNIP, ['--no-progress', '--no-config-hints'], { cwd: root, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('knip in npm test', () => {
  it('passes on a project where everything is used', () => {
    expect(knip()).toEqual({ status: 0, output: '' });
  });

  it.each([
    [
      'an unused export',
      'src/lib/format.ts',
      `${CLEAN['src/lib/format.ts']}export const forgotten = 1;\n`,
      /Unused exports[\s\S]*forgotten/,
    ],
    [
      'an unused exported type',
      'src/lib/format.ts',
      `${CLEAN['src/lib/format.ts']}export type Forgotten = string;\n`,
      /Unused exported types[\s\S]*Forgotten/,
    ],
    [
      'a file nothing imports',
      'src/lib/orphan.ts',
      'export const orphan = 1;\n',
      /Unused files[\s\S]*src\/lib\/orphan\.ts/,
    ],
    [
      'a dependency nothing imports',
      'package.json',
      JSON.stringify({ ...JSON.parse(CLEAN['package.json']!), dependencies: { tsx: '*', zod: '*', yazl: '*' } }),
      /Unused dependencies[\s\S]*yazl/,
    ],
  ])('fails on %s and names it', (_what, file, text, report) => {
    write(file, text);
    const { status, output } = knip();
    expect(status).toBe(1);
    expect(output).toMatch(report);
  });
});
