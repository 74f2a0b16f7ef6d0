import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { creditsRule } from './credits-rule';
import { ConversionFigures } from '@/widgets/statistics/ConversionFigures';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadFailure } from '@/components/ui/LoadFailure';
import { SelectField } from '@/components/ui/SelectField';
import { useCredits } from '@/data/credits/credits-query';
import { foldersQueryOptions } from '@/data/folders/folders-query';
import { projectsQueryOptions } from '@/data/projects/projects-query';
import { useAccountStatistics } from '@/data/statistics/account-statistics-query';
import { folderStatisticsQueryOptions } from '@/data/statistics/folder-statistics-query';
import { useProjectStatistics } from '@/data/statistics/project-statistics-query';
import { creditAmount, formatDuration } from '@/lib/format/human-readable';
import { FigureTable } from './FigureTable';
import { MonthlyChart } from './MonthlyChart';
import { emptyMonth, monthFigures, statisticsColumns } from './statistics-columns';

const card = 'space-y-3 rounded-xl border border-line bg-raised p-4';

/**
 * The account's figures: time converted (total, this month, a chart of the months with its table), conversions
 * completed, in progress and failed, use per voice, per project and per folder, and the credit balance and how it
 * was spent. Every table downloads as CSV. The chart library is loaded with this page only.
 */
