import { useCallback, useRef, useState } from 'react';
import { runLimited } from '@/lib/async/run-limited';
import { mutationErrorText } from '@/components/ui/mutation-error-text';

export type BatchStatus = 'queued' | 'working' | 'done' | 'failed';
export type BatchItemState = { id: string; name: string; status: BatchStatus; reason?: string | undefined };

/** How many requests of a batch are in flight at once: enough to be quick, few enough to leave the page usable. */
export const BATCH_CONCURRENCY = 3;

type Options<T> = {
  nameOf: (item: T) => string;
  /** Does one item; a throw marks it failed with the error's message as the reason. */
  work: (item: T) => Promise<void>;
  /** Once every item has run (done or failed): the caller refreshes what the batch changed, once. */
  onSettled?: (states: readonly BatchItemState[]) => void;
};

/**
 * One batch of work over several originals: each item is queued, worked on (a few at a time), then done or failed
 * with the reason, and the failed ones can be run again without touching the done ones.
 */
export function useBatchRun<T extends { id: string }>({ nameOf, work, onSettled }: Options<T>) {
  const [states, setStates] = useState<BatchItemState[]>([]);
  const [running, setRunning] = useState(false);
  const items = useRef(new Map<string, T>());
  const latest = useRef<BatchItemState[]>([]);

  const update = useCallback((id: string, change: Partial<BatchItemState>) => {
    latest.current = latest.current.map((state) => (state.id === id ? { ...state, ...change } : state));
    setStates(latest.current);
  }, []);

  const run = useCallback(
    async (batch: readonly T[]) => {
      setRunning(true);
      await runLimited(batch, BATCH_CONCURRENCY, async (item) => {
        update(item.id, { status: 'working', reason: undefined });
        try {
          await work(item);
          update(item.id, { status: 'done' });
        } catch (error) {
          update(item.id, { status: 'failed', reason: mutationErrorText(error) });
        }
      });
      setRunning(false);
      onSettled?.(latest.current);
    },
    [work, update, onSettled],
  );

  /** Starts a new batch over these items (the previous one's states are replaced). */
  const start = useCallback(
    (batch: readonly T[]) => {
      items.current = new Map(batch.map((item) => [item.id, item]));
      latest.current = batch.map((item) => ({ id: item.id, name: nameOf(item), status: 'queued' }));
      setStates(latest.current);
      return run(batch);
    },
    [nameOf, run],
  );

  /** Runs the failed items again; the done ones are left alone. */
  const retryFailed = useCallback(() => {
    const failed = latest.current
      .filter((state) => state.status === 'failed')
      .flatMap((state) => items.current.get(state.id) ?? []);
    for (const item of failed) update(item.id, { status: 'queued', reason: undefined });
    return run(failed);
  }, [run, update]);

  return { states, running, start, retryFailed };
}
