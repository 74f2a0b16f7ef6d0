import type { Project } from '@contract/gateway/projects';
import { useProjectRecordingsSummaries } from '@/data/recordings/project-recordings-query';
import { useProjectStatistics } from '@/data/statistics/project-statistics-query';
import { formatDate, formatDuration } from '@/lib/format/human-readable';
import { projectCardFigures } from './project-card-figures';

type Props = {
  project: Project;
  /** The projects on the page: one statistics request answers for all of their cards. */
  pageIds: readonly string[];
};

const count = (value: number | undefined) => (value === undefined ? '…' : value.toLocaleString('en'));

/**
 * What a project's card says it holds and when it last changed. Loaded after the cards themselves (with the
 * schemas of the two answers it reads), so the projects page's first load stays as light as it was.
 */
export function ProjectCardFigures({ project, pageIds }: Props) {
  const stats = useProjectStatistics(pageIds).data?.find((item) => item.project_id === project.id);
  const summary = useProjectRecordingsSummaries([project.id]).get(project.id);
  const figures = projectCardFigures(project, summary, stats);
  return (
    <>
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
        {figures.lastActivity ? `Last activity ${formatDate(figures.lastActivity)}` : 'Nothing recorded yet'} · created{' '}
        {formatDate(project.created_at)}
      </p>
    </>
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
