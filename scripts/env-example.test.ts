import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { proxyEnvSettings, ProxyEnv } from '../proxy/config';
import { sandboxConfigFromEnv, SandboxEnv } from '../sandbox/config';

const ROOT = path.resolve(import.meta.dirname, '..');

/** `NAME=value` lines of .env.example, comments and blank lines skipped. */
function readEnvExample(): Array<[string, string]> {
  return readFileSync(path.join(ROOT, '.env.example'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
      if (!match) throw new Error(`.env.example: not a NAME=value line: ${line}`);
      return [match[1]!, match[2]!];
    });
}

/** Variables the start-up and test scripts read themselves, each with the file that reads it. */
const SCRIPT_VARIABLES = { DEV_BACKEND_PORT: 'scripts/dev.ts', CHROMIUM_PATH: 'scripts/find-chromium.ts' };

describe('.env.example', () => {
  const entries = readEnvExample();
  const names = entries.map(([name]) => name);

  it('names every variable the config schemas and scripts read, once, and nothing else', () => {
    const read = new Set([
      ...Object.keys(ProxyEnv.shape),
      ...Object.keys(SandboxEnv.shape),
      ...Object.keys(SCRIPT_VARIABLES),
    ]);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual([...read].sort());
  });

  it('lists script variables that the scripts really read', () => {
    for (const [name, file] of Object.entries(SCRIPT_VARIABLES)) {
      expect(readFileSync(path.join(ROOT, file), 'utf8')).toContain(`process.env.${name}`);
    }
  });

  it('holds values both config readers accept', () => {
    const env = Object.fromEntries(entries);
    expect(() => proxyEnvSettings(env)).not.toThrow();
    expect(() => sandboxConfigFromEnv(env)).not.toThrow();
  });

  it('gives the defaults the schemas give, where it sets a value', () => {
    const env = Object.fromEntries(entries.filter(([, value]) => value !== ''));
    expect(proxyEnvSettings(env)).toEqual(proxyEnvSettings({}));
    expect(sandboxConfigFromEnv(env)).toEqual(sandboxConfigFromEnv({}));
  });
});
