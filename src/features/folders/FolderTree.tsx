import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { Folder as FolderIcon, FolderPlus, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { NavLink } from 'react-router';
import type { Folder } from '../../../contract/gateway/folders';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { NameDialog } from '../../components/ui/NameDialog';
import { buildFolderTree, subtreeIds, type FolderNode } from './folder-tree';
import { createFolder, deleteFolder, folderContentsQueryOptions, folderKeys, foldersQueryOptions, renameFolder } from './folders-api';

type Props = { projectId: string; folderHref: (folderId: string) => string; onDeleted?: (folderIds: string[]) => void };

type Editing = { kind: 'create'; parent?: Folder } | { kind: 'rename'; folder: Folder } | { kind: 'delete'; folder: Folder } | null;

/**
 * The project's folders as a tree (nested lists, so screen readers announce the nesting), with create,
 * subfolder, rename and delete; the delete confirmation says how many recordings go with the folder.
 */
export function FolderTree({ projectId, folderHref, onDeleted }: Props) {
  const { data: folders = [], isPending, error } = useQuery(foldersQueryOptions(projectId));
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: folderKeys.ofProject(projectId) });
  const refreshFolder = (folderId: string) => Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: folderKeys.detail(folderId) })]);
  const tree = buildFolderTree(folders);
  const actions = {
    create: (parent: Folder) => setEditing({ kind: 'create', parent }),
    rename: (folder: Folder) => setEditing({ kind: 'rename', folder }),
    remove: (folder: Folder) => setEditing({ kind: 'delete', folder }),
  };

  return (
    <nav aria-label="Folders" className="space-y-2">
      <div className="flex items-center justify-between">
        <h2 className="text-sm font-semibold text-slate-700">Folders</h2>
        <Button variant="ghost" onClick={() => setEditing({ kind: 'create' })} aria-label="New folder">
          <FolderPlus aria-hidden size={16} />
        </Button>
      </div>
      {isPending && <p className="text-sm text-slate-500">Loading folders…</p>}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          Could not load folders: {error.message}
        </p>
      )}
      {!isPending && tree.length === 0 && <p className="text-sm text-slate-500">No folders yet. Create one to add recordings.</p>}
      <FolderList nodes={tree} folderHref={folderHref} actions={actions} />
      {editing?.kind === 'create' && (
        <NameDialog
          open
          onOpenChange={(open) => !open && setEditing(null)}
          title={editing.parent ? `New folder in “${editing.parent.name}”` : 'New folder'}
          fieldLabel="Folder name"
          submitLabel="Create"
          onSubmit={async (name) => {
            await createFolder(projectId, name, editing.parent?.id);
            await refresh();
          }}
        />
      )}
      {editing?.kind === 'rename' && (
        <NameDialog
          open
          onOpenChange={(open) => !open && setEditing(null)}
          title={`Rename “${editing.folder.name}”`}
          fieldLabel="Folder name"
          submitLabel="Rename"
          initialName={editing.folder.name}
          onSubmit={async (name) => {
            await renameFolder(editing.folder.id, name);
            await refreshFolder(editing.folder.id);
          }}
        />
      )}
      {editing?.kind === 'delete' && (
        <DeleteFolderDialog
          folder={editing.folder}
          subtree={subtreeIds(folders, editing.folder.id)}
          onClose={() => setEditing(null)}
          onDeleted={async (ids) => {
            onDeleted?.(ids);
            await refresh();
            ids.forEach((id) => queryClient.removeQueries({ queryKey: folderKeys.detail(id) }));
          }}
        />
      )}
    </nav>
  );
}

type Actions = { create: (parent: Folder) => void; rename: (folder: Folder) => void; remove: (folder: Folder) => void };

function FolderList({ nodes, folderHref, actions }: { nodes: FolderNode[]; folderHref: (id: string) => string; actions: Actions }) {
  if (nodes.length === 0) return null;
  return (
    <ul className="space-y-0.5">
      {nodes.map(({ folder, children, depth }) => (
        <li key={folder.id}>
          <div className="group flex items-center gap-1" style={{ paddingLeft: `${depth * 14}px` }} data-testid="folder-item">
            <NavLink
              to={folderHref(folder.id)}
              className={({ isActive }) =>
                `flex min-w-0 flex-1 items-center gap-2 rounded-md px-2 py-1.5 text-sm ${isActive ? 'bg-indigo-50 font-medium text-indigo-800' : 'text-slate-700 hover:bg-slate-100'}`
              }
            >
              <FolderIcon aria-hidden size={15} className="shrink-0" />
              <span className="truncate">{folder.name}</span>
            </NavLink>
            <span className="flex opacity-60 group-focus-within:opacity-100 group-hover:opacity-100">
              <Button variant="ghost" className="!px-1.5" aria-label={`New folder in ${folder.name}`} onClick={() => actions.create(folder)}>
                <FolderPlus aria-hidden size={14} />
              </Button>
              <Button variant="ghost" className="!px-1.5" aria-label={`Rename folder ${folder.name}`} onClick={() => actions.rename(folder)}>
                <Pencil aria-hidden size={14} />
              </Button>
              <Button variant="ghost" className="!px-1.5" aria-label={`Delete folder ${folder.name}`} onClick={() => actions.remove(folder)}>
                <Trash2 aria-hidden size={14} />
              </Button>
            </span>
          </div>
          <FolderList nodes={children} folderHref={folderHref} actions={actions} />
        </li>
      ))}
    </ul>
  );
}

const plural = (count: number, word: string) => `${count.toLocaleString('en')} ${word}${count === 1 ? '' : 's'}`;

/** Counts what goes with the folder (its subfolders included) before asking. */
function DeleteFolderDialog({ folder, subtree, onClose, onDeleted }: { folder: Folder; subtree: string[]; onClose: () => void; onDeleted: (ids: string[]) => Promise<void> }) {
  const counts = useQueries({
    queries: subtree.map((id) => folderContentsQueryOptions(id)),
    combine: (results) =>
      results.every((result) => result.data)
        ? results.reduce((sum, result) => ({ originals: sum.originals + result.data!.originals, recordings: sum.recordings + result.data!.recordings }), { originals: 0, recordings: 0 })
        : null,
  });
  const subfolders = subtree.length - 1;
  const inside = subfolders > 0 ? ` and its ${plural(subfolders, 'subfolder')}` : '';
  const what = counts
    ? `${plural(counts.recordings, 'recording')} (${plural(counts.originals, 'original')} and ${plural(counts.recordings - counts.originals, 'conversion')})`
    : 'its recordings (counting…)';
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Delete folder “${folder.name}”?`}
      description={`The folder${inside} and ${what} are deleted, with their notes. This cannot be undone.`}
      confirmLabel="Delete folder"
      onConfirm={async () => onDeleted(await deleteFolder(folder.id))}
    />
  );
}
