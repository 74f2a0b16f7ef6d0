import type { Folder } from '@contract/gateway/folders';

export type FolderNode = { folder: Folder; children: FolderNode[]; depth: number };

/**
 * Nests folders by `parent_id`, siblings by name. A folder whose parent is missing (deleted elsewhere, or on
 * another page) is shown at the top level rather than lost.
 */
export function buildFolderTree(folders: readonly Folder[]): FolderNode[] {
  const byId = new Map(folders.map((folder) => [folder.id, { folder, children: [] as FolderNode[], depth: 0 }]));
  const roots: FolderNode[] = [];
  for (const node of byId.values()) {
    const parent = node.folder.parent_id ? byId.get(node.folder.parent_id) : undefined;
    (parent && parent !== node ? parent.children : roots).push(node);
  }
  const sortAndDepth = (nodes: FolderNode[], depth: number) => {
    nodes.sort((a, b) => a.folder.name.localeCompare(b.folder.name));
    for (const node of nodes) {
      node.depth = depth;
      sortAndDepth(node.children, depth + 1);
    }
  };
  sortAndDepth(roots, 0);
  return roots;
}

/** A folder and every folder nested under it, at any depth: what a delete of that folder takes along. */
export function subtreeIds(folders: readonly Folder[], rootId: string): string[] {
  const children = new Map<string, string[]>();
  for (const folder of folders) {
    if (!folder.parent_id) continue;
    children.set(folder.parent_id, [...(children.get(folder.parent_id) ?? []), folder.id]);
  }
  const ids: string[] = [];
  const visit = (id: string) => {
    if (ids.includes(id)) return; // a cycle in bad data must not loop forever
    ids.push(id);
    (children.get(id) ?? []).forEach(visit);
  };
  visit(rootId);
  return ids;
}
