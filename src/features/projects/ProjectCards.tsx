import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Project, ProjectSort } from '../../../contract/gateway/projects';
import { OverflowMenu, type MenuAction } from '../../components/ui/OverflowMenu';
import { formatDate } from '../../lib/format/human-readable';

type Props = {
  projects: Project[] | undefined;
  loading: boolean;
  sortLabel: string;
  sorts: Record<ProjectSort, string>;
  sort: ProjectSort;
  onSort: (sort: ProjectSort) => void;
  projectHref: (project: Project) => string;
  lastRecording: (project: Project) => ReactNode;
  actionsOf: (project: Project) => MenuAction[];
};

/**
 * The projects on a phone: one card per project (name, dates, and its actions in a "…" menu) instead of a table
 * that would be cut off or scroll sideways; the sort is a row of buttons above the cards.
 */
export function ProjectCards({
  projects,
  loading,
  sortLabel,
  sorts,
  sort,
  onSort,
  projectHref,
  lastRecording,
  actionsOf,
}: Props) {
  return (
    <div className="space-y-2">
      <div
        role="group"
        aria-label={`Sort projects (now by ${sortLabel})`}
        className="flex flex-wrap items-center gap-1 text-body"
      >
        <span className="text-ink-muted">Sort:</span>
        {(Object.keys(sorts) as ProjectSort[]).map((key) => (
          <button
            key={key}
            type="button"
            aria-pressed={sort === key}
            onClick={() => onSort(key)}
            className={`rounded-md px-2 py-1 ${sort === key ? 'bg-accent-soft font-medium text-accent-ink' : 'text-ink-muted hover:bg-fill'}`}
          >
            {sorts[key]}
          </button>
        ))}
      </div>
      {loading && <p className="px-1 py-4 text-body text-ink-faint">Loading projects…</p>}
      <ul aria-label="Projects" className="space-y-2">
        {projects?.map((project) => (
          <li
            key={project.id}
            data-testid="project-row"
            className="flex items-start gap-2 rounded-xl border border-line bg-raised p-3"
          >
            <div className="min-w-0 flex-1">
              <Link to={projectHref(project)} className="font-medium break-words hover:underline">
                {project.name}
              </Link>
              <p className="mt-0.5 text-caption text-ink-muted">
                Created {formatDate(project.created_at)} · last recording {lastRecording(project)}
              </p>
            </div>
            <OverflowMenu label={`Actions for ${project.name}`} actions={actionsOf(project)} />
          </li>
        ))}
      </ul>
    </div>
  );
}
