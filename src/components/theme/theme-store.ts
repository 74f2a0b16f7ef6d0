import { create } from 'zustand';

export type ThemeMode = 'system' | 'light' | 'dark';
export type ResolvedTheme = 'light' | 'dark';

/**
 * Where the chosen mode is kept: a plain string ('light' or 'dark'; absent means follow the system) so that
 * public/theme-init.js, which applies it before the first paint, can read it without this module.
 */
export const THEME_STORAGE_KEY = 'voice-studio.theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

type ThemeState = {
  mode: ThemeMode;
  /** What the page shows now: the mode itself, or the system's preference when the mode is 'system'. */
  resolved: ResolvedTheme;
  setTheme: (mode: ThemeMode) => void;
};

function readMode(): ThemeMode {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

function writeMode(mode: ThemeMode): void {
  try {
    if (mode === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // storage refused (private mode, quota): the choice still holds for this page
  }
}

const systemPrefersDark = () => typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches;
const resolve = (mode: ThemeMode): ResolvedTheme =>
  mode === 'system' ? (systemPrefersDark() ? 'dark' : 'light') : mode;

/** The `dark` class on <html> drives Tailwind's `dark:` variant and the dark palette in index.css. */
function apply(resolved: ResolvedTheme): void {
  document.documentElement.classList.toggle('dark', resolved === 'dark');
}

/** Light, dark or the system's choice; remembered in this browser and applied to the whole page. */
export const useThemeStore = create<ThemeState>()((set) => {
  const mode = readMode();
  return {
    mode,
    resolved: resolve(mode),
    setTheme: (next) => {
      writeMode(next);
      set({ mode: next, resolved: resolve(next) });
    },
  };
});

/** For code outside React (the agent panel's tools): switch the theme as the switch does. */
export function setTheme(mode: ThemeMode): void {
  useThemeStore.getState().setTheme(mode);
}

// The page follows the store, and a system change is followed while the mode is 'system'.
apply(useThemeStore.getState().resolved);
useThemeStore.subscribe((state) => apply(state.resolved));
if (typeof matchMedia === 'function') {
  matchMedia(DARK_QUERY).addEventListener('change', () => {
    const { mode } = useThemeStore.getState();
    if (mode === 'system') useThemeStore.setState({ resolved: resolve(mode) });
  });
}
