import { Monitor, Moon, Sun } from 'lucide-react';
import { useThemeStore, type ThemeMode } from './theme-store';

const CHOICES: ReadonlyArray<{ mode: ThemeMode; label: string; icon: typeof Sun }> = [
  { mode: 'system', label: 'System', icon: Monitor },
  { mode: 'light', label: 'Light', icon: Sun },
  { mode: 'dark', label: 'Dark', icon: Moon },
];

/** System, light or dark as one radio group (arrow keys move between them); the choice is remembered. */
export function ThemeSwitch() {
  const mode = useThemeStore((state) => state.mode);
  const setTheme = useThemeStore((state) => state.setTheme);
  return (
    <fieldset className="px-2">
      <legend className="mb-1 text-caption font-medium text-ink-muted">Theme</legend>
      <div className="grid grid-cols-3 gap-0.5 rounded-md border border-line bg-fill p-0.5 text-caption">
        {CHOICES.map(({ mode: choice, label, icon: Icon }) => (
          <label
            key={choice}
            className="relative flex cursor-pointer items-center justify-center gap-1 rounded px-1.5 py-1 text-ink-muted has-checked:bg-raised has-checked:font-medium has-checked:text-ink has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-accent"
          >
            <input
              type="radio"
              name="theme"
              value={choice}
              checked={mode === choice}
              onChange={() => setTheme(choice)}
              className="absolute inset-0 cursor-pointer opacity-0"
            />
            <Icon aria-hidden size={13} /> {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
