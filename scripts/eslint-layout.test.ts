import { ESLint } from 'eslint';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The layout rules of docs/architecture.md#import-rules, as eslint.config.js states them, tried on fixtures: each rule
 * must fail on a forbidden import and pass on an allowed one. The file under test is linted from memory; the modules it
 * imports are tiny stubs in a scratch copy of the repository's shape, so the test does not depend on today's files.
 */
const REPO = path.resolve(import.meta.dirname, '..');
const LAYOUT_RULES = new Set([
  'boundaries/dependencies',
  'import-x/no-cycle',
  'layout/file-names',
  'layout/codec-home',
  'no-restricted-syntax',
  'no-restricted-imports',
  'no-restricted-globals',
  '@typescript-eslint/no-restricted-imports',
]);

const STUBS: Record<string, string> = {
  'contract/gateway/projects.ts': 'export const project = 1;\n',
  'server-common/validation.ts': 'export const validation = 1;\n',
  'audio-formats/wav-encoding.ts': 'export const wav = 1;\n',
  'src/lib/format.ts': 'export const format = 1;\n',
  'src/lib/cycle-a.ts': "import { b } from './cycle-b';\nexport const a = b;\n",
  'src/lib/cycle-b.ts': "import { a } from './cycle-a';\nexport const b = () => a;\n",
  'src/data/projects/keys.ts': 'export const keys = 1;\n',
  'src/data/recordings/keys.ts': 'export const keys = 1;\n',
  'src/components/ui/Button.tsx': 'export const Button = 1;\n',
  'src/widgets/audio/playback-store.ts': 'export const playback = 1;\n',
  'src/lib/http/api-client.ts': 'export const apiFetch = 1;\n',
  'src/features/projects/project-list-params.ts': 'export const params = 1;\n',
  'src/features/recordings/recording-title.ts': 'export const title = 1;\n',
  'src/features/recordings/upload/upload-queue.ts': 'export const queue = 1;\n',
  'src/app/paths.ts': 'export const paths = 1;\n',
  'src/testing/fake-gateway.ts': 'export const fakeGateway = 1;\n',
  'proxy/config.ts': 'export const config = 1;\n',
  'sandbox/server.ts': 'export const server = 1;\n',
  'scripts/ensure-built.ts': 'export const built = 1;\n',
};

let root: string;
let eslint: ESLint;

beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'eslint-layout-'));
  cpSync(path.join(REPO, 'eslint.config.js'), path.join(root, 'eslint.config.js'));
  cpSync(path.join(REPO, 'tsconfig.base.json'), path.join(root, 'tsconfig.base.json'));
  cpSync(path.join(REPO, 'eslint-rules'), path.join(root, 'eslint-rules'), { recursive: true });
  writeFileSync(path.join(root, 'package.json'), JSON.stringify({ type: 'module' }));
  symlinkSync(path.join(REPO, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  for (const [file, text] of Object.entries(STUBS)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The layout rules `file` breaks when it holds `code`. */
async function lintErrors(file: string, code: string): Promise<string[]> {
  const filePath = path.join(root, file);
  // import-x/no-cycle builds its module graph from files on disk, so the file under test must exist there too.
  const isStub = existsSync(filePath);
  if (!isStub) {
    mkdirSync(path.dirname(filePath), { recursive: true });
    writeFileSync(filePath, code);
  }
  const [result] = await eslint.lintText(code, { filePath }).finally(() => isStub || rmSync(filePath));
  const fatal = result!.messages.filter((message) => message.fatal);
  expect(fatal).toEqual([]);
  return result!.messages.filter((message) => LAYOUT_RULES.has(message.ruleId ?? '')).map((message) => message.ruleId!);
}

/** The layout rules a file breaks when it imports `source` (and uses it, so that nothing else complains). */
const layoutErrors = (file: string, source: string) =>
  lintErrors(file, `import * as imported from '${source}';\nexport const used = imported;\n`);

type Case = [from: string, source: string];
const allowed = (cases: Case[]) =>
  it.each(cases)('%s may import %s', async (file, source) => expect(await layoutErrors(file, source)).toEqual([]));
// From src/, a path to the servers has no alias, so the relative path it needs is refused twice.
const forbidden = (cases: Case[]) =>
  it.each(cases)('%s may not import %s', async (file, source) =>
    expect(await layoutErrors(file, source)).toContain('boundaries/dependencies'),
  );

describe('contract/ imports contract and zod only', () => {
  allowed([
    ['contract/gateway/folders.ts', './projects'],
    ['contract/gateway/folders.ts', 'zod'],
  ]);
  forbidden([
    ['contract/gateway/folders.ts', 'react'],
    ['contract/gateway/folders.ts', '../../src/lib/format'],
    ['contract/gateway/folders.ts', '../../sandbox/server'],
  ]);
});

describe('src/lib imports lib and contract', () => {
  allowed([
    ['src/lib/theme.ts', './format'],
    ['src/lib/theme.ts', '@contract/gateway/projects'],
  ]);
  forbidden([
    ['src/lib/theme.ts', '@/components/ui/Button'],
    ['src/lib/theme.ts', '@/widgets/audio/playback-store'],
    ['src/lib/theme.ts', '@/data/projects/keys'],
    ['src/lib/theme.ts', '@/features/recordings/recording-title'],
  ]);
});

describe('src/data imports data, lib and contract', () => {
  allowed([
    ['src/data/projects/projects-query.ts', './keys'],
    ['src/data/projects/projects-query.ts', '@/data/recordings/keys'],
    ['src/data/projects/projects-query.ts', '@/lib/format'],
    ['src/data/projects/projects-query.ts', '@contract/gateway/projects'],
  ]);
  forbidden([
    ['src/data/projects/projects-query.ts', '@/components/ui/Button'],
    ['src/data/projects/projects-query.ts', '@/widgets/audio/playback-store'],
    ['src/data/projects/projects-query.ts', '@/features/recordings/recording-title'],
    ['src/data/projects/projects-query.ts', '@/app/paths'],
  ]);
});

describe('src/components (UI primitives) imports components and lib only', () => {
  allowed([
    ['src/components/ui/Dialog.tsx', './Button'],
    ['src/components/theme/ThemeSwitch.tsx', '@/components/ui/Button'],
    ['src/components/ui/Dialog.tsx', '@/lib/format'],
  ]);
  forbidden([
    ['src/components/ui/Dialog.tsx', '@/data/projects/keys'],
    ['src/components/ui/Dialog.tsx', '@contract/gateway/projects'],
    ['src/components/ui/Dialog.tsx', '@audio-formats/wav-encoding'],
    ['src/components/ui/Dialog.tsx', '@/widgets/audio/playback-store'],
    ['src/components/ui/Dialog.tsx', '@/features/recordings/recording-title'],
    ['src/components/ui/Dialog.tsx', '@/app/paths'],
  ]);
});

describe('src/widgets (shared domain UI) imports widgets, components, data, lib and contract, never a feature', () => {
  allowed([
    ['src/widgets/audio/PlayerBar.tsx', './playback-store'],
    ['src/widgets/batch/BatchProgress.tsx', '@/widgets/audio/playback-store'],
    ['src/widgets/audio/PlayerBar.tsx', '@/components/ui/Button'],
    ['src/widgets/audio/PlayerBar.tsx', '@/data/recordings/keys'],
    ['src/widgets/audio/PlayerBar.tsx', '@/lib/format'],
    ['src/widgets/audio/PlayerBar.tsx', '@contract/gateway/projects'],
    ['src/widgets/audio/PlayerBar.tsx', '@audio-formats/wav-encoding'],
  ]);
  forbidden([
    ['src/widgets/audio/PlayerBar.tsx', '@/features/recordings/recording-title'],
    ['src/widgets/audio/PlayerBar.tsx', '@/app/paths'],
  ]);
});

describe('a feature imports itself, data, widgets, components, lib and contract, never another feature at any depth', () => {
  allowed([
    ['src/features/recordings/OriginalRow.tsx', './recording-title'],
    ['src/features/recordings/OriginalRow.tsx', './upload/upload-queue'],
    ['src/features/recordings/upload/UploadPanel.tsx', '@/features/recordings/recording-title'],
    ['src/features/recordings/OriginalRow.tsx', '@/data/recordings/keys'],
    ['src/features/recordings/OriginalRow.tsx', '@/widgets/audio/playback-store'],
    ['src/features/recordings/OriginalRow.tsx', '@/components/ui/Button'],
    ['src/features/recordings/OriginalRow.tsx', '@/lib/format'],
    ['src/features/recordings/OriginalRow.tsx', '@contract/gateway/projects'],
  ]);
  forbidden([
    ['src/features/projects/ProjectsPage.tsx', '@/features/recordings/recording-title'],
    ['src/features/projects/ProjectsPage.tsx', '@/features/recordings/upload/upload-queue'],
    ['src/features/recordings/upload/UploadPanel.tsx', '@/features/projects/project-list-params'],
    ['src/features/projects/ProjectsPage.tsx', '@/app/paths'],
  ]);
});

describe('src/app composes everything in src/ and contract', () => {
  allowed([
    ['src/app/router.tsx', '@/features/projects/project-list-params'],
    ['src/app/router.tsx', '@/data/projects/keys'],
    ['src/app/router.tsx', '@/widgets/audio/playback-store'],
    ['src/app/router.tsx', './paths'],
    ['src/main.tsx', './app/paths'],
  ]);
  forbidden([['src/app/router.tsx', '../../proxy/config']]);
});

describe('in src/, whatever is outside the folder is imported by alias', () => {
  it.each([
    ['src/features/recordings/upload/UploadPanel.tsx', '../recording-title'],
    ['src/components/ui/Dialog.tsx', '../../lib/format'],
  ])('%s may not import %s', async (file, source) =>
    expect(await layoutErrors(file, source)).toEqual(['no-restricted-imports']),
  );
});

describe('only src/data talks to an API', () => {
  const ownFetch = 'export const bytes = async (url: string) => (await fetch(url)).arrayBuffer();\n';
  const clientCall = "import { apiFetch } from '@/lib/http/api-client';\nexport const call = apiFetch;\n";
  it.each([
    ['src/widgets/audio/decode-item.ts', ownFetch],
    ['src/lib/audio/playable-url.ts', ownFetch],
    ['src/features/recordings/OriginalRow.tsx', ownFetch],
  ])('%s may not fetch', async (file, code) => expect(await lintErrors(file, code)).toEqual(['no-restricted-globals']));
  it.each([
    [
      'src/lib/audio/playable-url.ts',
      "import { apiFetch } from '../http/api-client';\nexport const call = apiFetch;\n",
    ],
    ['src/widgets/audio/play-items.ts', clientCall],
    ['src/components/ui/LoadFailure.tsx', clientCall],
  ])('%s may not call through the HTTP client', async (file, code) =>
    expect(await lintErrors(file, code)).toEqual(expect.arrayContaining(['@typescript-eslint/no-restricted-imports'])),
  );
  it.each([
    ['src/data/storage/playable-bytes.ts', ownFetch],
    ['src/data/storage/playable-url.ts', clientCall],
    ['src/lib/http/download-file.ts', "import { apiFetch } from './api-client';\nexport const call = apiFetch;\n"],
  ])('%s may', async (file, code) => expect(await lintErrors(file, code)).toEqual([]));
  it('a type from the client may be named anywhere', async () =>
    expect(
      await lintErrors(
        'src/features/recordings/upload-queue-store.ts',
        "import type { ApiRequest } from '@/lib/http/api-client';\nexport type Request = ApiRequest;\n",
      ),
    ).toEqual([]));
});

describe('src/testing (test helpers) is imported by tests only, and imports lib and contract', () => {
  allowed([
    ['src/data/projects/projects-query.test.tsx', '@/testing/fake-gateway'],
    ['src/features/recordings/OriginalRow.test.tsx', '@/testing/fake-gateway'],
    ['src/testing/fake-gateway.ts', '@/lib/format'],
  ]);
  forbidden([
    ['src/data/projects/projects-query.ts', '@/testing/fake-gateway'],
    ['src/features/recordings/OriginalRow.tsx', '@/testing/fake-gateway'],
    ['src/app/router.tsx', '@/testing/fake-gateway'],
    ['src/testing/fake-gateway.ts', '@/data/projects/keys'],
    ['src/testing/fake-gateway.ts', 'node:fs'],
  ]);
});

describe('src/ never imports the servers, Node built-ins or server packages', () => {
  forbidden([
    ['src/app/router.tsx', '../../sandbox/server'],
    ['src/features/projects/ProjectsPage.tsx', '../../../scripts/ensure-built'],
    ['src/lib/theme.ts', 'node:fs'],
    ['src/features/projects/ProjectsPage.tsx', 'fastify'],
    ['src/lib/format.test.ts', 'better-sqlite3'],
  ]);
  allowed([
    ['src/lib/theme.ts', 'zustand'],
    ['src/lib/format.test.ts', 'vitest'],
  ]);
});

describe('proxy/ and sandbox/ share only contract/; only tests, scripts, bench and e2e import the sandbox', () => {
  allowed([
    ['proxy/forward.ts', './config'],
    ['proxy/forward.ts', '../contract/gateway/projects'],
    ['proxy/forward.ts', 'node:http'],
    ['proxy/forward.test.ts', '../sandbox/server'],
    ['contract/gateway/folders.test.ts', '../../sandbox/server'],
    ['sandbox/gateway/routes.ts', '../server'],
    ['sandbox/gateway/routes.ts', '../../contract/gateway/projects'],
    ['scripts/start.ts', '../sandbox/server'],
    ['e2e/shell/phone.spec.ts', '../../sandbox/server'],
    ['bench/tts.bench.ts', '../sandbox/server'],
    ['bench/tts.bench.ts', '../src/lib/format'],
  ]);
  forbidden([
    ['proxy/forward.ts', '../sandbox/server'],
    ['proxy/forward.ts', '../src/lib/format'],
    ['sandbox/gateway/routes.ts', '../../proxy/config'],
    ['sandbox/gateway/routes.ts', '../../src/lib/format'],
  ]);
});

describe('server plumbing lives in server-common/, shared by proxy/ and sandbox/ only; contract/ stays schemas', () => {
  allowed([
    ['proxy/error-handler.ts', '../server-common/validation'],
    ['sandbox/error-handler.ts', '../server-common/validation'],
    ['server-common/fixed-windows.ts', '../contract/gateway/projects'],
    ['server-common/socket-guard.ts', 'node:http'],
  ]);
  forbidden([
    ['contract/gateway/folders.ts', '../../server-common/validation'],
    ['src/lib/format.ts', '../../server-common/validation'],
    ['server-common/validation.ts', '../sandbox/server'],
    ['server-common/validation.ts', '../proxy/config'],
  ]);
});

describe('pure audio formats live in audio-formats/, which the studio and the sandbox both import and which imports nothing else', () => {
  allowed([
    ['src/lib/recording-file.ts', '@audio-formats/wav-encoding'],
    ['src/features/recordings/use-take.ts', '@audio-formats/wav-encoding'],
    ['sandbox/audio/files/decode.ts', '../../../audio-formats/wav-encoding'],
    ['audio-formats/mulaw.ts', './wav-encoding'],
  ]);
  forbidden([
    ['proxy/forward.ts', '../audio-formats/wav-encoding'],
    ['contract/gateway/folders.ts', '../../audio-formats/wav-encoding'],
    ['audio-formats/mulaw.ts', '../contract/gateway/projects'],
    ['audio-formats/mulaw.ts', '../src/lib/format'],
    ['audio-formats/mulaw.ts', 'node:fs'],
    ['audio-formats/mulaw.ts', 'zod'],
  ]);
});

describe('WAV, PCM and μ-law codecs live in audio-formats/ only', () => {
  const codecErrors = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
    return result!.messages
      .filter((message) => LAYOUT_RULES.has(message.ruleId ?? ''))
      .map((message) => message.ruleId!);
  };
  const headerWriter =
    "export const tag = (view: DataView) => [...'RIFF'].forEach((c, i) => view.setUint8(i, c.charCodeAt(0)));\n";
  const sampleWriter =
    'export const write = (view: DataView, value: number) => view.setInt16(0, value * 32767, true);\n';
  const bufferReader =
    'export const read = (bytes: { readFloatLE(offset: number): number }) => bytes.readFloatLE(0);\n';
  const signExtension = 'export const sample = (low: number, high: number) => (((high << 8) | low) << 16) >> 16;\n';
  const scaleToFloat =
    'export const float = (samples: Int16Array) => Float32Array.from(samples, (sample) => sample / 32768);\n';
  it.each([
    ['sandbox/tts/speech-stream.ts', headerWriter],
    ['src/lib/audio/recording-file.ts', headerWriter],
    ['src/data/tts/speech-lines-stream.ts', sampleWriter],
    ['bench/gateway-storage.bench.ts', sampleWriter],
    ['e2e/fixtures/conversions-setup.ts', bufferReader],
    ['sandbox/agents/vad.ts', signExtension],
    ['sandbox/agents/turn-detector.ts', scaleToFloat],
  ])('%s may not write its own codec', async (file, code) =>
    expect(await codecErrors(file, code)).toEqual(['layout/codec-home']),
  );
  it.each([
    ['audio-formats/wav-file.ts', headerWriter],
    ['audio-formats/pcm-encodings.ts', sampleWriter],
    ['sandbox/audio/testing/lying-audio.ts', headerWriter],
    ['sandbox/tts/tts-routes.test.ts', bufferReader],
    ['e2e/workspace/upload-limits.spec.ts', sampleWriter],
    ['audio-formats/s16le-stream-reader.ts', signExtension],
    ['audio-formats/pcm-encodings.ts', scaleToFloat],
  ])('%s may (the codecs, test helpers that forge files, tests)', async (file, code) =>
    expect(await codecErrors(file, code)).toEqual([]),
  );
});

describe('no import cycles', () => {
  it('a module importing one that imports it back fails', async () => {
    expect(await layoutErrors('src/lib/cycle-a.ts', './cycle-b')).toEqual(['import-x/no-cycle']);
  });
  it('a module importing into the cycle from outside passes', async () => {
    expect(await layoutErrors('src/lib/uses-cycle.ts', './cycle-b')).toEqual([]);
  });
});

describe('file names: PascalCase components, kebab-case everything else, no index barrels', () => {
  const nameErrors = (file: string) => layoutErrors(file, './format');
  it.each([
    'src/lib/order-cost.ts',
    'src/lib/order-cost.test.ts',
    'src/lib/OrderForm.tsx',
    'src/lib/OrderForm.test.tsx',
    'src/lib/main-menu.ts',
  ])('%s passes', async (file) => expect(await nameErrors(file)).toEqual([]));
  it.each([
    'src/lib/orderCost.ts',
    'src/lib/OrderCost.ts',
    'src/lib/order-form.tsx',
    'src/lib/index.ts',
    'src/lib/index.tsx',
  ])('%s fails', async (file) => expect(await nameErrors(file)).toEqual(['layout/file-names']));
  it('route modules and the entry point are not components', async () => {
    expect(await layoutErrors('src/app/routes/folder-route.tsx', '@/app/paths')).toEqual([]);
    expect(await layoutErrors('src/main.tsx', './app/paths')).toEqual([]);
  });
  it('outside src/ too: no barrels, kebab-case', async () => {
    expect(await layoutErrors('contract/index.ts', './gateway/projects')).toEqual(['layout/file-names']);
    expect(await layoutErrors('proxy/forwardRequest.ts', './config')).toEqual(['layout/file-names']);
  });
});

describe('sandbox SQL only in store/ repositories', () => {
  const sqlErrors = async (file: string) => {
    const code =
      "type Db = { prepare(sql: string): { all(): unknown[] } };\nexport const names = (db: Db) => db.prepare('SELECT name FROM folders').all();\n";
    const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
    return result!.messages
      .filter((message) => LAYOUT_RULES.has(message.ruleId ?? ''))
      .map((message) => message.ruleId!);
  };
  it.each(['sandbox/store/folder-repository.ts', 'sandbox/gateway/folder-routes.test.ts'])(
    '%s may prepare SQL',
    async (file) => expect(await sqlErrors(file)).toEqual([]),
  );
  it.each(['sandbox/gateway/folder-routes.ts', 'sandbox/jobs/job-runner.ts'])('%s may not', async (file) =>
    expect(await sqlErrors(file)).toEqual(['no-restricted-syntax']),
  );
});

describe('features build forms from the primitives in src/components/ui', () => {
  const controlErrors = async (file: string, control: string) => {
    const code = `export const Field = () => ${control};\n`;
    const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
    return result!.messages
      .filter((message) => LAYOUT_RULES.has(message.ruleId ?? ''))
      .map((message) => message.ruleId!);
  };
  it.each(['<input aria-label="Name" />', '<select aria-label="Sort" />', '<textarea aria-label="Note" />'])(
    'a feature may not render %s',
    async (control) =>
      expect(await controlErrors('src/features/voices/VoiceFilters.tsx', control)).toEqual(['no-restricted-syntax']),
  );
  it('src/components/ui may (the primitives themselves)', async () =>
    expect(await controlErrors('src/components/ui/TextField.tsx', '<input aria-label="Name" />')).toEqual([]));
  it('a feature may render a primitive', async () =>
    expect(await controlErrors('src/features/voices/VoiceFilters.tsx', '<TextField label="Name" />')).toEqual([]));
});
