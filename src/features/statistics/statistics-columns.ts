import type { AccountStats, FolderStats, ProjectStats } from '@contract/gateway/stats';
import { formatMonth } from '@/lib/format/human-readable';
import type { Column } from './FigureTable';
import type { MonthFigure } from './MonthlyChart';

const seconds = (value: number) => Math.round(value * 100) / 100;

const figure = (month: string, seconds: number, current: boolean): MonthFigure => ({
  month,
  label: formatMonth(`${month}-01T00:00:00Z`),
  minutes: seconds / 60,
  current,
});

/**
 * Minutes per month, newest first, as the table lists them ("2026-10-01" → "Oct 2026", read in UTC): this month
 * (the API's `current_month`, so far) and the previous months. An account that never converted has no months:
 * the page shows empty axes and says why.
 */
export function monthFigures(time: AccountStats['time_converted'], now: Date): MonthFigure[] {
  const thisMonth = now.toISOString().slice(0, 7);
  const previous = time.previous_monthes
    .map((month) => figure(month.month.slice(0, 7), month.duration, false))
    .filter((month) => month.month !== thisMonth);
  if (previous.length === 0 && time.current_month <= 0) return [];
  return [figure(thisMonth, time.current_month, true), ...previous].sort((a, b) => b.month.localeCompare(a.month));
}

/** This month with nothing in it: the axes a chart draws before the first conversion. */
export const emptyMonth = (now: Date): MonthFigure => figure(now.toISOString().slice(0, 7), 0, true);

type Names = { projectName: (id: string) => string | undefined; folderName: (id: string) => string | undefined };

/**
 * The columns of each table: what a header says is what its cells and the CSV hold, so time columns hold seconds
 * (to the hundredth) on the page as in the CSV.
 */
export function statisticsColumns({ projectName, folderName }: Names) {
  const months: Column<MonthFigure>[] = [
    { header: 'Month', value: (row) => row.month, show: (row) => (row.current ? `${row.label} (so far)` : row.label) },
    { header: 'Seconds converted', value: (row) => seconds(row.minutes * 60), numeric: true },
  ];
  const voices: Column<AccountStats['models'][number]>[] = [
    { header: 'Voice or model', value: (row) => row.name },
    { header: 'Conversions', value: (row) => row.conversions_count, numeric: true },
    { header: 'Seconds converted', value: (row) => seconds(row.converted_time), numeric: true },
  ];
  const projects: Column<ProjectStats[number]>[] = [
    { header: 'Project', value: (row) => projectName(row.project_id) ?? row.project_id },
    { header: 'Seconds converted', value: (row) => seconds(row.time_converted.total), numeric: true },
    { header: 'Seconds this month', value: (row) => seconds(row.time_converted.current_month), numeric: true },
    { header: 'Completed', value: (row) => row.conversions.completed, numeric: true },
    { header: 'In progress', value: (row) => row.conversions.in_progress, numeric: true },
    { header: 'Failed', value: (row) => row.conversions.failed, numeric: true },
    { header: 'Total', value: (row) => row.conversions.total, numeric: true },
  ];
  const folders: Column<FolderStats[number]>[] = [
    { header: 'Folder', value: (row) => folderName(row.folder_id) ?? row.folder_id },
    { header: 'Completed', value: (row) => row.stats.completed, numeric: true },
    { header: 'In progress', value: (row) => row.stats.in_progress, numeric: true },
    { header: 'Failed', value: (row) => row.stats.failed, numeric: true },
    { header: 'Total', value: (row) => row.stats.total, numeric: true },
  ];
  return { months, voices, projects, folders };
}
