import { ProxyConfigError, proxyEnvSettings } from '../proxy/config';
import { ConfigError } from '../sandbox/config';
import { createBackend } from './backend';

/**
 * `npm start` (compiled to dist-server/start.mjs after `npm run build -- --if-stale`): serves the built studio, with
 * the embedded sandbox when nothing is configured.
 */
async function main(): Promise<void> {
  const settings = proxyEnvSettings();
  const backend = await createBackend(settings, { serveStudio: true });
  console.log(`Voice Studio is running at ${backend.url}`);
  if (backend.networkUrls.length > 0)
    console.log(`On other devices of this network: ${backend.networkUrls.join(', ')}`);
  if (settings.tls?.kind === 'self-signed')
    console.log('The certificate is self-signed: each browser asks once to accept it.');
  if (backend.usesSandbox)
    console.log('Sign in with demo@example.com / demo-password (or the API key sandbox-demo-key).');
  // Requests in flight get time to finish; a client holding a stream open (a paused audio element) does not
  // keep the process alive past the deadline.
  const stop = () => {
    setTimeout(() => process.exit(0), 10_000).unref();
    void backend.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof ProxyConfigError ? error.message : error);
  process.exit(1);
});
