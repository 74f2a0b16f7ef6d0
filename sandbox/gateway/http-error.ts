/** An error with an HTTP status whose message is safe to show: answered as `{detail: message}`. */
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
