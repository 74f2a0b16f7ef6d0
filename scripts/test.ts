import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './ensure-built';

/**
 * `npm test`: Vitest, then Playwright in real Chromium (the e2e specs, then the demo stories in smoke mode), with
 * the static checks beside them (typecheck, lint, dead code, format). Every stage runs even after a failure so one run
 * shows everything that is wrong. Each static check counts as one check; the suites count their tests. The last
 * lines name every failure (CI shows only the tail of a long log), then the plain `N passed, N failed` that CI reads.
 */
type Tally = { passed: number; failed: number; skipped: number };
const total: Tally = { passed: 0, failed: 0, skipped: 0 };
/** What failed, one line each with its first error line, repeated at the end. */
const failures: string[] = [];
const resultsDir = path.join(ROOT, '.test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

/** Each stage's wall time, printed with the summary (bench/results/test-suite.md keeps the suite's timings). */
const stageTimes: string[] = [];

/**
 * Ctrl-C (or a SIGTERM to the group) reaches every stage's process too: a stage that ended so was stopped, not
 * failed, and the run stops with it instead of going on to the next stage. 130 is how Playwright and the shell
 * report an interrupt.
 */
function stopIfInterrupted(title: string, signal: NodeJS.Signals | null, status: number | null) {
  if (signal !== 'SIGINT' && signal !== 'SIGTERM' && status !== 130) return;
  console.log(`\n■ stopped during ${title} (${signal ?? `exit ${status}`}); nothing after it ran`);
  process.exit(130);
}

async function run(title: string, command: string, args: string[], env: Record<string, string> = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  const [status, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) => {
    child.on('error', () => resolve([1, null]));
    child.on('close', (code, signalled) => resolve([code, signalled]));
  });
  stageTimes.push(`${title}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  stopIfInterrupted(title, signal, status);
  return status === 0;
}

function add(tally: Tally) {
  total.passed += tally.passed;
  total.failed += tally.failed;
  total.skipped += tally.skipped;
}

function check(title: string, ok: boolean) {
  add({ passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 });
  if (!ok) {
    console.log(`✗ ${title} failed`);
    failures.push(title);
  }
}

/** The first non-empty line of an error message, without colour codes, short enough for one line. */
function firstLine(message: string | undefined): string {
  const line =
    (message ?? '')
      // eslint-disable-next-line no-control-regex
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .find((text) => text.trim()) ?? '';
  return line.trim().slice(0, 200);
}

function readJson<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
}

const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);

type Stage = { title: string; command: string; args: string[] };

/**
 * Stages that share nothing, run at once: each of the static checks keeps about one core busy, and the machines
 * that run this have two. Each one's output is printed whole, in order, once all are done. With `lowPriority`
 * they run at the lowest CPU priority, on what another stage leaves idle.
 */
async function runTogether(stages: Stage[], lowPriority = false): Promise<boolean[]> {
  const started = Date.now();
  const results = await Promise.all(
    stages.map(
      ({ command, args }) =>
        new Promise<{
          ok: boolean;
          output: string;
          seconds: number;
          signal: NodeJS.Signals | null;
          status: number | null;
        }>((resolve) => {
          const child = spawn(command, args, { cwd: ROOT, env: process.env });
          if (lowPriority && child.pid) os.setPriority(child.pid, 19);
          let output = '';
          // Decoded as a stream, so a character split across two chunks (eslint's ✖) is not garbled.
          child.stdout.setEncoding('utf8').on('data', (text: string) => (output += text));
          child.stderr.setEncoding('utf8').on('data', (text: string) => (output += text));
          child.on('error', (error) => (output += `${error.message}\n`));
          child.on('close', (code, signal) =>
            resolve({ ok: code === 0, output, seconds: (Date.now() - started) / 1000, signal, status: code }),
          );
        }),
    ),
  );
  const together = stages.map((stage) => stage.title).join(', ');
  results.forEach(({ signal, status }, index) => stopIfInterrupted(stages[index]!.title, signal, status));
  stages.forEach((stage, index) => {
    const { output, seconds } = results[index]!;
    console.log(`\n▶ ${stage.title}`);
    process.stdout.write(output);
    stageTimes.push(`${stage.title}: ${seconds.toFixed(0)} s (at once: ${together})`);
  });
  return results.map((result) => result.ok);
}

/**
 * The static checks run beside the tests, not before them, at the lowest priority: Vitest's files and the browser
 * tests wait on sockets, timers, child processes and real-time audio for part of their run, and the checks fill
 * that idle time without taking the cores from the tests' busy stretches (bench/results/test-suite.md).
 */
const staticChecks = runTogether(
  [
    { title: 'typecheck', command: bin('tsc'), args: ['-b', '--pretty', 'false'] },
    { title: 'lint', command: bin('eslint'), args: ['.', '--max-warnings', '0'] },
    // Unused files, exports, types and dependencies (knip.json says where the entry points are).
    { title: 'dead code (knip)', command: bin('knip'), args: ['--no-progress'] },
    // Every file as Prettier writes it (`npm run format` fixes what this names).
    { title: 'format (prettier)', command: bin('prettier'), args: ['--check', '.', '--log-level', 'warn'] },
  ],
  true,
);
const vitestJson = path.join(resultsDir, 'vitest.json');
const vitestOk = await run('unit, contract and sandbox tests (Vitest)', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);

type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: {
    name: string;
    message?: string;
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
  }[];
};
const vitest = readJson<VitestReport>(vitestJson);
if (vitest) {
  add({
    passed: vitest.numPassedTests,
    failed: vitest.numFailedTests,
    skipped: vitest.numPendingTests + vitest.numTodoTests,
  });
  for (const file of vitest.testResults) {
    const where = path.relative(ROOT, file.name);
    for (const test of file.assertionResults.filter((result) => result.status === 'failed'))
      failures.push(`${where} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
    if (file.message) failures.push(`${where}: ${firstLine(file.message)}`);
  }
  if (!vitestOk && vitest.numFailedTests === 0) check('vitest run', false);
} else check('vitest run', vitestOk);

