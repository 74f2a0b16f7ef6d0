import { Outlet, useNavigate, useParams, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { Project } from '../../../contract/gateway/projects';
import { projectByUrlQueryOptions, useProjectByUrl } from '../../data/projects/project-by-url-query';
import { FolderTree } from '../../features/folders/FolderTree';
import { ProjectHeader } from '../../features/projects/ProjectHeader';
import { folderPath, projectPath, projectsPath } from '../paths';
import { ProjectFigures } from '../ProjectFigures';
import { queryClient } from '../query-client';
import { revalidateOnPathChange } from '../revalidate-on-path-change';

/** The project workspace: its header, the folder tree on the side, and the selected folder or recording. */
export async function loader({ params }: LoaderFunctionArgs) {
  return queryClient.ensureQueryData(projectByUrlQueryOptions(params.projectUrl!));
}

export const shouldRevalidate = revalidateOnPathChange;

export function Component() {
  const loaded = useRouteLoaderData('project') as Project;
  const { data: project = loaded } = useProjectByUrl(loaded.url);
  const { folderId } = useParams();
  const navigate = useNavigate();
  return (
    <div>
      <ProjectHeader project={project} projectsHref={projectsPath()} onDeleted={() => void navigate(projectsPath(), { replace: true })} />
      <ProjectFigures projectId={project.id} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <aside className="min-w-0 rounded-xl border border-slate-200 bg-white p-3">
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
