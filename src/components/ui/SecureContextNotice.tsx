/**
 * Browsers give the microphone and audio worklets only to secure pages (https, or localhost on the computer
 * itself); the studio opened by a network name over plain http is not one. Shown before the user tries, with
 * the two ways to fix it; nothing on a secure page.
 */
export function SecureContextNotice({ feature }: { feature: string }) {
  if (window.isSecureContext) return null;
  const { hostname, port } = window.location;
  return (
    <p role="note" className="rounded-md bg-amber-50 px-3 py-2 text-body text-amber-900" data-testid="insecure-context">
      {feature} needs a secure page, and browsers treat plain http from another address as insecure. Open the studio
      over https (<span className="font-mono">https://{hostname}</span>, once it is served with TLS), or at{' '}
      <span className="font-mono">http://localhost{port ? `:${port}` : ''}</span> on the computer that runs it.
    </p>
  );
}
