import { ConversionFigures } from '@/widgets/statistics/ConversionFigures';
import { useProjectStatistics } from '@/data/statistics/project-statistics-query';

/** A project's conversions and converted time, under its header (GET /api/stats/projects for this one project). */
export function ProjectFigures({ projectId }: { projectId: string }) {
  const stats = useProjectStatistics([projectId]).data?.find((item) => item.project_id === projectId);
  return (
    <ConversionFigures
      label="Conversions in this project"
      counts={stats?.conversions}
      time={stats?.time_converted}
      className="mb-4"
    />
  );
}
