import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Row } from './bench-report';

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type CpuProfile = { nodes: ProfileNode[]; startTime: number; endTime: number; samples: number[]; timeDeltas: number[] };

/** `node:internal/...`, a package name, or a path relative to the project: short enough to read in a table. */
function where(url: string, line: number): string {
  if (!url) return '(native)';
  const file = url.replace(/^file:\/\//, '');
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(file);
  const short = inPackage ? `${inPackage[1]} ${inPackage[2]}` : file.startsWith('node:') ? file : path.basename(file);
  return `${short}:${line + 1}`;
}

/**
 * The top frames by self time of the one `.cpuprofile` that `node --cpu-prof --cpu-prof-dir=<dir>` wrote: what a
 * process spent its CPU on, as table rows (share of the sampled time, function, where), plus the share spent in
 * garbage collection, so a before/after pair shows where the cost went. Only the last `windowMs` of the profile
 * count (the load, not the start-up that loaded the code), and idle time is left out.
 */
export function cpuProfileSummary(dir: string, windowMs: number, top = 12): Row[] {
  const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no .cpuprofile in ${dir}`);
  const profile = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfTime = new Map<string, number>();
  const from = profile.endTime - windowMs * 1000;
  let at = profile.startTime;
  let total = 0;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    if (at < from) return;
    const { callFrame } = byId.get(id)!;
    const name = `${callFrame.functionName || '(anonymous)'}\u0000${where(callFrame.url, callFrame.lineNumber)}`;
    selfTime.set(name, (selfTime.get(name) ?? 0) + delta);
    total += delta;
  });
  const idle = [...selfTime].filter(([name]) => name.startsWith('(idle)')).reduce((sum, [, time]) => sum + time, 0);
  const busy = total - idle;
  return [...selfTime]
    .filter(([name]) => !name.startsWith('(idle)'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, time]) => {
      const [fn, at] = name.split('\u0000');
      return { 'share of busy time': `${((time / busy) * 100).toFixed(1)} %`, function: fn!, where: at! };
    });
}
