import { ensureBuilt } from '../scripts/ensure-built';

/** Every spec serves the built studio, so build it once before any starts. */
export default async function globalSetup(): Promise<void> {
  await ensureBuilt();
}