export function StatisticsPage({ projectsHref }: { projectsHref: string }) {
  const id = useId();
  const account = useAccountStatistics();
  const credits = useCredits();
  const projectStats = useProjectStatistics([]);
  const projects = useQuery(
    projectsQueryOptions({ sort: 'last_recording_at', direction: 'desc', limit: 100, offset: 0 }),
  );
  const [projectId, setProjectId] = useState('');
  const chosenProject = projectId || projects.data?.list[0]?.id || '';
  const folders = useQuery({ ...foldersQueryOptions(chosenProject), enabled: chosenProject !== '' });
  const folderIds = (folders.data ?? []).map((folder) => folder.id);
  const folderStats = useQuery({ ...folderStatisticsQueryOptions(folderIds), enabled: folderIds.length > 0 });

  const stats = account.data;
  const [now] = useState(() => new Date());
  const months = stats ? monthFigures(stats.time_converted, now) : [];
  const projectName = new Map((projects.data?.list ?? []).map((project) => [project.id, project.name]));
  const folderName = new Map((folders.data ?? []).map((folder) => [folder.id, folder.name]));
  const columns = statisticsColumns({
    projectName: (projectId) => projectName.get(projectId),
    folderName: (folderId) => folderName.get(folderId),
  });
  const balance = credits.data;
  const spent = balance ? Math.max(0, balance.initial_credits - balance.credits) : undefined;

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-stack">
      <h1 id={`${id}-title`} className="text-title font-semibold">
        Statistics and credits
      </h1>
      <LoadFailure query={account} what="the statistics" />
      {stats?.time_converted.total === 0 && (
        <EmptyState
          message="Nothing converted yet. Time, conversions per voice and per project appear here once a conversion finishes."
          action={
            <Link to={projectsHref} className={buttonClass()}>
              Go to your projects
            </Link>
          }
        />
      )}

      <div className="grid gap-4 lg:grid-cols-2">
        <section aria-labelledby={`${id}-time`} className={card}>
          <h2 id={`${id}-time`} className="text-heading font-semibold">
            Time converted
          </h2>
          <dl className="grid grid-cols-2 gap-3" data-testid="time-converted">
            <div>
              <dt className="text-body text-ink-muted">In total</dt>
              <dd className="text-title font-semibold tabular-nums">
                {stats ? formatDuration(stats.time_converted.total) : '…'}
              </dd>
            </div>
            <div>
              <dt className="text-body text-ink-muted">This month</dt>
              <dd className="text-title font-semibold tabular-nums">
                {stats ? formatDuration(stats.time_converted.current_month) : '…'}
              </dd>
            </div>
          </dl>
          <h3 className="font-semibold">Conversions</h3>
          <ConversionFigures label="Conversions of the account" counts={stats?.conversions} />
        </section>

        <section aria-labelledby={`${id}-credits`} className={card}>
          <h2 id={`${id}-credits`} className="text-heading font-semibold">
            Credits
          </h2>
          <LoadFailure query={credits} what="the balance" />
          <dl className="grid grid-cols-3 gap-3" data-testid="credit-figures">
            <div>
              <dt className="text-body text-ink-muted">Balance</dt>
              <dd className="text-title font-semibold tabular-nums">{balance ? creditAmount(balance.credits) : '…'}</dd>
            </div>
            <div>
              <dt className="text-body text-ink-muted">Initial</dt>
              <dd className="text-title font-semibold tabular-nums">
                {balance ? creditAmount(balance.initial_credits) : '…'}
              </dd>
            </div>
            <div>
              <dt className="text-body text-ink-muted">Spent</dt>
              <dd className="text-title font-semibold tabular-nums">
                {spent === undefined ? '…' : creditAmount(spent)}
              </dd>
            </div>
          </dl>
          <p className="text-body text-ink-muted" data-testid="spent-note">
            Spent is the initial credits less the balance: every conversion that finished counts, including those since
            deleted or run again, so it can exceed the time converted shown beside it.
          </p>
          <p className="text-body text-ink-muted">
            {creditsRule()} The table of voices below shows where the converted time went.
          </p>
        </section>
      </div>

      <section aria-labelledby={`${id}-months`} className={card}>
        <h2 id={`${id}-months`} className="text-heading font-semibold">
          By month
        </h2>
        {months.length === 0 ? (
          <>
            <p className="text-body text-ink-muted">
              Nothing converted yet: each month’s minutes show here from your first conversion.
            </p>
            <MonthlyChart months={[emptyMonth(now)]} summary="Time converted per month: nothing yet" />
          </>
        ) : (
          <MonthlyChart
            months={[...months].reverse()}
            summary={`Time converted per month: ${months.map((month) => `${month.label}${month.current ? ' so far' : ''} ${formatDuration(month.minutes * 60)}`).join(', ')}`}
          />
        )}
        <FigureTable
          title="Time converted per month"
          rows={months}
          columns={columns.months}
          fileName="time-per-month.csv"
          empty="No conversions yet."
          rowKey={(row) => row.month}
        />
      </section>

      <section aria-labelledby={`${id}-use`} className={card}>
        <h2 id={`${id}-use`} className="sr-only">
          Use by voice, project and folder
        </h2>
        <FigureTable
          title="Per voice or model"
          rows={stats?.models ?? []}
          columns={columns.voices}
          fileName="conversions-per-voice.csv"
          empty="No conversions yet."
          rowKey={(row) => row.id}
        />
        <LoadFailure query={projectStats} what="the project figures" />
        <FigureTable
          title="Per project"
          rows={projectStats.data ?? []}
          columns={columns.projects}
          fileName="conversions-per-project.csv"
          empty="No projects yet."
          rowKey={(row) => row.project_id}
        />
        <div className="flex flex-wrap items-end gap-3 pt-2">
          <SelectField
            label="Folders of project"
            compact
            value={chosenProject}
            onChange={setProjectId}
            options={(projects.data?.list ?? []).map((project) => [project.id, project.name] as const)}
          />
        </div>
        <LoadFailure query={folderStats} what="the folder figures" />
        <FigureTable
          title="Per folder"
          rows={folderIds.length ? (folderStats.data ?? []) : []}
          columns={columns.folders}
          fileName="conversions-per-folder.csv"
          empty={chosenProject ? 'No folders in this project.' : 'No projects yet.'}
          rowKey={(row) => row.folder_id}
        />
      </section>
    </section>
  );
}
