import { useOutletContext, useParams, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { Project } from '../../../contract/gateway/projects';
import { Disclosure } from '../../components/ui/Disclosure';
import { folderQueryOptions, useFolder } from '../../data/folders/folder-query';
import { OriginalsList } from '../../features/recordings/OriginalsList';
import { RecorderPanel } from '../../features/recordings/RecorderPanel';
import { TtsOriginalForm } from '../../features/recordings/TtsOriginalForm';
import { UploadPanel } from '../../features/recordings/UploadPanel';
import { FolderFigures } from '../FolderFigures';
import { recordingPath } from '../paths';
import { usePageTitle } from '../../lib/use-page-title';
import { queryClient } from '../query-client';

export async function loader({ params }: LoaderFunctionArgs) {
  return queryClient.ensureQueryData(folderQueryOptions(params.folderId!));
}

/** A folder: add originals (upload, record, from text) and browse them. */
export function Component() {
  const project = useRouteLoaderData('project') as Project;
  const { folderId } = useParams() as { folderId: string };
  const { data: folder } = useFolder(folderId);
  usePageTitle(folder?.name, useOutletContext<Project>().name);
  const recordingHref = (id: string) => recordingPath(project, folderId, id);
  return (
    <section aria-labelledby="folder-title" className="space-y-5">
      <h2 id="folder-title" className="text-xl font-semibold">
        {folder?.name ?? 'Folder'}
      </h2>
      <FolderFigures folderId={folderId} />
      <UploadPanel folderId={folderId} recordingHref={recordingHref} />
      <div className="grid items-start gap-3 xl:grid-cols-2">
        <Disclosure title="Record from a microphone" storageKey="recorder">
          <RecorderPanel folderId={folderId} />
        </Disclosure>
        <Disclosure title="Create from text" storageKey="tts-original">
          <TtsOriginalForm folderId={folderId} />
        </Disclosure>
      </div>
      <OriginalsList folderId={folderId} recordingHref={recordingHref} />
    </section>
  );
}
