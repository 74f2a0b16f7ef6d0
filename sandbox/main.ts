import { ConfigError, sandboxConfigFromEnv } from './config';
import { createSandbox } from './server';

/** `npm run sandbox`: the three APIs alone, for other clients. */
try {
  const config = sandboxConfigFromEnv();
  const { app } = await createSandbox(config, { logger: true, warmUp: true });
  const address = await app.listen({ port: config.port, host: config.host });
  console.log(`Sandbox listening at ${address} (data in ${config.dataDir})`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => void app.close().then(() => process.exit(0)));
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
