// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// eslint-disable-next-line no-restricted-imports -- public/ is copied to the site as it is and has no alias
import bootScript from '../../../public/theme-init.js?raw';

/** A controllable `prefers-color-scheme: dark` that can fire change events like the browser's. */
function fakeSystem(dark: boolean) {
  const listeners = new Set<() => void>();
  const system = { dark };
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query === '(prefers-color-scheme: dark)' && system.dark;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    change(next: boolean) {
      system.dark = next;
      for (const listener of listeners) listener();
    },
  };
}

const htmlIsDark = () => document.documentElement.classList.contains('dark');

async function freshStore() {
  vi.resetModules();
  return import('./theme-store');
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
});
afterEach(() => vi.unstubAllGlobals());

describe('theme-init.js and theme-store agree', () => {
  for (const stored of [null, 'light', 'dark'] as const) {
    for (const systemDark of [false, true]) {
      it(`stored ${stored ?? 'nothing'}, system ${systemDark ? 'dark' : 'light'}`, async () => {
        fakeSystem(systemDark);
        if (stored) localStorage.setItem('voice-studio.theme', stored);
        new Function(bootScript)();
        const beforeApp = htmlIsDark();
        expect(beforeApp).toBe(stored === 'dark' || (stored === null && systemDark));

        document.documentElement.className = '';
        const { useThemeStore, THEME_STORAGE_KEY } = await freshStore();
        expect(THEME_STORAGE_KEY).toBe('voice-studio.theme');
        expect(useThemeStore.getState().mode).toBe(stored ?? 'system');
        expect(htmlIsDark()).toBe(beforeApp);
      });
    }
  }
});

describe('theme-store', () => {
  it('setTheme overrides the system, is remembered, and "system" forgets the choice', async () => {
    fakeSystem(true);
    const first = await freshStore();
    expect(first.useThemeStore.getState().resolved).toBe('dark');

    first.setTheme('light');
    expect(htmlIsDark()).toBe(false);
    expect(localStorage.getItem('voice-studio.theme')).toBe('light');

    const reloaded = await freshStore();
    expect(reloaded.useThemeStore.getState()).toMatchObject({ mode: 'light', resolved: 'light' });

    reloaded.setTheme('system');
    expect(localStorage.getItem('voice-studio.theme')).toBeNull();
    expect(htmlIsDark()).toBe(true);
  });

  it('follows a system change only while the mode is "system"', async () => {
    const system = fakeSystem(false);
    const { useThemeStore, setTheme } = await freshStore();
    system.change(true);
    expect(htmlIsDark()).toBe(true);
    setTheme('light');
    system.change(false);
    system.change(true);
    expect(htmlIsDark()).toBe(false);
    expect(useThemeStore.getState().resolved).toBe('light');
  });
});
