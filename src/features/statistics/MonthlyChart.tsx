import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** One month's converted minutes; `current` is this month, still counting. */
export type MonthFigure = { month: string; label: string; minutes: number; current: boolean };

/**
 * Minutes converted per month as bars (with no month yet, empty axes). The colours are the theme's palette variables, so the chart reads
 * in the light and the dark theme alike; the chart is a picture to screen readers, whose text alternative is the
 * table of the same figures beside it.
 */
export function MonthlyChart({ months, summary }: { months: MonthFigure[]; summary: string }) {
  return (
    <div role="img" aria-label={summary} className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={months} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--color-slate-200)" vertical={false} />
          <XAxis dataKey="label" tick={{ fill: 'var(--color-slate-700)', fontSize: 12 }} stroke="var(--color-slate-400)" />
          <YAxis tick={{ fill: 'var(--color-slate-700)', fontSize: 12 }} stroke="var(--color-slate-400)" allowDecimals={false} domain={[0, 'auto']} />
          <Tooltip
            cursor={{ fill: 'var(--color-slate-100)' }}
            contentStyle={{ background: 'var(--color-white)', borderColor: 'var(--color-slate-300)', color: 'var(--color-slate-900)' }}
            formatter={(value) => [`${Number(value).toFixed(1)} min`, 'Converted']}
          />
          <Bar dataKey="minutes" fill="var(--color-indigo-600)" radius={[4, 4, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
