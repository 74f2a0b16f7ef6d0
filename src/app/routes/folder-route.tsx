import { lazy } from 'react';
import { useOutletContext, useParams, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { Project } from '@contract/gateway/projects';
import { folderQueryOptions, useFolder } from '@/data/folders/folder-query';
import { AddAudio } from '@/features/recordings/AddAudio';
import { FolderDropZone } from '@/features/recordings/FolderDropZone';
import { OriginalsList } from '@/features/recordings/OriginalsList';
import { UploadList } from '@/features/recordings/UploadList';
import { useFolderUpload } from '@/features/recordings/use-folder-upload';
import { FolderFigures } from '@/app/FolderFigures';
import { recordingPath } from '@/app/paths';
import { usePageTitle } from '@/lib/browser/use-page-title';
import { queryClient } from '@/app/query-client';

/** Ordering for a selection is the conversions feature's; its code loads when first opened, not with the folder. */
const BatchOrderPanel = lazy(async () => ({
  default: (await import('@/features/conversions/BatchOrderPanel')).BatchOrderPanel,
}));

/** An original's conversions listed under its row (the conversions feature's), loaded when a row is first expanded. */
const OriginalConversions = lazy(async () => ({
  default: (await import('@/features/conversions/list/OriginalConversions')).OriginalConversions,
}));

export async function loader({ params }: LoaderFunctionArgs) {
  return queryClient.ensureQueryData(folderQueryOptions(params.folderId!));
}

/**
 * A folder: its originals first (in view without scrolling on a laptop screen), with one compact bar to add
 * more (upload, record, from text) and files dropped anywhere on the page uploaded.
 */
export function Component() {
  const project = useRouteLoaderData('project') as Project;
  const { folderId } = useParams() as { folderId: string };
  const { data: folder } = useFolder(folderId);
  usePageTitle(folder?.name, useOutletContext<Project>().name);
  const recordingHref = (id: string) => recordingPath(project, folderId, id);
  const upload = useFolderUpload(folderId);
  const name = folder?.name ?? 'Folder';
  return (
    <FolderDropZone folderName={name} onFiles={upload}>
      <section aria-labelledby="folder-title" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="folder-title" className="min-w-0 text-heading font-semibold break-words">
            {name}
          </h2>
          <FolderFigures folderId={folderId} />
        </div>
        <AddAudio folderId={folderId} onFiles={upload} />
        <UploadList folderId={folderId} recordingHref={recordingHref} />
        <OriginalsList
          folderId={folderId}
          recordingHref={recordingHref}
          onUpload={upload}
          OrderPanel={BatchOrderPanel}
          Conversions={OriginalConversions}
        />
      </section>
    </FolderDropZone>
  );
}
