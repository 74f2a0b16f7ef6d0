import { useParams, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { Project } from '../../../contract/gateway/projects';
import { OriginalPage } from '../../features/recordings/OriginalPage';
import { recordingQueryOptions } from '../../features/recordings/recordings-api';
import { queryClient } from '../query-client';
import { folderPath } from './project-route';

export async function loader({ params }: LoaderFunctionArgs) {
  return queryClient.ensureQueryData(recordingQueryOptions(params.recordingId!));
}

/** One original with its player, details and (later) its conversions. */
export function Component() {
  const project = useRouteLoaderData('project') as Project;
  const { folderId, recordingId } = useParams() as { folderId: string; recordingId: string };
  return <OriginalPage key={recordingId} recordingId={recordingId} folderHref={folderPath(project, folderId)} />;
}
