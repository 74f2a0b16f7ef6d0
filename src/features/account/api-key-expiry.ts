const DAY_MS = 24 * 60 * 60 * 1000;

/** A date input's value (yyyy-mm-dd, local) for a time. */
const dateValue = (time: Date) => {
  const local = new Date(time.getTime() - time.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
};

export const tomorrow = (now = new Date()) => dateValue(new Date(now.getTime() + DAY_MS));

/** A new key lasts 90 days unless the user picks another date. */
export const defaultExpiry = (now = new Date()) => dateValue(new Date(now.getTime() + 90 * DAY_MS));

/**
 * The expiry a date input means: the end of that day in the user's time zone, so a key "expiring on the 3rd" works
 * all through the 3rd. Null for no date, a malformed one, or one that is not after now.
 */
export function expiryFromDateInput(value: string, now = new Date()): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const end = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 23, 59, 59);
  const real = end.getDate() === Number(match[3]);
  return !real || end.getTime() <= now.getTime() ? null : end;
}
