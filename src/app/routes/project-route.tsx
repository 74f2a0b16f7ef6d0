import { Outlet, useNavigate, useParams, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { Project } from '../../../contract/gateway/projects';
import { FolderTree } from '../../features/folders/FolderTree';
import { ProjectHeader } from '../../features/projects/ProjectHeader';
import { projectByUrlQueryOptions } from '../../features/projects/projects-api';
import { queryClient } from '../query-client';
import { revalidateOnPathChange } from '../revalidate-on-path-change';
import { useQuery } from '@tanstack/react-query';

export const projectPath = (project: Pick<Project, 'url'>) => `/projects/${encodeURIComponent(project.url)}`;
export const folderPath = (project: Pick<Project, 'url'>, folderId: string) => `${projectPath(project)}/folders/${folderId}`;

/** The project workspace: its header, the folder tree on the side, and the selected folder or recording. */
export async function loader({ params }: LoaderFunctionArgs) {
  return queryClient.ensureQueryData(projectByUrlQueryOptions(params.projectUrl!));
}

export const shouldRevalidate = revalidateOnPathChange;

export function Component() {
  const loaded = useRouteLoaderData('project') as Project;
  const { data: project = loaded } = useQuery(projectByUrlQueryOptions(loaded.url));
  const { folderId } = useParams();
  const navigate = useNavigate();
  return (
    <div>
      <ProjectHeader project={project} />
      <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
        <aside className="rounded-xl border border-slate-200 bg-white p-3">
          <FolderTree
            projectId={project.id}
            folderHref={(id) => folderPath(project, id)}
            onDeleted={(ids) => {
              if (folderId && ids.includes(folderId)) void navigate(projectPath(project), { replace: true });
            }}
          />
        </aside>
        <div className="min-w-0">
          {/* The fresh project (renamed in place too) for the pages inside, e.g. for their titles. */}
          <Outlet context={project} />
        </div>
      </div>
    </div>
  );
}
