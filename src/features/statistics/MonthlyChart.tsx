import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** One month's converted minutes; `current` is this month, still counting. */
export type MonthFigure = { month: string; label: string; minutes: number; current: boolean };

/**
 * Minutes converted per month as bars (with no month yet, empty axes); each tick of the y axis carries its unit. The colours are the design tokens' variables, so the chart reads
 * in the light and the dark theme alike; the chart is a picture to screen readers, whose text alternative is the
 * table of the same figures beside it.
 */
export function MonthlyChart({ months, summary }: { months: MonthFigure[]; summary: string }) {
  return (
    <div role="img" aria-label={summary} className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={months} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--color-line)" vertical={false} />
          <XAxis
            dataKey="label"
            tick={{ fill: 'var(--color-ink-muted)', fontSize: 12 }}
            stroke="var(--color-line-strong)"
          />
          <YAxis
            tick={{ fill: 'var(--color-ink-muted)', fontSize: 12 }}
            stroke="var(--color-line-strong)"
            allowDecimals={false}
            domain={[0, 'auto']}
            unit=" min"
            width={72}
          />
          <Tooltip
            cursor={{ fill: 'var(--color-fill)' }}
            contentStyle={{
              background: 'var(--color-raised)',
              borderColor: 'var(--color-line-strong)',
              color: 'var(--color-ink)',
            }}
            formatter={(value) => [`${Number(value).toFixed(1)} min`, 'Converted']}
          />
          <Bar dataKey="minutes" fill="var(--color-accent)" radius={[4, 4, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
