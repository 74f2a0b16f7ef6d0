import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { boundBenchGroup } from './bench-lifetime';

/** One row of a results table: column name → cell text (numbers are printed as given). */
export type Row = Record<string, string | number>;

/** bench/results, or BENCH_RESULTS_DIR (the lifetime test writes elsewhere). */
const RESULTS_DIR =
  process.env.BENCH_RESULTS_DIR ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'results');

/** A markdown table; every row's keys in first-seen order make the columns; numeric columns after the first are right-aligned. */
export function markdownTable(rows: Row[]): string {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const cell = (value: string | number | undefined) => String(value ?? '').replaceAll('|', '\\|');
  const numeric = columns.map(
    (column, index) =>
      index > 0 &&
      rows.every((row) => row[column] === undefined || row[column] === '' || /^[-+~≈<>]?\d/.test(String(row[column]))),
  );
  return [
    `| ${columns.map(cell).join(' | ')} |`,
    `| ${numeric.map((right) => (right ? '---:' : '---')).join(' | ')} |`,
    ...rows.map((row) => `| ${columns.map((column) => cell(row[column])).join(' | ')} |`),
  ].join('\n');
}

/**
 * The results of one bench group: each table is printed as it is measured (so a long run shows progress) and
 * the whole report is written to bench/results/<group>.md at the end, with the machine it ran on, so a change's
 * effect shows in review. Shared by every group so all results read the same way.
 *
 * Every group ends within its bound (`boundMinutes`, 15 unless the group says otherwise), on a signal, on an
 * uncaught error or when its runner is gone: it then writes what it measured so far, says why it stopped, and
 * ends every process it started (bench-lifetime.ts).
 */
export class BenchReport {
  private readonly sections: string[] = [];
  private readonly started = new Date();
  private stopReason: string | undefined;
  private written = false;

  constructor(
    readonly group: string,
    private readonly title: string,
    private readonly description: string,
    boundMinutes = 15,
  ) {
    console.log(`\n# ${title}\n`);
    boundBenchGroup(boundMinutes, (reason) => this.stopEarly(reason));
  }

  /** Writes what was measured until now, with the reason the group stopped before its end. */
  private stopEarly(reason: string): void {
    if (this.written) return;
    this.stopReason = reason;
    console.error(`✗ ${this.group} stopped before the end: ${reason}`);
    this.write();
  }

  table(heading: string, rows: Row[], notes: string[] = []): void {
    const text = [
      `## ${heading}`,
      '',
      markdownTable(rows),
      ...(notes.length ? ['', ...notes.map((note) => `- ${note}`)] : []),
    ].join('\n');
    console.log(`${text}\n`);
    this.sections.push(text);
  }

  /** A paragraph (e.g. why a figure is far from its reference), printed and kept in the file. */
  note(text: string): void {
    console.log(`${text}\n`);
    this.sections.push(text);
  }

  write(): string {
    this.written = true;
    const cpus = os.cpus();
    const machine = `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB, Node ${process.version}, load average ${os.loadavg()[0]!.toFixed(2)} at the end`;
    const seconds = ((Date.now() - this.started.getTime()) / 1000).toFixed(0);
    const file = path.join(RESULTS_DIR, `${this.group}.md`);
    mkdirSync(RESULTS_DIR, { recursive: true });
    writeFileSync(
      file,
      [
        `# ${this.title}`,
        '',
        this.description,
        '',
        `Run \`npm run bench -- ${this.group}\` on ${this.started.toISOString().slice(0, 16).replace('T', ' ')} UTC (${seconds} s). Machine: ${machine}.`,
        '',
        ...(this.stopReason
          ? [`**Stopped before the end: ${this.stopReason}.** Below is only what was measured until then.`, '']
          : []),
        ...this.sections.flatMap((section) => [section, '']),
      ].join('\n'),
    );
    console.log(`written to ${path.relative(process.cwd(), file)}`);
    return file;
  }
}
