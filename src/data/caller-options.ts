import type { ErrorMeta } from './query-meta';

/**
 * What a screen may tell a mutation hook: that it shows failures itself (a form keeps what was typed and puts the
 * server's message beside it), so the app-wide toast stays quiet. Without it every failure is toasted.
 */
export type CallerOptions = { handlesError?: boolean };

export const errorMeta = (errorTitle: string, { handlesError = false }: CallerOptions = {}): ErrorMeta => ({
  errorTitle,
  handlesError,
});
