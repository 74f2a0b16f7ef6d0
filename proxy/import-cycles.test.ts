import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = import.meta.dirname;

/** The proxy's modules and what each imports from its own folder, type-only imports included. */
function importGraph(): Map<string, string[]> {
  const modules = readdirSync(DIR).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  return new Map(
    modules.map((file) => {
      const source = readFileSync(path.join(DIR, file), 'utf8');
      const imported = [...source.matchAll(/from '\.\/([\w-]+)'/g)].map((match) => `${match[1]}.ts`);
      return [file, imported.filter((name) => modules.includes(name))];
    }),
  );
}

/** The first cycle found by a depth-first walk, as the chain of files, or null. */
function findCycle(graph: Map<string, string[]>): string[] | null {
  const done = new Set<string>();
  const walk = (file: string, chain: string[]): string[] | null => {
    if (chain.includes(file)) return [...chain.slice(chain.indexOf(file)), file];
    if (done.has(file)) return null;
    for (const next of graph.get(file) ?? []) {
      const cycle = walk(next, [...chain, file]);
      if (cycle) return cycle;
    }
    done.add(file);
    return null;
  };
  for (const file of graph.keys()) {
    const cycle = walk(file, []);
    if (cycle) return cycle;
  }
  return null;
}

describe("the proxy's modules", () => {
  // Lint's import-x/no-cycle ignores type-only imports; a cycle through types still ties two modules into one.
  it('import each other without a cycle, type-only imports included', () => {
    expect(findCycle(importGraph())).toBeNull();
  });
});
