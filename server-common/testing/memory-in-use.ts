import v8 from 'node:v8';
import vm from 'node:vm';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

/**
 * This process's heap and buffers in MB after a full collection, for tests that run a server in-process and check
 * that what a client sent or left behind is not kept. Buffers are freed by the collection's weak callbacks, after
 * it: so collect, let them run, collect again.
 */
export async function memoryInUseMb(): Promise<number> {
  gc();
  await new Promise((resolve) => setImmediate(resolve));
  gc();
  const { heapUsed, external } = process.memoryUsage();
  return (heapUsed + external) / 1024 / 1024;
}
