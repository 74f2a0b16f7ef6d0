import { buildServers } from './build-servers';
import { buildStudio, ensureBuilt, ROOT, SERVER_DIR } from './ensure-built';

/**
 * `npm run build`: the SPA into dist/ and the compiled servers into dist-server/. With `--if-stale` (what
 * `npm start` runs first) only what is missing or older than its sources is rebuilt, so a fresh clone needs no
 * extra step and a second start costs no build.
 */
if (process.argv.includes('--if-stale')) {
  await ensureBuilt();
} else {
  await buildStudio();
  await buildServers(ROOT, SERVER_DIR);
}
