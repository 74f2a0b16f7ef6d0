import { useQuery } from '@tanstack/react-query';
import { useParams, useRouteLoaderData } from 'react-router';
import type { Project } from '../../../contract/gateway/projects';
import { foldersQueryOptions } from '../../features/folders/folders-api';
import { OriginalsList } from '../../features/recordings/OriginalsList';
import { RecorderPanel } from '../../features/recordings/RecorderPanel';
import { TtsOriginalForm } from '../../features/recordings/TtsOriginalForm';
import { UploadPanel } from '../../features/recordings/UploadPanel';
import { folderPath } from './project-route';

/** A folder: add originals (upload) and browse them. */
export function Component() {
  const project = useRouteLoaderData('project') as Project;
  const { folderId } = useParams() as { folderId: string };
  const { data: folders } = useQuery(foldersQueryOptions(project.id));
  const folder = folders?.find((candidate) => candidate.id === folderId);
  return (
    <section aria-labelledby="folder-title" className="space-y-5">
      <h2 id="folder-title" className="text-xl font-semibold">
        {folder?.name ?? 'Folder'}
      </h2>
      <UploadPanel folderId={folderId} />
      <RecorderPanel folderId={folderId} />
      <TtsOriginalForm folderId={folderId} />
      <OriginalsList folderId={folderId} recordingHref={(id) => `${folderPath(project, folderId)}/recordings/${id}`} />
    </section>
  );
}
