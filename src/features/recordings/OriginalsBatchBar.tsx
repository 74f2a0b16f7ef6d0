import { Download, ListChecks, Star, StarOff, Trash2, X } from 'lucide-react';
import { Suspense, useCallback, useRef, useState, type ComponentType } from 'react';
import type { Recording } from '@contract/gateway/recordings';
import { BatchProgress } from '@/widgets/batch/BatchProgress';
import { useBatchRun, type BatchItemState } from '@/widgets/batch/use-batch-run';
import { Button } from '@/components/ui/Button';
import { useBatchEdits } from '@/data/recordings/batch-edits';
import { fetchRecordingExport } from '@/data/recordings/recording-export';
import { saveBlob } from '@/lib/browser/save-blob';
import { DeleteOriginalsDialog } from './DeleteOriginalsDialog';
import { recordingTitle } from './recording-title';
import type { OriginalsSelection } from './use-originals-selection';

/** The panel that orders conversions for a selection (the conversions feature's, handed in by the route). */
export type BatchOrderPanel = ComponentType<{
  originals: readonly Recording[];
  nameOf: (original: Recording) => string;
  onClose: () => void;
}>;

type Action = 'star' | 'unstar' | 'delete' | 'export';
const TITLES: Record<Action, string> = {
  star: 'Starring',
  unstar: 'Unstarring',
  delete: 'Deleting',
  export: 'Exporting',
};
const WORKING: Record<Action, string> = {
  star: 'starring',
  unstar: 'unstarring',
  delete: 'deleting',
  export: 'reading',
};

type Props = {
  folderId: string;
  count: number;
  selection: OriginalsSelection;
  OrderPanel?: BatchOrderPanel | undefined;
};

/**
 * What can be done to the selected originals at once: order conversions (the same voices and settings for each),
 * star or unstar, export them as one zip, delete them after one confirmation. Each runs a few originals at a time
 * with progress per original; a failure leaves the others done and names which failed and why.
 */
export function OriginalsBatchBar({ folderId, count, selection, OrderPanel }: Props) {
  const picked = [...selection.selection.picked.values()];
  const edits = useBatchEdits();
  const [action, setAction] = useState<Action | null>(null);
  const [ordering, setOrdering] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const archives = useRef(new Map<string, Uint8Array>());
  const current = useRef<Action>('star');

  const work = useCallback(
    async (original: Recording) => {
      const kind = current.current;
      if (kind === 'delete') return edits.remove(original);
      if (kind === 'export') {
        archives.current.set(original.id, await fetchRecordingExport(original));
        return;
      }
      return edits.star(original, kind === 'star');
    },
    [edits],
  );
  const { drop } = selection;
  const onSettled = useCallback(
    (states: readonly BatchItemState[]) => {
      const done = states.filter((state) => state.status === 'done').map((state) => state.id);
      if (current.current === 'delete') drop(done);
      if (current.current === 'export' && done.length > 0) {
        void import('@/lib/zip/merge-zips').then(({ mergeZips }) => {
          const zip = mergeZips(done.flatMap((id) => archives.current.get(id) ?? []));
          saveBlob(
            new Blob([zip as Uint8Array<ArrayBuffer>], { type: 'application/zip' }),
            `${done.length} originals.zip`,
          );
        });
      }
      void edits.settle(folderId);
    },
    [drop, edits, folderId],
  );
  const batch = useBatchRun<Recording>({ nameOf: recordingTitle, work, onSettled });

  const run = (kind: Action) => {
    current.current = kind;
    archives.current.clear();
    setAction(kind);
    setOrdering(false);
    void batch.start(picked);
  };

  const all = picked.length === count;
  if (picked.length === 0 && !action && !ordering) return null;
  return (
    // Sticky, and opaque so the rows scrolling under it do not show through: the batch stays in view down the list.
    <div
      className="sticky top-0 z-20 space-y-3 rounded-xl border border-accent/30 bg-accent-soft p-3 shadow-sm"
      data-testid="batch-bar"
    >
      {picked.length > 0 && (
        <div role="toolbar" aria-label="Selected originals" className="flex flex-wrap items-center gap-2">
          <span role="status" className="mr-2 text-body font-medium text-ink" data-testid="selection-count">
            {all
              ? `All ${count.toLocaleString('en')} originals selected`
              : `${picked.length.toLocaleString('en')} of ${count.toLocaleString('en')} selected`}
          </span>
          {OrderPanel && (
            <Button disabled={batch.running} onClick={() => setOrdering(true)}>
              <ListChecks aria-hidden size={15} />
              Order conversions…
            </Button>
          )}
          <Button variant="secondary" disabled={batch.running} onClick={() => run('star')}>
            <Star aria-hidden size={15} />
            Star
          </Button>
          <Button variant="secondary" disabled={batch.running} onClick={() => run('unstar')}>
            <StarOff aria-hidden size={15} />
            Unstar
          </Button>
          <Button variant="secondary" disabled={batch.running} onClick={() => run('export')}>
            <Download aria-hidden size={15} />
            Export
          </Button>
          <Button
            variant="secondary"
            disabled={batch.running}
            onClick={() => setConfirmDelete(true)}
            className="text-danger"
          >
            <Trash2 aria-hidden size={15} />
            Delete…
          </Button>
          <Button variant="ghost" onClick={selection.clear} aria-keyshortcuts="Escape">
            <X aria-hidden size={15} />
            Clear selection
          </Button>
          {selection.reading && <span className="text-body text-ink-muted">Reading the folder…</span>}
        </div>
      )}
      {ordering && OrderPanel && (
        <Suspense fallback={<p className="text-body text-ink-muted">Loading the order form…</p>}>
          <OrderPanel originals={picked} nameOf={recordingTitle} onClose={() => setOrdering(false)} />
        </Suspense>
      )}
      {action && !ordering && (
        <BatchProgress
          title={TITLES[action]}
          states={batch.states}
          running={batch.running}
          workingWord={WORKING[action]}
          onRetryFailed={() => void batch.retryFailed()}
          onDismiss={() => setAction(null)}
        />
      )}
      <DeleteOriginalsDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        folderId={folderId}
        originals={picked}
        wholeFolder={all}
        onConfirm={() => {
          setConfirmDelete(false);
          run('delete');
        }}
      />
    </div>
  );
}
