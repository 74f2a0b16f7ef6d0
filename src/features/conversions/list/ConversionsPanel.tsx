import { useRef, useState, type KeyboardEvent } from 'react';
import type { Recording } from '@contract/gateway/recordings';
import { distinctConversionNames } from '@contract/naming/conversion-name';
import { recordingItemId } from '@/widgets/audio/play-items';
import { rowStep } from '@/widgets/audio/playback-keys';
import { usePlayback } from '@/widgets/audio/playback-store';
import { useShortcuts } from '@/components/shortcuts/shortcuts-store';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { hasLoadFailure, LoadFailure } from '@/components/ui/LoadFailure';
import { useConversions } from '@/data/recordings/conversions-query';
import { isWorking } from '@/data/recordings/recording-polling';
import { useRerunConversionMutation } from '@/data/recordings/rerun-conversion-mutation';
import { useStarRecordingMutation } from '@/data/recordings/star-recording-mutation';
import { useNow } from '@/lib/browser/use-now';
import { bringOrderFormIntoView } from '@/features/conversions/order-form-anchor';
import { ConversionNoteDialog } from './ConversionNoteDialog';
import { ConversionRow, conversionItem, type RowAction } from './ConversionRow';
import { useConversionRestarts } from './conversion-restarts-store';
import { DeleteConversionDialog } from './DeleteConversionDialog';
import { RelabelConversionDialog } from './RelabelConversionDialog';
import { RerunConversionDialog } from './RerunConversionDialog';

function summary(conversions: Recording[]): string {
  const working = conversions.filter(isWorking).length;
  const done = conversions.filter((conversion) => conversion.state === 'done').length;
  const failed = conversions.filter((conversion) => conversion.state === 'error').length;
  return [working && `${working} converting`, done && `${done} done`, failed && `${failed} failed`]
    .filter(Boolean)
    .join(', ');
}

/** The conversion list's own keys, for the "?" overlay. */
const CONVERSION_SHORTCUTS = {
  title: 'Conversions',
  shortcuts: [
    { keys: ['↑', '↓'], does: 'Move between conversions' },
    { keys: ['N'], does: 'Play the next conversion' },
    { keys: ['Shift+N'], does: 'Play the conversion before' },
  ],
};

/**
 * The conversions of an original, newest first: live state (polled until each is final) with elapsed time,
 * A/B comparison with the original, download, star, label, note, redo or retry, delete.
 */
export function ConversionsPanel({ original }: { original: Recording }) {
  const query = useConversions(original.id);
  const { data } = query;
  const conversions = data?.list ?? [];
  const star = useStarRecordingMutation();
  const rerun = useRerunConversionMutation({ handlesError: true });
  const restarted = useConversionRestarts((state) => state.restarted);
  const restarts = useConversionRestarts((state) => state.startedAt);
  const forget = useConversionRestarts((state) => state.forget);
  const [comparingId, setComparingId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<{ action: RowAction; id: string } | null>(null);
  const names = distinctConversionNames(conversions);
  const working = conversions.some(isWorking);
  const now = useNow(working, 1000);

  // Keys over the list: N plays the next conversion (Shift+N the one before), Up/Down move between the rows' play
  // buttons. Space and the arrows are the studio's player keys; Space presses the focused button as usual.
  useShortcuts(CONVERSION_SHORTCUTS);
  const listRef = useRef<HTMLUListElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const rows = [...(listRef.current?.querySelectorAll<HTMLElement>('[data-testid="conversion-row"]') ?? [])];
    const from = rows.findIndex((row) => row.contains(event.target as Node));
    const focusRow = (index: number) => rows[index]?.querySelector<HTMLElement>('[data-col="play"]')?.focus();
    const next = rowStep(event);
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (from < 0 || event.target instanceof HTMLTextAreaElement) return;
    if (step !== 0) {
      event.preventDefault();
      focusRow(Math.max(0, Math.min(rows.length - 1, from + step)));
    } else if (next) {
      event.preventDefault();
      const index = Math.max(0, Math.min(conversions.length - 1, from + next));
      focusRow(index);
      const conversion = conversions[index]!;
      const item = conversionItem(conversion, names.get(conversion.id)!);
      if (item) void usePlayback.getState().play(item, 0);
    }
  };

  const target = dialog && conversions.find((conversion) => conversion.id === dialog.id);
  const hidden = (data?.pagination.count ?? 0) - conversions.length;

  return (
    <section aria-labelledby="conversions-title" className="space-y-3 rounded-xl border border-line bg-raised p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="conversions-title" className="text-subheading font-semibold">
          Conversions
        </h3>
        <p role="status" className="text-body text-ink-muted" data-testid="conversions-summary">
          {summary(conversions)}
        </p>
      </div>
      <LoadFailure query={query} what="the conversions" />
      {data && !hasLoadFailure(query) && conversions.length === 0 && (
        <EmptyState
          message="No conversions yet. Choose voices and accents in the order form to hear this recording in them."
          action={<Button onClick={bringOrderFormIntoView}>Order a conversion</Button>}
        />
      )}
      {conversions.length > 0 && (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- keys for the buttons inside (delegation)
        <ul
          ref={listRef}
          className="divide-y divide-line"
          aria-label="Conversions of this original"
          onKeyDown={onKeyDown}
        >
          {conversions.map((conversion) => (
            <ConversionRow
              key={conversion.id}
              original={original}
              conversion={conversion}
              name={names.get(conversion.id)!}
              now={now}
              restartedAt={restarts[conversion.id]}
              comparing={comparingId === conversion.id}
              onCompare={(open) => setComparingId(open ? conversion.id : null)}
              onStar={() => star.mutate({ recording: conversion, starred: !conversion.starred })}
              rerunPending={rerun.isPending && rerun.variables?.id === conversion.id}
              onOpen={(action) => setDialog({ action, id: conversion.id })}
            />
          ))}
        </ul>
      )}
      {hidden > 0 && (
        <p className="text-body text-ink-muted">
          Showing the newest {conversions.length}; {hidden} older conversions are not listed.
        </p>
      )}

      {target && dialog.action === 'label' && (
        <RelabelConversionDialog conversion={target} onClose={() => setDialog(null)} />
      )}
      {target && dialog.action === 'note' && (
        <ConversionNoteDialog conversion={target} onClose={() => setDialog(null)} />
      )}
      {target && dialog.action === 'rerun' && (
        <RerunConversionDialog
          original={original}
          conversion={target}
          onClose={() => setDialog(null)}
          onConfirm={() => {
            // The audio playing or being compared is about to be replaced: both stop rather than play the old take.
            if (comparingId === target.id) setComparingId(null);
            usePlayback.getState().stop(recordingItemId(target.id));
            restarted(target.id);
            rerun.mutate(target, { onSuccess: () => setDialog(null), onError: () => forget(target.id) });
          }}
          pending={rerun.isPending}
          error={rerun.error}
        />
      )}
      {target && dialog.action === 'delete' && (
        <DeleteConversionDialog
          conversion={target}
          onClose={() => setDialog(null)}
          onDeleted={() => comparingId === target.id && setComparingId(null)}
        />
      )}
    </section>
  );
}
