import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Folder as FolderIcon, FolderPlus, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { NavLink } from 'react-router';
import type { Folder } from '../../../contract/gateway/folders';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { NameDialog } from '../../components/ui/NameDialog';
import { buildFolderTree, flattenTree } from './folder-tree';
import { createFolder, deleteFolder, folderKeys, folderRecordingCountQueryOptions, foldersQueryOptions, renameFolder } from './folders-api';

type Props = { projectId: string; folderHref: (folderId: string) => string; onDeleted?: (folderIds: string[]) => void };

type Editing = { kind: 'create'; parent?: Folder } | { kind: 'rename'; folder: Folder } | { kind: 'delete'; folder: Folder } | null;

/** The project's folders as an indented tree with create, subfolder, rename and delete. */
export function FolderTree({ projectId, folderHref, onDeleted }: Props) {
  const { data: folders = [], isPending, error } = useQuery(foldersQueryOptions(projectId));
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: folderKeys.ofProject(projectId) });
  const nodes = flattenTree(buildFolderTree(folders));

  return (
    <nav aria-label="Folders" className="space-y-2">
      <div className="flex items-center justify-between">
        <h2 className="text-sm font-semibold text-slate-700">Folders</h2>
        <Button variant="ghost" onClick={() => setEditing({ kind: 'create' })} aria-label="New folder">
          <FolderPlus aria-hidden size={16} />
        </Button>
      </div>
      {isPending && <p className="text-sm text-slate-500">Loading folders…</p>}
      {error && <p role="alert" className="text-sm text-red-700">Could not load folders: {error.message}</p>}
      {!isPending && nodes.length === 0 && <p className="text-sm text-slate-500">No folders yet. Create one to add recordings.</p>}
      <ul className="space-y-0.5">
        {nodes.map(({ folder, depth }) => (
          <li key={folder.id} className="group flex items-center gap-1" style={{ paddingLeft: `${depth * 14}px` }} data-testid="folder-item">
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
              <Button variant="ghost" className="!px-1.5" aria-label={`New folder in ${folder.name}`} onClick={() => setEditing({ kind: 'create', parent: folder })}>
                <FolderPlus aria-hidden size={14} />
              </Button>
              <Button variant="ghost" className="!px-1.5" aria-label={`Rename folder ${folder.name}`} onClick={() => setEditing({ kind: 'rename', folder })}>
                <Pencil aria-hidden size={14} />
              </Button>
              <Button variant="ghost" className="!px-1.5" aria-label={`Delete folder ${folder.name}`} onClick={() => setEditing({ kind: 'delete', folder })}>
                <Trash2 aria-hidden size={14} />
              </Button>
            </span>
          </li>
        ))}
      </ul>
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
            await refresh();
          }}
        />
      )}
      {editing?.kind === 'delete' && (
        <DeleteFolderDialog
          folder={editing.folder}
          onClose={() => setEditing(null)}
          onDeleted={async (ids) => {
            await refresh();
            onDeleted?.(ids);
          }}
        />
      )}
    </nav>
  );
}

function DeleteFolderDialog({ folder, onClose, onDeleted }: { folder: Folder; onClose: () => void; onDeleted: (ids: string[]) => Promise<void> }) {
  const { data: count } = useQuery(folderRecordingCountQueryOptions(folder.id));
  const what = count === undefined ? 'its recordings' : count === 1 ? '1 recording' : `${count} recordings`;
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Delete folder “${folder.name}”?`}
      description={`The folder, its subfolders and ${what} (with their conversions and notes) are deleted. This cannot be undone.`}
      confirmLabel="Delete folder"
      onConfirm={async () => onDeleted(await deleteFolder(folder.id))}
    />
  );
}