type PlaywrightSuite = {
  title: string;
  file?: string;
  specs?: {
    title: string;
    file: string;
    line: number;
    tests: { status: string; results: { error?: { message?: string } }[] }[];
  }[];
  suites?: PlaywrightSuite[];
};
type PlaywrightReport = {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites: PlaywrightSuite[];
};

/** Every spec of the report whose outcome was unexpected (failed on every retry). */
function playwrightFailures(suites: PlaywrightSuite[]): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'unexpected')
        .map((test) => `${spec.file}:${spec.line} › ${spec.title}: ${firstLine(test.results.at(-1)?.error?.message)}`),
    ),
    ...playwrightFailures(suite.suites ?? []),
  ]);
}

/** One Playwright run, its tests counted from the JSON report. */
async function playwrightStage(title: string, name: string, args: string[], env: Record<string, string> = {}) {
  const json = path.join(resultsDir, `${name}.json`);
  const ok = await run(title, bin('playwright'), ['test', ...args], { PLAYWRIGHT_JSON_OUTPUT_NAME: json, ...env });
  const report = readJson<PlaywrightReport>(json);
  if (report) {
    const { expected, unexpected, flaky, skipped } = report.stats;
    add({ passed: expected + flaky, failed: unexpected, skipped });
    failures.push(...playwrightFailures(report.suites));
    if (!ok && unexpected === 0) check(`${name} run`, false);
  } else check(`${name} run`, ok);
}

await playwrightStage('browser tests (Playwright, Chromium)', 'playwright', []);
// The demo stories, fast and without recording, so they cannot rot (`npm run demo` runs them at human pace).
await playwrightStage(
  'demo stories, smoke mode (Playwright, Chromium)',
  'demos',
  ['-c', 'e2e/demos/playwright.config.ts'],
  {
    DEMO_MODE: 'smoke',
  },
);

// Whatever of the static checks is left has run on the idle time of the browser stages.
const [typecheckOk, lintOk, deadCodeOk, formatOk] = await staticChecks;
check('typecheck', typecheckOk!);
check('lint', lintOk!);
check('dead code', deadCodeOk!);
check('format', formatOk!);

console.log('');
console.log(`Stages:\n${stageTimes.map((line) => `  ${line}`).join('\n')}\n`);
if (failures.length > 0) console.log(`Failed:\n${failures.map((failure) => `  ✗ ${failure}`).join('\n')}\n`);
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exit(total.failed > 0 ? 1 : 0);
