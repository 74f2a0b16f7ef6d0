import { Folder as FolderIcon, FolderPlus } from 'lucide-react';
import { useState } from 'react';
import { NavLink, useNavigate } from 'react-router';
import type { Folder } from '@contract/gateway/folders';
import { Button } from '@/components/ui/Button';
import { RenameDeleteButtons } from '@/components/ui/RenameDeleteButtons';
import { TruncatedLabel } from '@/components/ui/TruncatedLabel';
import { ConfirmMutationDialog } from '@/components/ui/ConfirmMutationDialog';
import { hasLoadFailure, LoadFailure } from '@/components/ui/LoadFailure';
import { NameDialog } from '@/widgets/names/NameDialog';
import { useCreateFolderMutation } from '@/data/folders/create-folder-mutation';
import { useDeleteFolderMutation } from '@/data/folders/delete-folder-mutation';
import { useFolders } from '@/data/folders/folders-query';
import { useRenameFolderMutation } from '@/data/folders/rename-folder-mutation';
import { useFoldersCounts } from '@/data/recordings/folder-counts-query';
import { buildFolderTree, subtreeIds, type FolderNode } from './folder-tree';
import { onDismiss } from '@/components/ui/on-dismiss';

type Props = {
  projectId: string;
  folderHref: (folderId: string) => string;
  onDeleted?: (folderIds: string[]) => void;
  /** The title is already shown around the tree (the phone's fold): the heading stays for screen readers only. */
  titleShownOutside?: boolean;
};

type Editing =
  { kind: 'create'; parent?: Folder } | { kind: 'rename'; folder: Folder } | { kind: 'delete'; folder: Folder } | null;

/**
 * The project's folders as a tree (nested lists, so screen readers announce the nesting), with create (which
 * opens the new folder), subfolder, rename and delete; the delete confirmation says how many recordings go with
 * the folder.
 */
export function FolderTree({ projectId, folderHref, onDeleted, titleShownOutside = false }: Props) {
  const query = useFolders(projectId);
  const { data: folders = [], isPending } = query;
  const [editing, setEditing] = useState<Editing>(null);
  const navigate = useNavigate();
  const close = () => setEditing(null);
  const tree = buildFolderTree(folders);
  const actions = {
    create: (parent: Folder) => setEditing({ kind: 'create', parent }),
    rename: (folder: Folder) => setEditing({ kind: 'rename', folder }),
    remove: (folder: Folder) => setEditing({ kind: 'delete', folder }),
  };

  return (
    <nav aria-label="Folders" className="space-y-2">
      <div className={`flex items-center ${titleShownOutside ? 'justify-end' : 'justify-between'}`}>
        <h2 className={titleShownOutside ? 'sr-only' : 'text-body font-semibold text-ink-muted'}>Folders</h2>
        <Button variant="ghost" onClick={() => setEditing({ kind: 'create' })}>
          <FolderPlus aria-hidden size={16} /> New folder
        </Button>
      </div>
      {isPending && !hasLoadFailure(query) && <p className="text-body text-ink-faint">Loading folders…</p>}
      <LoadFailure query={query} what="folders" />
      {query.data && !hasLoadFailure(query) && tree.length === 0 && (
        <p className="text-body text-ink-faint">No folders yet. Create one to add recordings.</p>
      )}
      <FolderList nodes={tree} folderHref={folderHref} actions={actions} />
      {editing?.kind === 'create' && (
        <CreateFolderDialog
          projectId={projectId}
          parent={editing.parent}
          siblings={folders
            .filter((folder) => (folder.parent_id ?? undefined) === editing.parent?.id)
            .map(({ name }) => name)}
          onClose={close}
          onCreated={(folder) => {
            close();
            void navigate(folderHref(folder.id));
          }}
        />
      )}
      {editing?.kind === 'rename' && <RenameFolderDialog folder={editing.folder} onClose={close} />}
      {editing?.kind === 'delete' && (
        <DeleteFolderDialog
          folder={editing.folder}
          subtree={subtreeIds(folders, editing.folder.id)}
          onClose={close}
          onDeleted={onDeleted}
        />
      )}
    </nav>
  );
}

type Actions = { create: (parent: Folder) => void; rename: (folder: Folder) => void; remove: (folder: Folder) => void };

