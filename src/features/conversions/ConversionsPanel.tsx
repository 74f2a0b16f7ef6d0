import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { Recording } from '../../../contract/gateway/recordings';
import { NoteEditor } from '../../components/notes/NoteEditor';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { Dialog } from '../../components/ui/Dialog';
import { NameDialog } from '../../components/ui/NameDialog';
import { ConversionRow, conversionName, type RowAction } from './ConversionRow';
import { isWorking } from './conversion-polling';
import { useConversionRestarts } from './conversion-restarts-store';
import { conversionsQueryOptions } from './conversions-api';
import { creditKeys } from './credits-api';
import { useConversionActions } from './use-conversion-actions';
import { useNow } from '../../lib/use-now';

function summary(conversions: Recording[]): string {
  const working = conversions.filter(isWorking).length;
  const done = conversions.filter((conversion) => conversion.state === 'done').length;
  const failed = conversions.filter((conversion) => conversion.state === 'error').length;
  return [working && `${working} converting`, done && `${done} done`, failed && `${failed} failed`]
    .filter(Boolean)
    .join(', ');
}

/**
 * The conversions of an original, newest first: live state (polled until each is final) with elapsed time,
 * A/B comparison with the original, download, star, label, note, redo or retry, delete.
 */
export function ConversionsPanel({ original }: { original: Recording }) {
  const { data, error } = useQuery(conversionsQueryOptions(original.id));
  const conversions = data?.list ?? [];
  const queryClient = useQueryClient();
  const actions = useConversionActions(original.id);
  const restarts = useConversionRestarts((state) => state.startedAt);
  const [comparingId, setComparingId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<{ action: RowAction; id: string } | null>(null);
  const working = conversions.some(isWorking);
  const now = useNow(working, 1000);

  // Credits are spent as conversions finish, so the balance is read again when the last one does.
  const wasWorking = useRef(working);
  useEffect(() => {
    if (wasWorking.current && !working) void queryClient.invalidateQueries({ queryKey: creditKeys.balance });
    wasWorking.current = working;
  }, [working, queryClient]);

  const target = dialog && conversions.find((conversion) => conversion.id === dialog.id);
  const close = (open: boolean) => !open && setDialog(null);
  const hidden = (data?.pagination.count ?? 0) - conversions.length;

  return (
    <section aria-labelledby="conversions-title" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="conversions-title" className="text-base font-semibold">
          Conversions
        </h3>
        <p role="status" className="text-sm text-slate-600" data-testid="conversions-summary">
          {summary(conversions)}
        </p>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          Could not load the conversions: {error.message}
        </p>
      )}
      {data && conversions.length === 0 && (
        <p className="text-sm text-slate-600">No conversions yet. Order some below.</p>
      )}
      {conversions.length > 0 && (
        <ul className="divide-y divide-slate-100" aria-label="Conversions of this original">
          {conversions.map((conversion) => (
            <ConversionRow
              key={conversion.id}
              original={original}
              conversion={conversion}
              now={now}
              restartedAt={restarts[conversion.id]}
              comparing={comparingId === conversion.id}
              onCompare={(open) => setComparingId(open ? conversion.id : null)}
              onStar={() => actions.star.mutate({ id: conversion.id, starred: !conversion.starred })}
              onRerun={() => {
                // The audio being compared is about to be replaced: the player closes rather than reopen by itself.
                if (comparingId === conversion.id) setComparingId(null);
                actions.rerun.mutate(conversion);
              }}
              rerunPending={actions.rerun.isPending && actions.rerun.variables?.id === conversion.id}
              onOpen={(action) => setDialog({ action, id: conversion.id })}
            />
          ))}
        </ul>
      )}
      {hidden > 0 && (
        <p className="text-sm text-slate-600">
          Showing the newest {conversions.length}; {hidden} older conversions are not listed.
        </p>
      )}

      {target && dialog.action === 'label' && (
        <NameDialog
          open
          onOpenChange={close}
          title="Edit the conversion's label"
          fieldLabel="Label"
          submitLabel="Save"
          initialName={target.label ?? ''}
          errorField="label"
          onSubmit={(label) => actions.rename(target.id, label)}
        />
      )}
      {target && dialog.action === 'note' && (
        <Dialog open onOpenChange={close} title={`Note on ${conversionName(target)}`}>
          <NoteEditor recording={target} onChanged={actions.refresh} />
        </Dialog>
      )}
      {target && dialog.action === 'delete' && (
        <ConfirmDialog
          open
          onOpenChange={close}
          title={`Delete ${conversionName(target)}?`}
          description="The converted audio and its note are deleted. The original stays."
          confirmLabel="Delete conversion"
          onConfirm={async () => {
            await actions.remove(target.id);
            if (comparingId === target.id) setComparingId(null);
          }}
        />
      )}
    </section>
  );
}
