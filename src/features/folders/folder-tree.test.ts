import { describe, expect, it } from 'vitest';
import type { Folder } from '../../../contract/gateway/folders';
import { buildFolderTree, flattenTree } from './folder-tree';

const folder = (id: string, name: string, parent_id: string | null = null): Folder => ({
  id, name, parent_id, project_id: 'p', active: true, created_at: '2026-01-01T00:00:00Z',
});

describe('buildFolderTree', () => {
  it('nests by parent_id, sorts siblings by name and records depth', () => {
    const tree = buildFolderTree([folder('c', 'Zeta'), folder('a', 'Alpha'), folder('b', 'Beta', 'a'), folder('d', 'Delta', 'b')]);
    expect(flattenTree(tree).map((node) => [node.folder.name, node.depth])).toEqual([
      ['Alpha', 0],
      ['Beta', 1],
      ['Delta', 2],
      ['Zeta', 0],
    ]);
  });

  it('keeps orphans at the top level', () => {
    const tree = buildFolderTree([folder('x', 'Orphan', 'missing')]);
    expect(tree.map((node) => node.folder.name)).toEqual(['Orphan']);
  });
});
