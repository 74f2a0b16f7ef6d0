import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import rules that keep the layout of design.md: who may import whom. */
const forbid = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const layer = (group, message) => ({ group, message });

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', '.data'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, '@tanstack/query': pluginQuery },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      ...pluginQuery.configs['flat/recommended'][0].rules,
      ...forbid(
        layer(['**/sandbox/**', '**/proxy/**', '**/scripts/**'], 'The studio must work against the real service: import only contract/.'),
        layer(['fastify', 'fastify/*', '@fastify/*', 'better-sqlite3', 'node:*'], 'Server-only modules do not belong in the SPA.'),
      ),
    },
  },
  {
    files: ['src/features/*/**/*.{ts,tsx}'],
    rules: forbid(
      layer(['**/sandbox/**', '**/proxy/**', '**/scripts/**'], 'The studio must work against the real service: import only contract/.'),
      layer(['fastify', 'fastify/*', '@fastify/*', 'better-sqlite3', 'node:*'], 'Server-only modules do not belong in the SPA.'),
      { regex: '^\\.\\./(?!\\.\\.)[^/]+/', message: 'Features do not import each other; compose them in src/app/.' },
      { regex: '/app/', message: 'Features do not import the app shell; pass what they need as props.' },
    ),
  },
  {
    files: ['contract/**/*.ts'],
    rules: forbid(
      layer(['**/sandbox/**', '**/proxy/**', '**/src/**', '**/scripts/**'], 'contract/ is the shared source of truth: it imports zod only.'),
      layer(['react', 'react-*', 'fastify', 'fastify*', '@fastify/*', 'better-sqlite3', 'node:*'], 'contract/ imports zod only.'),
    ),
  },
  {
    // Classic scripts the page loads as they are (public/theme-init.js runs before the app).
    files: ['public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    files: ['proxy/**/*.ts'],
    ignores: ['proxy/**/*.test.ts'],
    rules: forbid(layer(['**/sandbox/**', '**/src/**'], 'The proxy must run unchanged in front of the real service.')),
  },
  {
    files: ['sandbox/**/*.ts'],
    rules: forbid(layer(['**/src/**', '**/proxy/**'], 'The sandbox implements the APIs; it shares only contract/.')),
  },
);
