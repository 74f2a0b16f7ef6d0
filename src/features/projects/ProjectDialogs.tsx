import type { Project } from '@contract/gateway/projects';
import { ConfirmMutationDialog } from '@/components/ui/ConfirmMutationDialog';
import { NameDialog } from '@/widgets/names/NameDialog';
import { useCreateProjectMutation } from '@/data/projects/create-project-mutation';
import { useDeleteProjectMutation } from '@/data/projects/delete-project-mutation';
import { useRenameProjectMutation } from '@/data/projects/rename-project-mutation';
import { onDismiss } from '@/components/ui/on-dismiss';

type Close = { onClose: () => void };

/**
 * Each dialog owns its mutation, so a new dialog starts without the last one's error. A created project opens
 * (`onCreated` goes to it); the dialog stays busy until that page replaces the list, so it cannot be sent twice.
 */
export function CreateProjectDialog({
  ownerId,
  onClose,
  onCreated,
}: { ownerId: string; onCreated: (project: Project) => void } & Close) {
  const create = useCreateProjectMutation({ handlesError: true });
  return (
    <NameDialog
      open
      onOpenChange={onDismiss(onClose)}
      title="New project"
      fieldLabel="Project name"
      submitLabel="Create"
      pending={create.isPending || create.isSuccess}
      error={create.error}
      onSubmit={(name) => create.mutate({ name, owner: ownerId }, { onSuccess: onCreated })}
    />
  );
}

export function RenameProjectDialog({ project, onClose }: { project: Project } & Close) {
  const rename = useRenameProjectMutation({ handlesError: true });
  return (
    <NameDialog
      open
      onOpenChange={onDismiss(onClose)}
      title={`Rename “${project.name}”`}
      fieldLabel="Project name"
      submitLabel="Rename"
      initialName={project.name}
      pending={rename.isPending}
      error={rename.error}
      onSubmit={(name) => rename.mutate({ id: project.id, name }, { onSuccess: onClose })}
    />
  );
}

export function DeleteProjectDialog({
  project,
  onClose,
  onDeleted,
}: { project: Project; onDeleted?: () => void } & Close) {
  const remove = useDeleteProjectMutation({ handlesError: true });
  return (
    <ConfirmMutationDialog
      mutation={remove}
      variables={project}
      onClose={onClose}
      onDone={onDeleted}
      title={`Delete “${project.name}”?`}
      description="Its folders, recordings and conversions are deleted with it. This cannot be undone."
      confirmLabel="Delete project"
    />
  );
}
