import { ArrowDown, ArrowUp } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import type { Direction } from '@contract/gateway/common';
import type { Project, ProjectSort } from '@contract/gateway/projects';
import { Button } from '@/components/ui/Button';
import { OverflowMenu, type MenuAction } from '@/components/ui/OverflowMenu';

type Props = {
  projects: Project[] | undefined;
  loading: boolean;
  busy: boolean;
  sorts: Record<ProjectSort, string>;
  sort: ProjectSort;
  direction: Direction;
  onSort: (sort: ProjectSort) => void;
  projectHref: (project: Project) => string;
  /** The projects on this page, whose figures are read together. */
  pageIds: readonly string[];
  actionsOf: (project: Project) => MenuAction[];
  /** Wide screens show each action as a button; a phone keeps them in a "…" menu. */
  wide: boolean;
};

const CardFigures = lazy(async () => ({ default: (await import('./ProjectCardFigures')).ProjectCardFigures }));

/**
 * The projects as cards, on every screen: each says what the project holds (originals, conversions, converted
 * time) and when it last changed, so the one to open is found by what is in it. The sort is a row of buttons
 * above the cards (a second press reverses it).
 */
export function ProjectCards({
  projects,
  loading,
  busy,
  sorts,
  sort,
  direction,
  onSort,
  projectHref,
  pageIds,
  actionsOf,
  wide,
}: Props) {
  const Arrow = direction === 'asc' ? ArrowUp : ArrowDown;
  return (
    <div className="space-y-3">
      <div
        role="group"
        aria-label={`Sort projects (now by ${sorts[sort]}, ${direction === 'asc' ? 'ascending' : 'descending'})`}
        className="flex flex-wrap items-center gap-1 text-body"
      >
        <span className="text-ink-muted">Sort:</span>
        {(Object.keys(sorts) as ProjectSort[]).map((key) => (
          <button
            key={key}
            type="button"
            aria-pressed={sort === key}
            onClick={() => onSort(key)}
            className={`inline-flex items-center gap-1 rounded-md px-2 py-1 ${sort === key ? 'bg-accent-soft font-medium text-accent-ink' : 'text-ink-muted hover:bg-fill'}`}
          >
            {sorts[key]}
            {sort === key && <Arrow aria-hidden size={14} />}
          </button>
        ))}
      </div>
      {loading && <p className="px-1 py-4 text-body text-ink-faint">Loading projects…</p>}
      <ul aria-label="Projects" aria-busy={busy} className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {projects?.map((project) => {
          return (
            <li
              key={project.id}
              data-testid="project-row"
              className="flex flex-col gap-3 rounded-xl border border-line bg-raised p-4"
            >
              <div className="flex items-start gap-2">
                <Link
                  to={projectHref(project)}
                  className="min-w-0 flex-1 text-subheading font-semibold break-words hover:underline"
                >
                  {project.name}
                </Link>
                {!wide && <OverflowMenu label={`Actions for ${project.name}`} actions={actionsOf(project)} />}
              </div>
              <Suspense fallback={<p className="h-20 text-caption text-ink-faint">Loading figures…</p>}>
                <CardFigures project={project} pageIds={pageIds} />
              </Suspense>
              {wide && (
                <div className="-mb-1 flex justify-end gap-1 border-t border-line pt-2">
                  {actionsOf(project).map(({ label, icon, onSelect }) => (
                    <Button
                      key={label}
                      variant="ghost"
                      aria-label={`${label} ${project.name}`}
                      title={label === 'Export' ? 'Export every recording as a zip' : label}
                      onClick={onSelect}
                    >
                      {icon}
                    </Button>
                  ))}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
