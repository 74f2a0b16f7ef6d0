import { createServer } from 'vite';
import { proxyEnvSettings } from '../proxy/config';
import { createBackend } from './backend';
import { ROOT } from './ensure-built';

/** `npm run dev`: the backend (proxy, and the sandbox unless configured) behind Vite's hot-reloading server. */
const backendPort = Number(process.env.DEV_BACKEND_PORT ?? 8081);
process.env.DEV_BACKEND_PORT = String(backendPort);
const backend = await createBackend(proxyEnvSettings({ ...process.env, PORT: String(backendPort) }), {
  serveStudio: false,
});
const vite = await createServer({ root: ROOT, server: { port: Number(process.env.PORT ?? 5173) } });
await vite.listen();
vite.printUrls();
if (backend.usesSandbox) console.log('  Sign in with demo@example.com / demo-password.');
process.once('SIGINT', () => void Promise.all([vite.close(), backend.close()]).then(() => process.exit(0)));
