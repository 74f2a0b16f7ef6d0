import { ArrowDown, ArrowUp } from 'lucide-react';
import { Link } from 'react-router';
import type { Direction } from '../../../contract/gateway/common';
import type { Project, ProjectSort } from '../../../contract/gateway/projects';
import { Button } from '../../components/ui/Button';
import { OverflowMenu, type MenuAction } from '../../components/ui/OverflowMenu';
import { formatDate, formatDuration } from '../../lib/format/human-readable';
import type { ProjectCardFigures } from './project-card-figures';

type Props = {
  projects: Project[] | undefined;
  loading: boolean;
  busy: boolean;
  sorts: Record<ProjectSort, string>;
  sort: ProjectSort;
  direction: Direction;
  onSort: (sort: ProjectSort) => void;
  projectHref: (project: Project) => string;
  figuresOf: (project: Project) => ProjectCardFigures;
  actionsOf: (project: Project) => MenuAction[];
  /** Wide screens show each action as a button; a phone keeps them in a "…" menu. */
  wide: boolean;
};

const count = (value: number | undefined) => (value === undefined ? '…' : value.toLocaleString('en'));

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
  figuresOf,
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
          const figures = figuresOf(project);
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
              <dl
                aria-label={`What ${project.name} holds`}
                className="grid grid-cols-3 gap-2 text-body"
                data-testid="project-figures"
              >
                <Figure term="Originals" value={count(figures.originals)} />
                <Figure term="Conversions" value={count(figures.conversions)} />
                <Figure
                  term="Converted"
                  value={figures.convertedSeconds === undefined ? '…' : formatDuration(figures.convertedSeconds)}
                />
              </dl>
              <p className="text-caption text-ink-muted">
                {figures.lastActivity ? `Last activity ${formatDate(figures.lastActivity)}` : 'Nothing recorded yet'} ·
                created {formatDate(project.created_at)}
              </p>
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

function Figure({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt className="text-caption text-ink-muted">{term}</dt>
      <dd className="font-medium text-ink tabular-nums">{value}</dd>
    </div>
  );
}
