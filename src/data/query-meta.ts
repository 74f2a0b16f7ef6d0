/**
 * What a query or mutation tells the app-wide error handler (src/app/query-client.ts): `handlesError` when its
 * caller shows the failure itself (beside a field, in a dialog, inline in a list), and `errorTitle` to open the
 * toast with when it does not ("The star was not saved: <server's message>").
 */
export type ErrorMeta = { handlesError?: boolean; errorTitle?: string };

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ErrorMeta;
    mutationMeta: ErrorMeta;
  }
}
