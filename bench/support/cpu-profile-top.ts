import { readFileSync } from 'node:fs';
import path from 'node:path';

type CpuProfile = {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number } }>;
  samples: number[];
  timeDeltas: number[];
};

/**
 * The functions where a V8 CPU profile (`node --cpu-prof`) spent most of its own time (self time, not counting
 * callees), largest first, as table rows: where a job's time goes, to say what to speed up and what did.
 * Idle time is left out; wasm functions keep their index, which names the module only by its hash.
 */
export function topFrames(
  profileFile: string,
  count: number,
): Array<{ function: string; 'self ms': string; share: string }> {
  const profile = JSON.parse(readFileSync(profileFile, 'utf8')) as CpuProfile;
  const timeOf = new Map<number, number>();
  profile.samples.forEach((id, index) => timeOf.set(id, (timeOf.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)));
  const selfTime = new Map<string, number>();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(idle)') continue;
    const where = url ? ` (${path.basename(url)}:${lineNumber + 1})` : '';
    const name = `${functionName || '(anonymous)'}${where}`;
    selfTime.set(name, (selfTime.get(name) ?? 0) + (timeOf.get(node.id) ?? 0) / 1000);
  }
  const total = [...selfTime.values()].reduce((sum, ms) => sum + ms, 0);
  return [...selfTime]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => ({ function: name, 'self ms': ms.toFixed(0), share: `${((100 * ms) / total).toFixed(1)}%` }));
}
