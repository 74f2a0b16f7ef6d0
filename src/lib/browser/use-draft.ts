import { useCallback, useEffect, useState } from 'react';

const PREFIX = 'voice-studio.draft.';

function read(key: string, fallback: string): string {
  try {
    return sessionStorage.getItem(PREFIX + key) ?? fallback;
  } catch {
    return fallback;
  }
}

/**
 * Form text that survives what would otherwise lose it: a failed request keeps it in the form, and a
 * sign-in in the middle (401) or a reload restores it from this tab's sessionStorage. `clear` forgets it
 * once the server has taken it.
 */
export function useDraft(key: string, initial = ''): [string, (value: string) => void, () => void] {
  const [value, setValue] = useState(() => read(key, initial));
  const [loadedKey, setLoadedKey] = useState(key);
  if (loadedKey !== key) {
    setLoadedKey(key);
    setValue(read(key, initial));
  }
  useEffect(() => {
    try {
      if (value && value !== initial) sessionStorage.setItem(PREFIX + key, value);
      else sessionStorage.removeItem(PREFIX + key);
    } catch {
      // Storage full or disabled: the draft still lives in the form.
    }
  }, [key, value, initial]);
  const clear = useCallback(() => {
    setValue(initial);
    try {
      sessionStorage.removeItem(PREFIX + key);
    } catch {
      // nothing stored
    }
  }, [key, initial]);
  return [value, setValue, clear];
}
