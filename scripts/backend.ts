import { requireUpstreams, type ProxyConfig, type ProxyEnvSettings } from '../proxy/config';
import { createProxy } from '../proxy/server';
import { machineNames } from '../proxy/tls';
import { sandboxConfigFromEnv } from '../sandbox/config';
import { createSandbox } from '../sandbox/server';
import { SANDBOX_SERVICE_KEY } from '../sandbox/service-key';
import { SEED_ACCOUNTS } from '../sandbox/store/seed';

export type Backend = {
  url: string;
  /** With HTTPS on every interface, the addresses other devices on the network may use (the machine's names and non-loopback addresses). */
  networkUrls: string[];
  usesSandbox: boolean;
  /** Where the embedded sandbox listens, when there is one (its agents' sockets are reached there). */
  sandboxUrl?: string;
  close: () => Promise<void>;
};

/**
 * The server side of the studio: the proxy, in front of the real service when its variables are set, or else
 * in front of an embedded sandbox started on SANDBOX_PORT (a free port by default).
 */
export async function createBackend(settings: ProxyEnvSettings, options: { serveStudio: boolean }): Promise<Backend> {
  const usesSandbox = !settings.gatewayUrl && !settings.ttsUrl && !settings.agentsUrl;
  const closers: Array<() => Promise<void>> = [];
  let config: ProxyConfig;
  let sandboxUrl: string | undefined;
  if (usesSandbox) {
    const sandboxConfig = sandboxConfigFromEnv({ SANDBOX_PORT: '0', ...process.env });
    const sandbox = await createSandbox(sandboxConfig, { warmUp: true, logger: 'warn' });
    sandboxUrl = await sandbox.app.listen({ port: sandboxConfig.port, host: sandboxConfig.host });
    closers.push(() => sandbox.app.close());
    const [demo] = SEED_ACCOUNTS;
    config = requireUpstreams({
      ...settings,
      gatewayUrl: sandboxUrl,
      ttsUrl: `${sandboxUrl}/v1/public/tts`,
      agentsUrl: `${sandboxUrl}/agents`,
      ttsApiKey: SANDBOX_SERVICE_KEY,
      agentsApiKey: SANDBOX_SERVICE_KEY,
      embeddedSandbox: { demoAccount: { email: demo.email, password: demo.password } },
    });
    console.log(`Sandbox (gateway, TTS, agents) at ${sandboxUrl}, data in ${sandboxConfig.dataDir}`);
  } else {
    config = requireUpstreams(settings);
  }

  const proxy = await createProxy(config, { serveStudio: options.serveStudio });
  await proxy.listen({ port: config.port, host: config.host });
  closers.unshift(() => proxy.close());
  const address = proxy.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const scheme = config.tls ? 'https' : 'http';
  const { dns, ips } = machineNames();
  const others = [
    ...dns.filter((name) => name !== 'localhost'),
    ...ips.filter((ip) => ip.includes('.') && !ip.startsWith('127.')),
  ];
  return {
    url: `${scheme}://localhost:${port}`,
    networkUrls:
      config.tls && ['0.0.0.0', '::'].includes(config.host) ? others.map((host) => `${scheme}://${host}:${port}`) : [],
    usesSandbox,
    ...(sandboxUrl ? { sandboxUrl } : {}),
    close: async () => {
      for (const close of closers) await close();
    },
  };
}
