import type { ProxyConfig } from '../../proxy/config';
import { SANDBOX_SERVICE_KEY } from '../../sandbox/service-key';

/** Our proxy's configuration in front of a sandbox at `url`, as `npm start` runs it (sign-in checked, no SPA). */
export const proxyBeforeSandbox = (url: string): ProxyConfig => ({
  port: 0,
  host: '127.0.0.1',
  staticDir: '/nonexistent',
  gatewayUrl: url,
  ttsUrl: `${url}/v1/public/tts`,
  agentsUrl: `${url}/agents`,
  ttsApiKey: SANDBOX_SERVICE_KEY,
  agentsApiKey: SANDBOX_SERVICE_KEY,
  policy: {
    requireAuth: true,
    launchesPerMinute: 10,
    ttsConcurrency: 5,
    connectTimeoutMs: 5000,
    ttsTimeoutMs: 120_000,
  },
});
