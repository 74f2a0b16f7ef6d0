import { Button } from '@/components/ui/Button';
import { ScrollRegion } from '@/components/ui/ScrollRegion';
import type { BatchItemState, BatchStatus } from './use-batch-run';

type Props = {
  /** What the batch does, for the region's name ("Ordering conversions"). */
  title: string;
  states: readonly BatchItemState[];
  running: boolean;
  /** The word for an item in progress ("placing", "deleting"). */
  workingWord: string;
  onRetryFailed: () => void;
  onDismiss: () => void;
};

const STATUS_STYLE: Record<BatchStatus, string> = {
  queued: 'bg-fill text-ink-muted',
  working: 'bg-amber-100 text-amber-900',
  done: 'bg-emerald-100 text-emerald-900',
  failed: 'bg-red-100 text-red-900',
};

/** Counts of a batch's items by status, for its one-line summary. */
export function batchTally(states: readonly BatchItemState[]): Record<BatchStatus, number> {
  const tally: Record<BatchStatus, number> = { queued: 0, working: 0, done: 0, failed: 0 };
  for (const state of states) tally[state.status] += 1;
  return tally;
}

/**
 * A batch's progress per original (queued, in progress, done, failed with the server's reason), a summary read
 * out as it changes, and once the batch has stopped "Retry failed" (when some failed) and "Dismiss".
 */
export function BatchProgress({ title, states, running, workingWord, onRetryFailed, onDismiss }: Props) {
  if (states.length === 0) return null;
  const tally = batchTally(states);
  const word = (status: BatchStatus) => (status === 'working' ? workingWord : status);
  return (
    <div className="space-y-2" data-testid="batch-progress">
      <p role="status" className="text-body text-ink-muted">
        {`${title}: ${tally.done} of ${states.length} done`}
        {tally.failed > 0 && `, ${tally.failed} failed`}
        {running ? '…' : '.'}
      </p>
      <ScrollRegion label={`${title}, per original`} className="max-h-56 rounded-md border border-line">
        <ul className="divide-y divide-line text-body">
          {states.map((state) => (
            <li
              key={state.id}
              className="flex flex-wrap items-center gap-x-2 px-3 py-1.5"
              data-testid="batch-item"
              data-status={state.status}
            >
              <span className="min-w-0 flex-1 truncate" title={state.name}>
                {state.name}
              </span>
              <span className={`rounded px-1.5 text-caption ${STATUS_STYLE[state.status]}`}>{word(state.status)}</span>
              {state.reason && <span className="w-full text-caption text-danger">{state.reason}</span>}
            </li>
          ))}
        </ul>
      </ScrollRegion>
      {!running && (
        <div className="flex gap-2">
          {tally.failed > 0 && (
            <Button variant="secondary" onClick={onRetryFailed}>
              Retry failed ({tally.failed})
            </Button>
          )}
          <Button variant="ghost" onClick={onDismiss}>
            Dismiss
          </Button>
        </div>
      )}
    </div>
  );
}
