import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServers, SERVER_ENTRIES } from './build-servers';
import { ROOT } from './ensure-built';
import { START_ARGS } from './start-command';

// Inside the repository, so the bundles' bare imports find node_modules as dist-server/'s do.
let outdir: string;
let dataDir: string;
beforeAll(async () => {
  outdir = mkdtempSync(path.join(ROOT, 'node_modules', '.dist-server-test-'));
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'compiled-sandbox-'));
  await buildServers(ROOT, outdir);
});
afterAll(() => {
  rmSync(outdir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('compiled servers', () => {
  it('are plain JavaScript that loads no TypeScript loader and no .ts file', () => {
    const bundles = readdirSync(outdir).filter((file) => file.endsWith('.mjs'));
    expect(bundles.sort()).toEqual(
      Object.keys(SERVER_ENTRIES)
        .map((name) => `${name}.mjs`)
        .sort(),
    );
    for (const bundle of bundles) {
      const code = readFileSync(path.join(outdir, bundle), 'utf8');
      expect(code, bundle).not.toMatch(/from\s*["']tsx|import\(\s*["']tsx|\.ts["']/);
    }
  });

  it('is what `npm start` and the image run once the build is fresh', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.start).toBe(`tsx scripts/build.ts --if-stale && node ${START_ARGS.join(' ')}`);
    // The image is not built here, so its last CMD (the server stage's) is read instead.
    const command = readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8')
      .match(/^CMD (\[.*\])$/gm)
      ?.at(-1)
      ?.slice(4);
    expect(JSON.parse(command ?? '[]')).toEqual(['node', ...START_ARGS]);
  });

  it('run the sandbox, whose audio thread finds its compiled entry and speaks', async () => {
    const child = spawn(process.execPath, [path.join(outdir, 'sandbox.mjs')], {
      cwd: ROOT,
      env: { ...process.env, SANDBOX_PORT: '0', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let output = '';
        const read = (chunk: Buffer) => {
          output += chunk.toString();
          const match = /Sandbox listening at (\S+)/.exec(output);
          if (match) resolve(match[1]!);
        };
        child.stdout.on('data', read);
        child.stderr.on('data', read);
        child.once('exit', (code) => reject(new Error(`compiled sandbox exited with ${code}:\n${output}`)));
      });
      const response = await fetch(`${url}/v1/public/tts/en-rt/tts/bytes`, {
        method: 'POST',
        headers: { 'x-api-key': 'sandbox-service-key', 'content-type': 'application/json' },
        body: JSON.stringify({ transcript: 'Compiled and speaking.', voice: { id: 'samantha' } }),
      });
      const body = Buffer.from(await response.arrayBuffer());
      expect(response.status).toBe(200);
      expect(body.subarray(0, 4).toString()).toBe('RIFF');
      expect(body.length).toBeGreaterThan(10_000);
    } finally {
      child.kill('SIGTERM');
    }
  }, 60_000);
});
