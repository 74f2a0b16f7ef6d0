import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { topFrames } from './cpu-profile-top';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const frame = (id: number, functionName: string, url = '', lineNumber = 0) => ({
  id,
  callFrame: { functionName, url, lineNumber },
});

describe('topFrames', () => {
  it('ranks functions by self time, sums a function seen in several call paths, and leaves idle out', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cpu-profile-'));
    dirs.push(dir);
    const file = path.join(dir, 'job.cpuprofile');
    const nodes = [
      frame(1, '(root)'),
      frame(2, '(idle)'),
      frame(3, 'addGrain', 'file:///x/job.mjs', 9),
      frame(4, 'compute', 'file:///x/job.mjs', 19),
      frame(5, 'compute', 'file:///x/job.mjs', 19),
    ];
    // Sample i lasted timeDeltas[i] µs in node samples[i].
    const samples = [2, 3, 4, 5, 2, 3];
    const timeDeltas = [50_000, 1_000, 2_000, 2_000, 50_000, 1_000];
    writeFileSync(file, JSON.stringify({ nodes, samples, timeDeltas }));
    expect(topFrames(file, 5)).toEqual([
      { function: 'compute (job.mjs:20)', 'self ms': '4', share: '66.7%' },
      { function: 'addGrain (job.mjs:10)', 'self ms': '2', share: '33.3%' },
      { function: '(root)', 'self ms': '0', share: '0.0%' },
    ]);
  });
});
