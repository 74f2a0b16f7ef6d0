import { writeFileSync } from 'node:fs';

/**
 * Preloaded into a job (`node --import <this, compiled> job.mjs …`) with ARRAY_ALLOCATIONS_FILE set: counts every
 * new Float32Array, Float64Array and Int32Array buffer by the function that made it and its caller, and writes the
 * counts to that file as JSON at exit. The audio engine's memory is typed arrays, not the V8 heap (which stays
 * under 10 MB in a 10-minute conversion: `--trace-gc`), and an array V8 has not yet collected counts in the
 * peak RSS like a live one, so the sites that allocate most are where a job's memory goes. Views of an existing
 * buffer (subarray, wasm heaps) are not counted.
 */
export type AllocationSite = { site: string; arrays: number; bytes: number };

const sites = new Map<string, AllocationSite>();

/** "Outer.method < caller" from the stack lines of the allocating call, without file locations. */
function siteOf(stack: string): string {
  return stack
    .split('\n')
    .slice(2, 4)
    .map((line) => /^\s*at (?:new )?(\S+) \(/.exec(line)?.[1] ?? '(anonymous)')
    .join(' < ');
}

function count<T extends Float32ArrayConstructor | Float64ArrayConstructor | Int32ArrayConstructor>(Base: T): void {
  // A class named like its base, so the stack of `.map` or `.slice` reads "Float64Array.map".
  const Counted = {
    [Base.name]: class extends (Base as Float32ArrayConstructor) {
      constructor(...args: unknown[]) {
        super(...(args as [number]));
        if (args[0] instanceof ArrayBuffer || args[0] instanceof SharedArrayBuffer) return;
        const site = siteOf(new Error().stack ?? '');
        const entry = sites.get(site) ?? { site, arrays: 0, bytes: 0 };
        entry.arrays += 1;
        entry.bytes += this.byteLength;
        sites.set(site, entry);
      }
    },
  }[Base.name]!;
  Object.assign(globalThis, { [Base.name]: Counted });
}

const file = process.env.ARRAY_ALLOCATIONS_FILE;
if (file) {
  for (const Base of [Float32Array, Float64Array, Int32Array]) count(Base);
  process.once('exit', () => writeFileSync(file, JSON.stringify([...sites.values()])));
}
