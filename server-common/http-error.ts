/**
 * An error with an HTTP status whose message is safe to show, answered as `{detail: message}` with its headers
 * (Retry-After…). One class for the sandbox's three APIs and the proxy's own refusals: both mean the same thing
 * and answer it in the same documented shape, as RequestValidationError (validation.ts) does for 422.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (what: string) => new HttpError(404, `${what} not found`);
export const forbidden = (what: string) => new HttpError(403, `You do not have access to this ${what}`);
