import { lazy, Suspense } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { useRouteLoaderData } from 'react-router';
import type { User } from '@contract/gateway/auth';
import { projectsQueryOptions } from '@/data/projects/projects-query';
import { projectListParamsFromSearch } from '@/features/projects/project-list-params';
import { ProjectsPage } from '@/features/projects/ProjectsPage';
import { projectPath, recordingPath } from '@/app/paths';
import { usePageTitle } from '@/lib/browser/use-page-title';
import { queryClient } from '@/app/query-client';

/** The recent originals (players and all) load after the page's first paint, not with it: the cards come first. */
const RecentOriginals = lazy(async () => ({
  default: (await import('@/features/recordings/RecentOriginals')).RecentOriginals,
}));

/** Lazy route module: starts the list request in the loader so the page renders with data. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { page: _page, ...params } = projectListParamsFromSearch(new URL(request.url).searchParams);
  await queryClient.ensureQueryData(projectsQueryOptions(params));
  return null;
}

export function Component() {
  const user = useRouteLoaderData('root') as User;
  usePageTitle('Projects');
  return (
    <ProjectsPage
      ownerId={user.id}
      projectHref={projectPath}
      recent={
        <Suspense fallback={null}>
          <RecentOriginals recordingHref={recordingPath} />
        </Suspense>
      }
    />
  );
}
