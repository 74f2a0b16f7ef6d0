/** Display formats shared by every page. */

export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return '–';
  const whole = Math.max(0, seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const secs = whole % 60;
  const secText = secs.toFixed(1).padStart(4, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secText}` : `${minutes}:${secText}`;
}

/**
 * The one way the studio writes a moment: "28 Nov 2026, 17:40", in the reader's time zone. The order and the
 * 24-hour clock are fixed rather than left to the browser's locale, so every page (and a screenshot sent to
 * support) reads the same; the month's name keeps day and month from being mistaken for each other.
 */
const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export const formatDate = (at: string | number | Date): string => DATE_TIME.format(new Date(at));

/** A month as the statistics name it: "Nov 2026", read in UTC (the service's months are UTC months). */
const MONTH = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });

export const formatMonth = (at: string | number | Date): string => MONTH.format(new Date(at));

/**
 * Credits as every page writes them: to the hundredth, the unit prices are kept in (contract/gateway/pricing.ts),
 * so a balance less a cost shown reads as the balance shown after.
 */
export const creditAmount = (credits: number): string => credits.toFixed(2);
export const formatCredits = (credits: number): string => `${creditAmount(credits)} credits`;

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
