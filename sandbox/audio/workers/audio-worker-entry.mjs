// Worker threads do not inherit tsx's loader on Node 20, so this plain-JS entry registers it, then loads the
// TypeScript worker.
import { register } from 'tsx/esm/api';

// eSpeak's module (842 KB of wasm2js JavaScript) is loaded before tsx's loader is registered: through the loader
// it costs the thread about 100 MB (the transform's copies of the source), natively 3 MB. The TypeScript code's
// later import of the same specifier meets this module in the cache and is not loaded again.
await import('@echogarden/espeak-ng-emscripten');
register();
await import('./audio-worker-thread.ts');
