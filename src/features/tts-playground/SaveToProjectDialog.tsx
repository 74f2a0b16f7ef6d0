import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { SelectField } from '../../components/ui/SelectField';
import { useQuery } from '@tanstack/react-query';
import { foldersQueryOptions } from '../../data/folders/folders-query';
import { useProjects } from '../../data/projects/projects-query';
import { useUploadRecordingMutation } from '../../data/recordings/upload-recording-mutation';
import { generationLabel } from './generation-label';

type Props = { wav: Blob; label: string; open: boolean; onOpenChange: (open: boolean) => void };

/** The first hundred projects by name (the documented page maximum) to choose from. */
const PROJECT_CHOICES = { sort: 'name', direction: 'asc', limit: 100, offset: 0 } as const;

/** "Save to a project": the generation's WAV becomes an original in the chosen folder, ready to convert. */
export function SaveToProjectDialog({ wav, label, open, onOpenChange }: Props) {
  const projects = useProjects(PROJECT_CHOICES);
  const [projectId, setProjectId] = useState('');
  const [folderId, setFolderId] = useState('');
  const folders = useQuery({ ...foldersQueryOptions(projectId), enabled: !!projectId });
  const save = useUploadRecordingMutation({ handlesError: true });
  const folderName = folders.data?.find((folder) => folder.id === folderId)?.name;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Save to a project"
      description={`Saved as an original named “${generationLabel(label)}”.`}
    >
      <div className="mt-4 space-y-3">
        <SelectField
          label="Project"
          value={projectId}
          onChange={(value) => {
            setProjectId(value);
            setFolderId('');
            save.reset();
          }}
          options={[
            ['', projects.isPending ? 'Loading projects…' : 'Choose a project'],
            ...(projects.data?.list ?? []).map((project) => [project.id, project.name] as const),
          ]}
          error={projects.error?.message}
        />
        <SelectField
          label="Folder"
          value={folderId}
          disabled={!projectId}
          onChange={setFolderId}
          options={[
            ['', projectId && folders.isPending ? 'Loading folders…' : 'Choose a folder'],
            ...(folders.data ?? []).map((folder) => [folder.id, folder.name] as const),
          ]}
          hint={projectId && folders.data?.length === 0 ? 'This project has no folders yet: create one in the project first.' : undefined}
        />
        {save.error && (
          <p role="alert" className="text-sm text-red-700">
            {save.error.message}
          </p>
        )}
        {save.isSuccess && (
          <p role="status" className="text-sm text-emerald-800">
            Saved “{save.data.label ?? generationLabel(label)}” to {folderName}.
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Close
          </Button>
          <Button
            disabled={!folderId || save.isPending || save.isSuccess}
            onClick={() =>
              save.mutate({
                file: wav,
                folderId,
                label: generationLabel(label),
                fileName: `${generationLabel(label)}.wav`,
              })
            }
          >
            {save.isPending ? 'Saving…' : 'Save'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
