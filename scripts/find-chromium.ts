import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Finds a Chromium for browser tests (CONTRIBUTING.md#browser-tests): CHROMIUM_PATH, then Debian's /usr/bin/chromium,
 * then a Playwright-managed browser; on Debian as root it installs the `chromium` package when none is found.
 */
export async function findChromium(): Promise<string> {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH points to ${fromEnv}, which does not exist`);
    return fromEnv;
  }
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  const managed = await playwrightManagedChromium();
  if (managed) return managed;
  if (existsSync('/etc/debian_version') && process.getuid?.() === 0) {
    console.log('No Chromium found: installing Debian\'s "chromium" package…');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  throw new Error(
    'No Chromium found. Install one (Debian/Ubuntu: "apt-get install chromium") or set CHROMIUM_PATH to its executable.',
  );
}

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser for the test suites: Debian's headless shell (package `chromium-headless-shell`, the same Blink and
 * V8 as `chromium`, without the desktop browser's UI layer) when it is installed, else findChromium(). It is what
 * Playwright itself runs for headless tests, and it took a fifth less time over the same specs here. Benches keep
 * the full browser: they measure what a user runs.
 */
export async function findTestChromium(): Promise<string> {
  if (!process.env.CHROMIUM_PATH && existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  return findChromium();
}

async function playwrightManagedChromium(): Promise<string | undefined> {
  try {
    const { chromium } = await import('playwright-core');
    const candidate = chromium.executablePath();
    return candidate && existsSync(candidate) ? candidate : undefined;
  } catch {
    return undefined;
  }
}

/** Flags for headless Chromium on these machines (CONTRIBUTING.md#browser-tests). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  '--autoplay-policy=no-user-gesture-required',
];
