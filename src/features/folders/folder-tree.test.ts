import { describe, expect, it } from 'vitest';
import type { Folder } from '@contract/gateway/folders';
import { buildFolderTree, subtreeIds, type FolderNode } from './folder-tree';

const outline = (nodes: FolderNode[]): unknown[] =>
  nodes.flatMap((node) => [[node.folder.name, node.depth], ...outline(node.children)]);

const folder = (id: string, name: string, parent_id: string | null = null): Folder => ({
  id,
  name,
  parent_id,
  project_id: 'p',
  active: true,
  created_at: '2026-01-01T00:00:00Z',
});

describe('buildFolderTree', () => {
  it('nests by parent_id, sorts siblings by name and records depth', () => {
    const tree = buildFolderTree([
      folder('c', 'Zeta'),
      folder('a', 'Alpha'),
      folder('b', 'Beta', 'a'),
      folder('d', 'Delta', 'b'),
    ]);
    expect(outline(tree)).toEqual([
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

describe('subtreeIds', () => {
  it('lists a folder and all its descendants, and nothing else', () => {
    const folders = [
      folder('a', 'A'),
      folder('b', 'B', 'a'),
      folder('c', 'C', 'b'),
      folder('d', 'D', 'a'),
      folder('e', 'E'),
    ];
    expect(subtreeIds(folders, 'a').sort()).toEqual(['a', 'b', 'c', 'd']);
    expect(subtreeIds(folders, 'b').sort()).toEqual(['b', 'c']);
    expect(subtreeIds(folders, 'e')).toEqual(['e']);
  });

  it('stops on a cycle in bad data', () => {
    expect(subtreeIds([folder('a', 'A', 'b'), folder('b', 'B', 'a')], 'a').sort()).toEqual(['a', 'b']);
  });
});
