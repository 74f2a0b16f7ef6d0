import { Download, Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { Project, ProjectSort } from '@contract/gateway/projects';
import { Button } from '@/components/ui/Button';
import type { MenuAction } from '@/components/ui/OverflowMenu';
import { useMediaQuery, WIDE_QUERY } from '@/lib/browser/use-media-query';
import { ProjectCards } from './ProjectCards';
import { Pager } from '@/components/ui/Pager';
import { LoadFailure } from '@/components/ui/LoadFailure';
import { EmptyState } from '@/components/ui/EmptyState';
import { downloadProjectExport } from '@/data/projects/project-export';
import { useProjects } from '@/data/projects/projects-query';
import { CreateProjectDialog, DeleteProjectDialog, RenameProjectDialog } from './ProjectDialogs';
import { pageCount, projectListParamsFromSearch } from './project-list-params';

const SORT_LABELS: Record<ProjectSort, string> = {
  name: 'Name',
  created_at: 'Created',
  last_recording_at: 'Last recording',
};

type Props = {
  ownerId: string;
  projectHref: (project: Project) => string;
  /** The recent originals across projects, shown above the cards (the recordings feature's). */
  recent?: ReactNode;
};

/**
 * The projects home: recent originals first, then one card per project with what it holds and its last activity;
 * sort, direction and page in the URL; a project's name opens its workspace; create (which opens the new project,
 * as peer tools do), rename and delete in dialogs, export as a zip.
 */
export function ProjectsPage({ ownerId, projectHref, recent }: Props) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { page, ...params } = projectListParamsFromSearch(searchParams);
  const query = useProjects(params);
  const { data, isPending, isFetching } = query;
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<Project | null>(null);
  const [deleting, setDeleting] = useState<Project | null>(null);
  const updateSearch = (changes: Record<string, string>) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) next.set(key, value);
      return next;
    });
  // A column's first click sorts names A→Z and dates newest first; the next click reverses.
  const sortBy = (sort: ProjectSort) => {
    const first = sort === 'name' ? 'asc' : 'desc';
    const direction = params.sort === sort ? (params.direction === 'asc' ? 'desc' : 'asc') : first;
    updateSearch({ sort, direction, page: '1' });
  };

  const wide = useMediaQuery(WIDE_QUERY);
  const actionsOf = (project: Project): MenuAction[] => [
    {
      label: 'Export',
      icon: <Download aria-hidden size={16} />,
      onSelect: () => void downloadProjectExport(project, false),
    },
    { label: 'Rename', icon: <Pencil aria-hidden size={16} />, onSelect: () => setRenaming(project) },
    { label: 'Delete', icon: <Trash2 aria-hidden size={16} />, onSelect: () => setDeleting(project), danger: true },
  ];
  const ids = useMemo(() => (data?.list ?? []).map((project) => project.id), [data?.list]);

  const total = data?.pagination.count ?? 0;
  const pages = pageCount(total);
  // A page past the end (an old link, the last project of the last page deleted) shows the last page instead.
  const pastTheEnd = data !== undefined && page > pages;
  useEffect(() => {
    if (!pastTheEnd) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('page', String(pages));
        return next;
      },
      { replace: true },
    );
  }, [pastTheEnd, pages, setSearchParams]);

  return (
    <section aria-labelledby="projects-title" className="space-y-stack">
      <div className="flex items-center justify-between gap-4">
        <h1 id="projects-title" className="text-title font-semibold">
          Projects
        </h1>
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden size={16} /> New project
        </Button>
      </div>

      <LoadFailure query={query} what="projects" />
      {total > 0 && recent}

      {data?.list.length === 0 && total === 0 ? (
        <EmptyState
          message="No projects yet. A project holds your recordings and their conversions, in folders."
          action={
            <Button onClick={() => setCreating(true)}>
              <Plus aria-hidden size={16} /> Create your first project
            </Button>
          }
        />
      ) : (
        <ProjectCards
          projects={data?.list}
          loading={isPending && !query.failureReason}
          busy={isFetching}
          sorts={SORT_LABELS}
          sort={params.sort}
          direction={params.direction}
          onSort={sortBy}
          projectHref={projectHref}
          pageIds={ids}
          actionsOf={actionsOf}
          wide={wide}
        />
      )}

      <Pager
        page={page}
        pages={pages}
        onPage={(next) => updateSearch({ page: String(next) })}
        summary={data && `${total} project${total === 1 ? '' : 's'}`}
      />

      {creating && (
        <CreateProjectDialog
          ownerId={ownerId}
          onClose={() => setCreating(false)}
          onCreated={(project) => void navigate(projectHref(project))}
        />
      )}
      {renaming && <RenameProjectDialog project={renaming} onClose={() => setRenaming(null)} />}
      {deleting && <DeleteProjectDialog project={deleting} onClose={() => setDeleting(null)} />}
    </section>
  );
}
