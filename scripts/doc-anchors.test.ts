import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
/** The documents code comments and lint messages cite by heading. */
const CITED = ['docs/service-api.md', 'docs/architecture.md', 'docs/configuration.md', 'CONTRIBUTING.md'];
const CITATION = /\b((?:docs\/)?(?:service-api|architecture|configuration)\.md|CONTRIBUTING\.md)#([\w-]+)/g;

/** A heading's anchor as the repository's host renders it: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\w\- ]/g, '')
    .replaceAll(' ', '-');

const anchorsOf = (document: string) =>
  new Set(
    readFileSync(path.join(ROOT, document), 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('#'))
      .map((line) => anchorOf(line.replace(/^#+/, ''))),
  );

/**
 * Notes about the service kept outside the repository, which a clone cannot follow: cite docs/ instead. Their
 * names are put together from parts, so that this file does not itself read as a citation of them.
 */
const NAMED_BARE = [
  ['api', 'facts'],
  ['pipecat', 'wire'],
].map((parts) => parts.join('-'));
const NAMED_AS_FILES = [...['gateway', 'tts', 'agents'].map((api) => `${api}-api`), 'design'];
const OUTSIDE = new RegExp(`\\b(?:(?:${NAMED_BARE.join('|')})(?:\\.md)?|(?:${NAMED_AS_FILES.join('|')})\\.md)\\b`);

const trackedSources = () =>
  execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.(ts|tsx|js|mjs|json|md)$/.test(file));

describe('citations of the documentation', () => {
  it('never point outside the repository', () => {
    const outside = trackedSources().filter(
      (file) => file !== 'scripts/doc-anchors.test.ts' && OUTSIDE.test(readFileSync(path.join(ROOT, file), 'utf8')),
    );
    expect(outside).toEqual([]);
  });

  it('name headings that exist', () => {
    const anchors = new Map(CITED.map((document) => [document, anchorsOf(document)]));
    const files = trackedSources();
    const broken: string[] = [];
    for (const file of files) {
      for (const [citation, cited, anchor] of readFileSync(path.join(ROOT, file), 'utf8').matchAll(CITATION)) {
        const document = cited!.startsWith('docs/') || cited === 'CONTRIBUTING.md' ? cited! : `docs/${cited}`;
        if (!anchors.get(document)!.has(anchor!)) broken.push(`${file}: ${citation}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
