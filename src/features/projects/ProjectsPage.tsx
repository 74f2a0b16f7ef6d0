import { ArrowDown, ArrowUp, Download, Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { Project, ProjectSort } from '../../../contract/gateway/projects';
import { Button } from '../../components/ui/Button';
import type { MenuAction } from '../../components/ui/OverflowMenu';
import { useMediaQuery, WIDE_QUERY } from '../../lib/browser/use-media-query';
import { ProjectCards } from './ProjectCards';
import { Pager } from '../../components/ui/Pager';
import { LoadFailure } from '../../components/ui/LoadFailure';
import { EmptyState } from '../../components/ui/EmptyState';
import { downloadProjectExport } from '../../data/projects/project-export';
import { useProjects } from '../../data/projects/projects-query';
import { formatDate } from '../../lib/format/human-readable';
import { lastRecordingAt } from './last-recording';
import { CreateProjectDialog, DeleteProjectDialog, RenameProjectDialog } from './ProjectDialogs';
import { pageCount, projectListParamsFromSearch } from './project-list-params';

const SORT_LABELS: Record<ProjectSort, string> = {
  name: 'Name',
  created_at: 'Created',
  last_recording_at: 'Last recording',
};

/**
 * The user's projects: sort, direction and page in the URL; a project's name opens its workspace; create (which
 * opens the new project, as peer tools do), rename and delete in dialogs, export as a zip. A table on wide
 * screens, cards with a "…" menu on a phone.
 */
export function ProjectsPage({ ownerId, projectHref }: { ownerId: string; projectHref: (project: Project) => string }) {
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
  const lastRecording = (project: Project) => {
    const at = lastRecordingAt(project);
    return at ? formatDate(at) : <span className="text-ink-faint">none</span>;
  };

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

      {data?.list.length === 0 && total === 0 ? (
        <EmptyState
          message="No projects yet. A project holds your recordings and their conversions, in folders."
          action={
            <Button onClick={() => setCreating(true)}>
              <Plus aria-hidden size={16} /> Create your first project
            </Button>
          }
        />
      ) : wide ? (
        <div className="overflow-x-auto rounded-xl border border-line bg-raised">
          <table className="w-full min-w-[40rem] text-left text-body" aria-busy={isFetching}>
            <caption className="sr-only">
              Projects sorted by {SORT_LABELS[params.sort]}, {params.direction === 'asc' ? 'ascending' : 'descending'}
            </caption>
            <thead className="bg-sunken text-ink-muted">
              <tr>
                {(Object.keys(SORT_LABELS) as ProjectSort[]).map((sort) => (
                  <th
                    key={sort}
                    scope="col"
                    className="px-4 py-2 font-medium"
                    aria-sort={
                      params.sort === sort ? (params.direction === 'asc' ? 'ascending' : 'descending') : 'none'
                    }
                  >
                    <button
                      type="button"
                      onClick={() => sortBy(sort)}
                      className="inline-flex items-center gap-1 hover:text-ink"
                    >
                      {SORT_LABELS[sort]}
                      {params.sort === sort &&
                        (params.direction === 'asc' ? (
                          <ArrowUp aria-hidden size={14} />
                        ) : (
                          <ArrowDown aria-hidden size={14} />
                        ))}
                    </button>
                  </th>
                ))}
                <th scope="col" className="px-4 py-2 text-right font-medium">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {isPending && !query.failureReason && (
                <tr>
                  <td colSpan={4} className="px-4 py-6 text-center text-ink-faint">
                    Loading projects…
                  </td>
                </tr>
              )}
              {data?.list.map((project) => (
                <tr key={project.id} data-testid="project-row">
                  <td className="px-4 py-2.5 font-medium">
                    <Link to={projectHref(project)} className="break-words hover:underline">
                      {project.name}
                    </Link>
                  </td>
                  <td className="px-4 py-2.5 text-ink-muted">{formatDate(project.created_at)}</td>
                  <td className="px-4 py-2.5 text-ink-muted">{lastRecording(project)}</td>
                  <td className="px-4 py-2.5 text-right whitespace-nowrap">
                    {actionsOf(project).map(({ label, icon, onSelect }) => (
                      <Button
                        key={label}
                        variant="ghost"
                        aria-label={`${label} ${project.name}`}
                        title={label === 'Export' ? 'Export every recording as a zip' : undefined}
                        onClick={onSelect}
                      >
                        {icon}
                      </Button>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <ProjectCards
          projects={data?.list}
          loading={isPending && !query.failureReason}
          sortLabel={`${SORT_LABELS[params.sort]}, ${params.direction === 'asc' ? 'ascending' : 'descending'}`}
          sorts={SORT_LABELS}
          sort={params.sort}
          onSort={sortBy}
          projectHref={projectHref}
          lastRecording={lastRecording}
          actionsOf={actionsOf}
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
