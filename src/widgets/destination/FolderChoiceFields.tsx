import { SelectField } from '@/components/ui/SelectField';
import type { FolderChoice } from './use-folder-choice';

/** The project and folder selects of a `useFolderChoice`, each saying when it is loading or has nothing to offer. */
export function FolderChoiceFields({ choice }: { choice: FolderChoice }) {
  const { projectId, folderId, projects, folders } = choice;
  return (
    <>
      <SelectField
        label="Project"
        value={projectId}
        onChange={choice.chooseProject}
        options={[
          [
            '',
            projects.isPending
              ? 'Loading projects…'
              : projects.data?.list.length
                ? 'Choose a project'
                : 'No projects yet',
          ],
          ...(projects.data?.list ?? []).map((project) => [project.id, project.name] as const),
        ]}
        error={projects.error?.message}
      />
      <SelectField
        label="Folder"
        value={folderId}
        disabled={!projectId}
        onChange={choice.chooseFolder}
        options={[
          ['', projectId && folders.isPending ? 'Loading folders…' : 'Choose a folder'],
          ...(folders.data ?? []).map((folder) => [folder.id, folder.name] as const),
        ]}
        error={folders.error?.message}
        hint={
          projectId && folders.data?.length === 0
            ? 'This project has no folders yet: create one in the project first.'
            : undefined
        }
      />
    </>
  );
}
