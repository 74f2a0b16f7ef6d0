import { useState } from 'react';
import { Outlet, useLocation, useNavigate, useParams, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { Project } from '@contract/gateway/projects';
import { projectByUrlQueryOptions, useProjectByUrl } from '@/data/projects/project-by-url-query';
import { Disclosure } from '@/components/ui/Disclosure';
import { FolderTree } from '@/features/folders/FolderTree';
import { LARGE_QUERY, useMediaQuery } from '@/lib/browser/use-media-query';
import { ProjectHeader } from '@/features/projects/ProjectHeader';
import { folderPath, projectPath, projectsPath } from '@/app/paths';
import { ProjectFigures } from '@/app/ProjectFigures';
import { queryClient } from '@/app/query-client';
import { revalidateOnPathChange } from '@/app/revalidate-on-path-change';

/** The project workspace: its header, the folder tree on the side (folded above on a phone), and the selected folder or recording. */
export async function loader({ params }: LoaderFunctionArgs) {
  return queryClient.ensureQueryData(projectByUrlQueryOptions(params.projectUrl!));
}

export const shouldRevalidate = revalidateOnPathChange;

export function Component() {
  const loaded = useRouteLoaderData('project') as Project;
  const { data: project = loaded } = useProjectByUrl(loaded.url);
  const { folderId, recordingId } = useParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const wide = useMediaQuery(LARGE_QUERY);
  // On a phone the tree folds away: open where the user picks a folder, closed on a recording's page so that its
  // waveform is on the first screen. A toggle holds until the user goes to another page.
  const [toggled, setToggled] = useState<{ pathname: string; open: boolean } | null>(null);
  const treeOpen = toggled?.pathname === pathname ? toggled.open : !recordingId;
  const tree = (
    <FolderTree
      projectId={project.id}
      folderHref={(id) => folderPath(project, id)}
      titleShownOutside={!wide}
      onDeleted={(ids) => {
        if (folderId && ids.includes(folderId)) void navigate(projectPath(project), { replace: true });
      }}
    />
  );
  return (
    <div>
      <ProjectHeader
        project={project}
        projectsHref={projectsPath()}
        onDeleted={() => void navigate(projectsPath(), { replace: true })}
      />
      <ProjectFigures projectId={project.id} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        {wide ? (
          <aside className="min-w-0 rounded-xl border border-line bg-raised p-3">{tree}</aside>
        ) : (
          <Disclosure
            title="Folders"
            open={treeOpen}
            onOpenChange={(open) => setToggled({ pathname, open })}
            className="min-w-0 bg-raised"
          >
            {tree}
          </Disclosure>
        )}
        <div className="min-w-0">
          {/* The fresh project (renamed in place too) for the pages inside, e.g. for their titles. */}
          <Outlet context={project} />
        </div>
      </div>
    </div>
  );
}
