import { useCallback, useEffect, useState } from 'react';
import { GenerationHistory, type GenerationRecord } from './generation-history';

const LIMIT_KEY = 'voice-studio.tts-history-limit-mb';
export const HISTORY_LIMITS_MB = [5, 25, 50, 100, 250] as const;
const DEFAULT_LIMIT_MB = 50;
const MB = 1024 * 1024;

function storedLimit(): number {
  const value = Number(localStorage.getItem(LIMIT_KEY));
  return (HISTORY_LIMITS_MB as readonly number[]).includes(value) ? value : DEFAULT_LIMIT_MB;
}

/**
 * The signed-in account's history as React state over the IndexedDB wrapper: entries newest first, their total
 * size, and the size limit (remembered in this browser; lowering it evicts the oldest at once). Nothing until
 * the account is known.
 */
export function useGenerationHistory(userId: string | undefined) {
  const [history, setHistory] = useState<GenerationHistory | null>(null);
  const [entries, setEntries] = useState<GenerationRecord[]>([]);
  const [limitMb, setLimitMb] = useState(storedLimit);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!userId) return;
    let opened: GenerationHistory | null = null;
    let cancelled = false;
    GenerationHistory.open(userId)
      .then(async (db) => {
        opened = db;
        if (cancelled) return db.close();
        setHistory(db);
        setEntries(await db.list());
      })
      .catch(() => setError('This browser cannot keep a history here (IndexedDB is unavailable).'));
    return () => {
      cancelled = true;
      opened?.close();
      setHistory(null);
      setEntries([]);
    };
  }, [userId]);

  const refresh = useCallback(async (db: GenerationHistory) => setEntries(await db.list()), []);

  const add = useCallback(
    async (record: GenerationRecord) => {
      if (!history) return [];
      const evicted = await history.add(record, limitMb * MB);
      await refresh(history);
      return evicted;
    },
    [history, limitMb, refresh],
  );

  const remove = useCallback(
    async (id: string) => {
      if (!history) return;
      await history.remove(id);
      await refresh(history);
    },
    [history, refresh],
  );

  const changeLimit = useCallback(
    async (mb: number) => {
      localStorage.setItem(LIMIT_KEY, String(mb));
      setLimitMb(mb);
      if (!history) return;
      await history.evict(mb * MB);
      await refresh(history);
    },
    [history, refresh],
  );

  const totalBytes = entries.reduce((sum, entry) => sum + entry.bytes, 0);
  return { entries, totalBytes, limitMb, changeLimit, add, remove, error, ready: history !== null };
}
