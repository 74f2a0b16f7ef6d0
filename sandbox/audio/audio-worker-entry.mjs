// Worker threads do not inherit tsx's loader on Node 20, so this plain-JS entry registers it, then loads the
// TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./audio-worker-thread.ts');
