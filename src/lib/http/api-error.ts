/**
 * A failed gateway call with what the UI needs: the status, a readable message, per-field messages for 422,
 * and the wait from `Retry-After` for 429.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: Record<string, string> = {},
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type ValidationEntry = { loc?: unknown[]; msg?: unknown };

/**
 * `Retry-After` as whole seconds from now: the header is either a number of seconds (what the gateway
 * documents) or an HTTP date (RFC 9110 allows both); anything unreadable gives undefined.
 */
export function parseRetryAfter(header: string | null | undefined, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/**
 * Reads `{detail: string}` or FastAPI's `{detail: [{loc, msg}]}`, whichever the server sent. A 422's messages
 * are keyed by field name without the `body`/`query` prefix (`label`, `conversions.0.voice_id`), so forms can
 * put each one beside its field.
 */
export function errorFromBody(status: number, body: unknown, retryAfter?: string | null): ApiError {
  const detail = (body as { detail?: unknown } | null)?.detail;
  const retryAfterSeconds = parseRetryAfter(retryAfter);
  if (Array.isArray(detail)) {
    const fieldErrors: Record<string, string> = {};
    for (const entry of detail as ValidationEntry[]) {
      const loc = Array.isArray(entry.loc) ? entry.loc : [];
      const field = loc.length > 1 ? loc.slice(1).join('.') : String(loc[0] ?? 'request');
      fieldErrors[field] ??= String(entry.msg ?? 'Invalid value');
    }
    const summary = Object.entries(fieldErrors)
      .map(([field, msg]) => `${field}: ${msg}`)
      .join('; ');
    return new ApiError(status, summary || 'The request was not valid', fieldErrors, retryAfterSeconds);
  }
  const message = typeof detail === 'string' && detail ? detail : defaultMessage(status);
  return new ApiError(status, message, {}, retryAfterSeconds);
}

function defaultMessage(status: number): string {
  if (status === 401) return 'Please sign in';
  if (status === 403) return 'You do not have access to this';
  if (status === 404) return 'Not found';
  if (status === 413) return 'The file is larger than the service accepts';
  if (status === 429) return 'Too many requests; please wait';
  if (status >= 500) return 'The service failed; please try again';
  return `Request failed (${status})`;
}

/** Statuses that mean the request never reached a working server: no connection, or the proxy found no upstream. */
const CONNECTION_STATUSES = new Set([0, 502, 503, 504]);

export const isConnectionStatus = (status: number) => CONNECTION_STATUSES.has(status);

/** True when a failure says nothing about the request itself, only that the server could not be reached. */
export function isConnectionFailure(error: unknown): boolean {
  return error instanceof ApiError && isConnectionStatus(error.status);
}
