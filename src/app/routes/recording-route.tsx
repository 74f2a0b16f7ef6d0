import { useQuery } from '@tanstack/react-query';
import { useOutletContext, useParams, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { Project } from '../../../contract/gateway/projects';
import { ConversionsPanel } from '../../features/conversions/ConversionsPanel';
import { OrderForm } from '../../features/conversions/OrderForm';
import { OriginalPage } from '../../features/recordings/OriginalPage';
import { recordingTitle } from '../../features/recordings/recording-title';
import { invalidateFolder, recordingQueryOptions } from '../../features/recordings/recordings-api';
import { usePageTitle } from '../../lib/use-page-title';
import { queryClient } from '../query-client';
import { folderPath } from './project-route';

export async function loader({ params }: LoaderFunctionArgs) {
  return queryClient.ensureQueryData(recordingQueryOptions(params.recordingId!));
}

/** One original: its player and details (recordings feature), its conversions and the order form (conversions feature). */
export function Component() {
  const project = useRouteLoaderData('project') as Project;
  const { folderId, recordingId } = useParams() as { folderId: string; recordingId: string };
  const { data: original } = useQuery(recordingQueryOptions(recordingId));
  usePageTitle(original && recordingTitle(original), useOutletContext<Project>().name);
  return (
    <OriginalPage key={recordingId} recordingId={recordingId} folderHref={folderPath(project, folderId)}>
      {original?.state === 'done' && original.type === 'original' && (
        <>
          <ConversionsPanel original={original} />
          <OrderForm original={original} onOrdered={() => void invalidateFolder(queryClient, original.parent_folder_id)} />
        </>
      )}
    </OriginalPage>
  );
}
