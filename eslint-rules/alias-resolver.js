import { statSync } from 'node:fs';

/**
 * An import resolver (the resolver interface, version 2, that the layout and cycle rules read) for the import
 * aliases, so that those rules see where `@/…` and `@contract/…` lead. `aliases` maps a prefix to a folder, as
 * tsconfig.base.json's paths do; anything else is left to the next resolver.
 */
export const interfaceVersion = 2;

export function resolve(source, _file, { aliases, extensions }) {
  const prefix = Object.keys(aliases).find((alias) => source.startsWith(alias));
  if (!prefix) return { found: false };
  const base = aliases[prefix] + source.slice(prefix.length).split('?')[0];
  const path = ['', ...extensions]
    .map((extension) => base + extension)
    .find((file) => statSync(file, { throwIfNoEntry: false })?.isFile());
  return path ? { found: true, path } : { found: false };
}
