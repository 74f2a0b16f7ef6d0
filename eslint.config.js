import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import boundaries from 'eslint-plugin-boundaries';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import layout from './eslint-rules/layout-plugin.js';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.json'];
/** tsconfig.base.json's paths (`"@/*": ["./src/*"]`) as prefixes and folders, for eslint-rules/alias-resolver.js. */
const ALIASES = Object.fromEntries(
  Object.entries(JSON.parse(readFileSync(path.join(ROOT, 'tsconfig.base.json'), 'utf8')).compilerOptions.paths).map(
    ([alias, [folder]]) => [alias.replace(/\*$/, ''), path.resolve(ROOT, folder.replace(/\*$/, '')) + path.sep],
  ),
);

/** How imports are resolved for the layout and cycle rules: the aliases first, then Node's own way. */
const RESOLVERS = {
  [path.join(ROOT, 'eslint-rules/alias-resolver.js')]: { aliases: ALIASES, extensions: EXTENSIONS },
  node: { extensions: EXTENSIONS },
};

/**
 * The layout of docs/architecture.md#import-rules, as elements (folders with a role) and who may import whom. Each
 * element is matched from the repository root; a feature and a data resource capture their name so that "the same
 * feature" can be told apart from "another feature". `entry` is what sits directly in src/ (main.tsx); root config
 * files are classified as files (`config`), since they belong to no folder.
 */
const ELEMENTS = [
  { type: 'contract', pattern: 'contract', partialMatch: false },
  // Server plumbing the proxy and the sandbox share (validator, framework errors, socket guard, windows).
  { type: 'server-common', pattern: 'server-common', partialMatch: false },
  // Pure audio formats (WAV, PCM, μ-law): one home that the studio and the sandbox both import.
  { type: 'audio-formats', pattern: 'audio-formats', partialMatch: false },
  { type: 'app', pattern: 'src/app', partialMatch: false },
  { type: 'data', pattern: 'src/data/*', capture: ['resource'], partialMatch: false },
  // What every resource shares (caller options, replay while unreachable, paging through a whole list).
  { type: 'data', pattern: 'src/data', partialMatch: false },
  { type: 'feature', pattern: 'src/features/*', capture: ['feature'], partialMatch: false },
  // UI primitives with no knowledge of the service: buttons, fields, dialogs, theme, keyboard shortcuts.
  { type: 'components', pattern: 'src/components', partialMatch: false },
  // Shared domain UI that features compose (the player, batch runs, destinations, notes, figures, the recorder).
  { type: 'widgets', pattern: 'src/widgets', partialMatch: false },
  { type: 'lib', pattern: 'src/lib', partialMatch: false },
  // Helpers for the studio's tests (a fake gateway): never part of the app, so only test files may import them.
  { type: 'testing', pattern: 'src/testing', partialMatch: false },
  { type: 'entry', pattern: 'src', partialMatch: false },
  { type: 'proxy', pattern: 'proxy', partialMatch: false },
  { type: 'sandbox', pattern: 'sandbox', partialMatch: false },
  { type: 'e2e', pattern: 'e2e', partialMatch: false },
  { type: 'bench', pattern: 'bench', partialMatch: false },
  { type: 'scripts', pattern: 'scripts', partialMatch: false },
  { type: 'tooling', pattern: 'eslint-rules', partialMatch: false },
];

const SPA = ['app', 'entry', 'feature', 'data', 'widgets', 'components', 'lib'];
/** Packages that only make sense on a server: the studio must run in the browser against the real service. */
const SERVER_PACKAGES = [
  'fastify',
  'fastify-*',
  '@fastify/*',
  'better-sqlite3',
  'ioredis',
  'ws',
  'pino',
  'pino-*',
  'yazl',
  'yauzl',
  'audio-decode',
  'pitchy',
  '@echogarden/*',
  'tsx',
  'autocannon',
];

const API_ONLY_IN_DATA =
  'Only src/data/ talks to an API: add a query or mutation there (docs/architecture.md#import-rules).';

const to = (...types) => ({ to: { element: { types: { anyOf: types } } } });
const external = (source) => ({ to: { module: { origin: 'external', ...(source ? { source } : {}) } } });
const builtIn = { to: { module: { origin: 'core' } } };
const from = (...types) => ({ element: { types: { anyOf: types } } });

