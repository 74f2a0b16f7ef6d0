import { usePageTitle } from '@/lib/browser/use-page-title';
import { StatisticsPage } from '@/features/statistics/StatisticsPage';
import { projectsPath } from '@/app/paths';

/** Its own lazy module: the chart library is part of this route's chunk and of no other. */
export function Component() {
  usePageTitle('Statistics');
  return <StatisticsPage projectsHref={projectsPath()} />;
}
