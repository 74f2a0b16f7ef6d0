/**
 * What shows while the first page's loaders run (the router's HydrateFallback). The same markup as the static
 * loading shell in index.html, styled by that file's `.boot-shell` rules, so the hand-over is seamless and the
 * look exists once.
 */
export function LoadingShell() {
  return (
    <div className="boot-shell" role="status">
      <img src="/favicon.svg" alt="" width="40" height="40" />
      <p>Loading Voice Studio…</p>
    </div>
  );
}