/** Later policies win over earlier ones for the same import (eslint-plugin-boundaries evaluates them in order). */
const POLICIES = [
  { from: from('contract'), allow: [to('contract'), external('zod')] },
  { from: from('audio-formats'), allow: [to('audio-formats')] },
  { from: from('server-common'), allow: [to('server-common', 'contract'), external(), builtIn] },
  { from: from('lib'), allow: [to('lib', 'contract', 'audio-formats'), external()] },
  { from: from('testing'), allow: [to('lib', 'contract', 'audio-formats'), external()] },
  { from: from('data'), allow: [to('data', 'lib', 'contract', 'audio-formats'), external()] },
  { from: from('components'), allow: [to('components', 'lib'), external()] },
  {
    from: from('widgets'),
    allow: [to('widgets', 'components', 'data', 'lib', 'contract', 'audio-formats'), external()],
  },
  {
    from: from('feature'),
    allow: [
      { to: { element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } } } },
      to('data', 'widgets', 'components', 'lib', 'contract', 'audio-formats'),
      external(),
    ],
  },
  { from: from('app', 'entry'), allow: [to(...SPA, 'contract', 'audio-formats'), external()] },
  { from: from('proxy'), allow: [to('proxy', 'contract', 'server-common'), external(), builtIn] },
  { from: from('sandbox'), allow: [to('sandbox', 'contract', 'server-common', 'audio-formats'), external(), builtIn] },
  {
    from: [from('e2e', 'bench', 'scripts', 'tooling'), { file: { categories: 'config' } }],
    allow: [{ to: { module: { origin: '*' } } }],
  },
  // A test in src/ composes what it tests with the app's own pieces (the query client) and the test helpers.
  {
    from: [{ file: { categories: 'test' }, element: { types: { anyOf: SPA } } }],
    allow: [to(...SPA, 'testing', 'contract', 'audio-formats')],
  },
  // Tests run under Node with their tooling; outside src/ they may start the sandbox to test against it.
  { from: { file: { categories: 'test' } }, allow: [external()] },
  { from: [{ file: { categories: 'test' }, element: { types: { noneOf: SPA } } }], allow: [to('sandbox'), builtIn] },
  {
    from: from(...SPA, 'testing'),
    disallow: [external(SERVER_PACKAGES), builtIn],
    message: 'The studio runs in the browser: no Node built-ins or server packages in src/.',
  },
];

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'node_modules', 'test-results', 'playwright-report', '.data', 'tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx,js}'],
    plugins: { boundaries, 'import-x': importX, layout },
    settings: {
      'boundaries/root-path': ROOT,
      'boundaries/elements': ELEMENTS,
      'boundaries/files': [
        { category: 'test', pattern: '**/*.test.{ts,tsx}' },
        { category: 'config', pattern: '*.config.{ts,js}' },
      ],
      // The boundaries rules resolve imports through `import/resolver`, the cycle rule through `import-x/resolver`.
      'import/resolver': RESOLVERS,
      'import-x/resolver': RESOLVERS,
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          checkAllOrigins: true,
          policies: POLICIES,
          message:
            '{{ from.element.type }} may not import "{{ dependency.source }}" ({{#if to.element.type}}{{ to.element.type }}{{else}}{{ to.module.origin }} module{{/if}}): see docs/architecture.md#import-rules.',
        },
      ],
      'boundaries/no-unknown-files': 'error',
      'layout/file-names': 'error',
    },
  },
  {
    // docs/architecture.md#import-rules: WAV, PCM and μ-law codecs live in audio-formats/. Tests check bytes by hand,
    // and the test helpers in testing/ folders forge the odd and lying files the codecs must survive.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['audio-formats/**', 'eslint-rules/**', '**/*.test.{ts,tsx}', '**/*.spec.ts', '**/testing/**'],
    plugins: { layout },
    rules: { 'layout/codec-home': 'error' },
  },
  {
    // Cycles are looked for where modules are shared. import-x's rule, not eslint-plugin-import's: the same
    // verdicts (type-only cycles allowed) in a seventh of the time, which was half of all linting.
    files: ['src/**/*.{ts,tsx}', 'contract/**/*.ts'],
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, '@tanstack/query': pluginQuery },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      ...pluginQuery.configs['flat/recommended'][0].rules,
      // A file names its folder's siblings (./x) and everything else by alias, so that moving it rewrites nothing.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./',
              message: 'Import from outside this folder by alias: @/… (src/), @contract/…, @audio-formats/….',
            },
          ],
        },
      ],
    },
  },
  {
    // Only src/data/ talks to an API: outside it and the HTTP client (src/lib/http/), no fetch or XHR of one's own
    // and no call through the client. Types from it (an upload's handle) may be named anywhere.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/data/**', 'src/lib/http/**', 'src/main.tsx', 'src/testing/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['fetch', 'XMLHttpRequest', 'EventSource'].map((name) => ({ name, message: API_ONLY_IN_DATA })),
      ],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)http/(api-client|download-file|upload-with-progress)$',
              allowTypeImports: true,
              message: API_ONLY_IN_DATA,
            },
          ],
        },
      ],
    },
  },
  {
    // Issue #14: features build forms from the shared primitives (label, hint, error and limit wired the same way
    // everywhere), so a raw control in a feature is a field that skipped them.
    files: ['src/features/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXOpeningElement[name.name=/^(input|select|textarea)$/]',
          message:
            'Use a field primitive from src/components/ui (TextField, TextAreaField, SelectField, CheckboxField, RadioGroup, FileField…) instead of a raw form control.',
        },
      ],
    },
  },
  {
    // Classic scripts the page loads as they are (public/theme-init.js runs before the app).
    files: ['public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
    rules: { 'boundaries/no-unknown-files': 'off', 'layout/file-names': 'off' },
  },
  {
    files: ['*.config.{ts,js}'],
    rules: { 'boundaries/no-unknown-files': 'off' },
  },
  {
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    // docs/architecture.md#import-rules: the sandbox's SQL lives in store/ repositories, one per table (tests may
    // arrange rows directly).
    files: ['sandbox/**/*.ts'],
    ignores: ['sandbox/store/**', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(prepare|pragma)$/]',
          message: 'SQL belongs in a sandbox/store repository (docs/architecture.md#import-rules).',
        },
      ],
    },
  },
);
