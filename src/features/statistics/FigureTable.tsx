import { Download } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { ScrollRegion } from '@/components/ui/ScrollRegion';
import { downloadCsv, toCsv, type CsvCell } from '@/lib/format/csv';

export type Column<Row> = {
  header: string;
  /** The raw value: what the CSV gets (seconds as numbers, not "1:02.5"). */
  value: (row: Row) => CsvCell;
  /** What the page shows, when it differs from the raw value. */
  show?: (row: Row) => string;
  numeric?: boolean;
};

type Props<Row> = {
  title: string;
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  fileName: string;
  empty: string;
  rowKey: (row: Row) => string;
};

/** The rows of one table as CSV, with the raw values of each column. */
export const tableCsv = <Row,>(rows: readonly Row[], columns: readonly Column<Row>[]) =>
  toCsv(
    columns.map((column) => column.header),
    rows.map((row) => columns.map((column) => column.value(row))),
  );

/** A captioned table of figures that scrolls inside its box on a phone, with a CSV download of exactly what it lists. */
export function FigureTable<Row>({ title, rows, columns, fileName, empty, rowKey }: Props<Row>) {
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{title}</h3>
        <Button
          variant="secondary"
          className="py-1"
          disabled={rows.length === 0}
          onClick={() => downloadCsv(fileName, tableCsv(rows, columns))}
        >
          <Download aria-hidden size={14} /> CSV<span className="sr-only"> of {title}</span>
        </Button>
      </div>
      <ScrollRegion axis="x" label={title} className="rounded-xl border border-line bg-raised">
        <table className="w-full text-left text-body">
          <caption className="sr-only">{title}</caption>
          <thead className="bg-sunken text-caption text-ink-muted">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.header}
                  scope="col"
                  className={`px-3 py-2 font-medium whitespace-nowrap ${column.numeric ? 'text-right' : ''}`}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {rows.length === 0 && (
              <tr>
                <td colSpan={columns.length} className="px-3 py-4 text-center text-ink-muted">
                  {empty}
                </td>
              </tr>
            )}
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.header} className={`px-3 py-1.5 ${column.numeric ? 'text-right tabular-nums' : ''}`}>
                    {column.show ? column.show(row) : String(column.value(row) ?? '–')}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}
