import { SERVER_NODE_FLAGS } from '../server-common/node-flags';

/**
 * What `npm start` runs once the build is fresh, as Node arguments, for the tests and benches that start the
 * studio as a user would. Keep in step with package.json's `start` script.
 */
export const START_ARGS = ['--enable-source-maps', ...SERVER_NODE_FLAGS, 'dist-server/start.mjs'] as const;
