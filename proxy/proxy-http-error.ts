/** A refusal by the proxy itself, with a message safe to show and any headers it needs (Retry-After). */
export class ProxyHttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}
