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

/** Reads `{detail: string}` or FastAPI's `{detail: [{loc, msg}]}`, whichever the server sent. */
export function errorFromBody(status: number, body: unknown, retryAfter?: string | null): ApiError {
  const detail = (body as { detail?: unknown } | null)?.detail;
  const retryAfterSeconds = retryAfter && /^\d+$/.test(retryAfter) ? Number(retryAfter) : undefined;
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
  if (status === 429) return 'Too many requests; please wait';
  if (status >= 500) return 'The service failed; please try again';
  return `Request failed (${status})`;
}
