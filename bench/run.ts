import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** `npm run bench`: runs every bench/*.bench.ts in its own process, one after another, and prints their tables. */
const here = path.dirname(fileURLToPath(import.meta.url));
let failed = 0;
for (const file of readdirSync(here).filter((name) => name.endsWith('.bench.ts')).sort()) {
  console.log(`\n## ${file}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, file)], { stdio: 'inherit' });
  if (result.status !== 0) failed++;
}
process.exit(failed > 0 ? 1 : 0);
