import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { useQuery } from '@tanstack/react-query';
import { foldersQueryOptions } from '../../data/folders/folders-query';
import { useProjects } from '../../data/projects/projects-query';
import { useUploadRecordingMutation } from '../../data/recordings/upload-recording-mutation';
import { generationLabel } from './generation-label';

type Props = { wav: Blob; label: string; open: boolean; onOpenChange: (open: boolean) => void };

/** The first hundred projects by name (the documented page maximum) to choose from. */
const PROJECT_CHOICES = { sort: 'name', direction: 'asc', limit: 100, offset: 0 } as const;

const selectClass = 'mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-2 text-sm';

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
        <div>
          <label htmlFor="save-project" className="block text-sm font-medium">
            Project
          </label>
          <select
            id="save-project"
            className={selectClass}
            value={projectId}
            onChange={(event) => {
              setProjectId(event.target.value);
              setFolderId('');
              save.reset();
            }}
          >
            <option value="">{projects.isPending ? 'Loading projects…' : 'Choose a project'}</option>
            {projects.data?.list.map((project) => (
              <option key={project.id} value={project.id}>
                {project.name}
              </option>
            ))}
          </select>
          {projects.error && <p className="mt-1 text-sm text-red-700">{projects.error.message}</p>}
        </div>
        <div>
          <label htmlFor="save-folder" className="block text-sm font-medium">
            Folder
          </label>
          <select
            id="save-folder"
            className={selectClass}
            value={folderId}
            disabled={!projectId}
            onChange={(event) => setFolderId(event.target.value)}
          >
            <option value="">{projectId && folders.isPending ? 'Loading folders…' : 'Choose a folder'}</option>
            {folders.data?.map((folder) => (
              <option key={folder.id} value={folder.id}>
                {folder.name}
              </option>
            ))}
          </select>
          {projectId && folders.data?.length === 0 && (
            <p className="mt-1 text-sm text-slate-600">
              This project has no folders yet: create one in the project first.
            </p>
          )}
        </div>
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
