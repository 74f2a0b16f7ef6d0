import { useCallback, useState } from 'react';

const PREFIX = 'voice-studio.';

function read(key: string, fallback: boolean): boolean {
  try {
    const stored = localStorage.getItem(PREFIX + key);
    return stored === null ? fallback : stored === 'true';
  } catch {
    return fallback;
  }
}

/**
 * An open/closed choice this browser remembers (localStorage), such as a folded section: the user's last choice
 * wins over the default on every visit. Storage that is full or disabled only loses the memory, never the toggle.
 */
export function useStoredFlag(key: string, fallback: boolean): [boolean, (value: boolean) => void] {
  const [value, setValue] = useState(() => read(key, fallback));
  const set = useCallback(
    (next: boolean) => {
      setValue(next);
      try {
        localStorage.setItem(PREFIX + key, String(next));
      } catch {
        // not remembered; still toggles
      }
    },
    [key],
  );
  return [value, set];
}
