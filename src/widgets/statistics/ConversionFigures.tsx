import { formatDuration } from '@/lib/format/human-readable';

export type ConversionCountsFigures = { total: number; completed: number; in_progress: number; failed: number };

type Props = {
  /** What the figures are about, for their accessible name: "Conversions in this folder". */
  label: string;
  counts: ConversionCountsFigures | undefined;
  /** Seconds converted, when known (projects and the account have it, folders do not). */
  time?: { total: number; current_month: number } | undefined;
  className?: string;
};

/** A line of conversion figures: completed, in progress, failed (and time converted); the project, folder and statistics pages show it. */
export function ConversionFigures({ label, counts, time, className = '' }: Props) {
  const figures: [string, string][] = counts
    ? [
        ['Completed', String(counts.completed)],
        ['In progress', String(counts.in_progress)],
        ['Failed', String(counts.failed)],
        ...(time
          ? ([
              ['Converted', formatDuration(time.total)],
              ['This month', formatDuration(time.current_month)],
            ] as [string, string][])
          : []),
      ]
    : [];
  return (
    <dl
      aria-label={label}
      className={`flex flex-wrap gap-x-5 gap-y-1 text-body ${className}`}
      data-testid="conversion-figures"
    >
      {counts === undefined ? (
        <div className="text-ink-muted">
          <dt className="sr-only">{label}</dt>
          <dd>Loading figures…</dd>
        </div>
      ) : (
        figures.map(([name, value]) => (
          <div key={name} className="flex gap-1.5">
            <dt className="text-ink-muted">{name}</dt>
            <dd className="font-medium text-ink">{value}</dd>
          </div>
        ))
      )}
    </dl>
  );
}