function FolderList({
  nodes,
  folderHref,
  actions,
}: {
  nodes: FolderNode[];
  folderHref: (id: string) => string;
  actions: Actions;
}) {
  if (nodes.length === 0) return null;
  return (
    <ul className="space-y-0.5">
      {nodes.map(({ folder, children, depth }) => (
        <li key={folder.id}>
          <div
            className="group flex items-center gap-1"
            style={{ paddingLeft: `${depth * 14}px` }}
            data-testid="folder-item"
          >
            <NavLink
              to={folderHref(folder.id)}
              className={({ isActive }) =>
                `group/trunc relative flex min-w-0 flex-1 items-center gap-2 rounded-md px-2 py-1.5 text-body ${isActive ? 'bg-accent-soft font-medium text-accent-ink' : 'text-ink-muted hover:bg-fill'}`
              }
            >
              <FolderIcon aria-hidden size={15} className="shrink-0" />
              <TruncatedLabel text={folder.name} />
            </NavLink>
            <span className="flex opacity-60 group-focus-within:opacity-100 group-hover:opacity-100">
              <Button
                variant="ghost"
                className="!px-1.5"
                aria-label={`New folder in ${folder.name}`}
                onClick={() => actions.create(folder)}
              >
                <FolderPlus aria-hidden size={14} />
              </Button>
              <RenameDeleteButtons
                what={`folder ${folder.name}`}
                className="!px-1.5"
                onRename={() => actions.rename(folder)}
                onDelete={() => actions.remove(folder)}
              />
            </span>
          </div>
          <FolderList nodes={children} folderHref={folderHref} actions={actions} />
        </li>
      ))}
    </ul>
  );
}

const plural = (count: number, word: string) => `${count.toLocaleString('en')} ${word}${count === 1 ? '' : 's'}`;

type CreateProps = {
  projectId: string;
  parent: Folder | undefined;
  siblings: string[];
  onClose: () => void;
  onCreated: (folder: Folder) => void;
};

/** The service allows two sibling folders with one name, so a repeat is only a warning, said before creating. */
function CreateFolderDialog({ projectId, parent, siblings, onClose, onCreated }: CreateProps) {
  const create = useCreateFolderMutation({ handlesError: true });
  const taken = new Set(siblings.map((name) => name.toLocaleLowerCase()));
  return (
    <NameDialog
      open
      onOpenChange={onDismiss(onClose)}
      title={parent ? `New folder in “${parent.name}”` : 'New folder'}
      fieldLabel="Folder name"
      submitLabel="Create"
      pending={create.isPending}
      error={create.error}
      onSubmit={(name) => create.mutate({ projectId, name, parentId: parent?.id }, { onSuccess: onCreated })}
      warning={(name) =>
        taken.has(name.toLocaleLowerCase())
          ? `A folder named “${name}” is already ${parent ? `in “${parent.name}”` : 'at the top of this project'}: both will show with this name.`
          : undefined
      }
    />
  );
}

function RenameFolderDialog({ folder, onClose }: { folder: Folder; onClose: () => void }) {
  const rename = useRenameFolderMutation({ handlesError: true });
  return (
    <NameDialog
      open
      onOpenChange={onDismiss(onClose)}
      title={`Rename “${folder.name}”`}
      fieldLabel="Folder name"
      submitLabel="Rename"
      initialName={folder.name}
      pending={rename.isPending}
      error={rename.error}
      onSubmit={(name) => rename.mutate({ id: folder.id, name }, { onSuccess: onClose })}
    />
  );
}

type DeleteProps = {
  folder: Folder;
  subtree: string[];
  onClose: () => void;
  onDeleted: ((ids: string[]) => void) | undefined;
};

/** Counts what goes with the folder (its subfolders included) before asking. */
function DeleteFolderDialog({ folder, subtree, onClose, onDeleted }: DeleteProps) {
  const counts = useFoldersCounts(subtree);
  const remove = useDeleteFolderMutation({ handlesError: true });
  const subfolders = subtree.length - 1;
  const inside = subfolders > 0 ? ` and its ${plural(subfolders, 'subfolder')}` : '';
  const what = counts
    ? `${plural(counts.recordings, 'recording')} (${plural(counts.originals, 'original')} and ${plural(counts.recordings - counts.originals, 'conversion')})`
    : 'its recordings (counting…)';
  return (
    <ConfirmMutationDialog
      mutation={remove}
      variables={folder}
      onClose={onClose}
      onDone={onDeleted}
      title={`Delete folder “${folder.name}”?`}
      description={`The folder${inside} and ${what} are deleted, with their notes. This cannot be undone.`}
      confirmLabel="Delete folder"
    />
  );
}
