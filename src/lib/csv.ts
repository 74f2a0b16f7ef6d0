import { saveBlob } from './save-blob';

export type CsvCell = string | number | null | undefined;

/**
 * One cell as RFC 4180 wants it: quoted when it holds a comma, a quote or a line break (quotes doubled). Text that
 * a spreadsheet would run as a formula (starting with = + - @) gets a leading apostrophe; numbers stay numbers.
 */
function cell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A table as CSV text: a header row, then one row per item, CRLF line ends. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** Saves CSV text as a file (UTF-8 with a byte order mark, so spreadsheet programs read accents right). */
export function downloadCsv(fileName: string, csv: string): void {
  saveBlob(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }), fileName);
}
