import { ApiError } from '@/lib/http/api-error';

/**
 * What a form says about a failed request: the server's message for the field it concerns when there is one
 * (a 422 names it), else the server's overall message; anything that is not an ApiError is a generic retry hint.
 */
export function mutationErrorText(error: unknown, field?: string): string | undefined {
  if (!error) return undefined;
  if (!(error instanceof ApiError)) return 'Something went wrong; try again';
  return (field ? error.fieldErrors[field] : undefined) ?? error.message;
}
