import { saveBlob } from '@/lib/browser/save-blob';

export type CsvCell = string | number | null | undefined;

/** Characters that start a formula in some spreadsheet, full-width forms included (OWASP "CSV Injection"). */
const FORMULA_START = '=+\\-@\t\r\n＝＋－＠';
/** Formula text at the start, after leading whitespace, or after a `,`/`;` that a spreadsheet may split on. */
const FORMULA = new RegExp(`(^|[,;])\\s*[${FORMULA_START}]`);

/**
 * One cell as OWASP's CSV-injection guidance asks: every text cell in double quotes (quotes doubled, RFC 4180),
 * and text that a spreadsheet could run as a formula, anywhere it might split the cell, behind a leading
 * apostrophe. Numbers stay bare numbers.
 */
function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA.test(value) ? `'${value}` : value;
  return `"${text.replaceAll('"', '""')}"`;
}

/** A table as CSV text: a header row, then one row per item, CRLF line ends. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Saves CSV text as a file (UTF-8 with a byte order mark, so spreadsheet programs read accents right). */
export function downloadCsv(fileName: string, csv: string): void {
  saveBlob(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }), fileName);
}
