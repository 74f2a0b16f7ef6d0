import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, Headphones, Pencil, RotateCcw, Star, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { Recording } from '../../../contract/gateway/recordings';
import { NoteEditor } from '../../components/notes/NoteEditor';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { Dialog } from '../../components/ui/Dialog';
import { NameDialog } from '../../components/ui/NameDialog';
import { downloadFile } from '../../lib/download-file';
import { formatDuration } from '../../lib/format';
import { AbComparePlayer } from './AbComparePlayer';
import { elapsedSeconds } from './conversion-polling';
import { accountKeys, conversionKeys, conversionsQueryOptions, deleteConversion, patchConversion, redoConversion, retryConversion } from './conversions-api';

const STATE_STYLE: Record<Recording['state'], string> = {
  processing: 'bg-amber-100 text-amber-900',
  postprocessing: 'bg-amber-100 text-amber-900',
  done: 'bg-emerald-100 text-emerald-900',
  error: 'bg-red-100 text-red-900',
};

/** The conversions of an original: live state, A/B compare, download, star, label, note, redo/retry, delete. */
export function ConversionsPanel({ original }: { original: Recording }) {
  const { data: conversions = [], error } = useQuery(conversionsQueryOptions(original.id));
  const queryClient = useQueryClient();
  const [comparingId, setComparingId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<{ kind: 'label' | 'delete' | 'note'; conversion: Recording } | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const working = conversions.some((conversion) => conversion.state !== 'done' && conversion.state !== 'error');
  useEffect(() => {
    if (!working) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => {
      clearInterval(timer);
      // Credits are spent when conversions finish, so the balance is read again then.
      void queryClient.invalidateQueries({ queryKey: accountKeys.credits });
    };
  }, [working, queryClient]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: conversionKeys.ofOriginal(original.id) });
  const liveNote = (id: string) => conversions.find((conversion) => conversion.id === id)?.note?.text ?? '';
  const comparing = conversions.find((conversion) => conversion.id === comparingId && conversion.state === 'done');

  return (
    <section aria-labelledby="conversions-title" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
      <h3 id="conversions-title" className="text-sm font-semibold">
        Conversions
      </h3>
      {error && <p role="alert" className="text-sm text-red-700">Could not load conversions: {error.message}</p>}
      {comparing && <AbComparePlayer original={original} conversion={comparing} />}
      {conversions.length === 0 ? (
        <p className="text-sm text-slate-500">No conversions yet. Order one below.</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Conversions of this original">
          {conversions.map((conversion) => {
            const label = conversion.label ?? conversion.voice_name ?? 'Conversion';
            const done = conversion.state === 'done';
            return (
              <li key={conversion.id} className="space-y-1 py-2" data-testid="conversion-row" data-state={conversion.state}>
                <div className="flex flex-wrap items-center gap-2 text-sm">
                  <span className="font-medium">{label}</span>
                  <span className="text-slate-500">
                    {[conversion.voice_name, conversion.accent_name, conversion.narration_style_name].filter(Boolean).join(' · ')}
                    {conversion.semitones_correction ? ` · ${conversion.semitones_correction > 0 ? '+' : ''}${conversion.semitones_correction} st` : ''}
                  </span>
                  <span className={`rounded px-1.5 text-xs ${STATE_STYLE[conversion.state]}`} data-testid="conversion-state">
                    {conversion.state === 'done' ? 'done' : conversion.state === 'error' ? 'failed' : 'converting'}
                  </span>
                  <span className="text-xs text-slate-500 tabular-nums">{elapsedSeconds(conversion, now)} s</span>
                  {done && <span className="text-xs text-slate-500 tabular-nums">{formatDuration(conversion.duration)}</span>}
                  {conversion.starred && <Star aria-label="Starred" size={14} className="fill-amber-400 text-amber-500" />}
                </div>
                {conversion.error && (
                  <p role="alert" className="text-sm text-red-700">
                    {conversion.error}
                  </p>
                )}
                {conversion.note && <p className="text-sm whitespace-pre-wrap text-slate-600">{conversion.note.text}</p>}
                <div className="flex flex-wrap gap-1">
                  <Button variant="ghost" disabled={!done} aria-pressed={comparingId === conversion.id} onClick={() => setComparingId(conversion.id)}>
                    <Headphones aria-hidden size={15} /> Compare with original
                  </Button>
                  <Button variant="ghost" disabled={!done} aria-label={`Download ${label}`} onClick={() => void downloadFile(conversion.url!, undefined, `${label}.wav`)}>
                    <Download aria-hidden size={15} />
                  </Button>
                  <Button
                    variant="ghost"
                    aria-label={conversion.starred ? `Unstar ${label}` : `Star ${label}`}
                    aria-pressed={conversion.starred}
                    onClick={() => void patchConversion(conversion.id, { starred: !conversion.starred }).then(refresh)}
                  >
                    <Star aria-hidden size={15} className={conversion.starred ? 'fill-amber-400 text-amber-500' : ''} />
                  </Button>
                  <Button variant="ghost" aria-label={`Rename ${label}`} onClick={() => setDialog({ kind: 'label', conversion })}>
                    <Pencil aria-hidden size={15} />
                  </Button>
                  <Button variant="ghost" onClick={() => setDialog({ kind: 'note', conversion })}>
                    Note
                  </Button>
                  {(done || conversion.state === 'error') && (
                    <Button
                      variant="ghost"
                      onClick={() => void (conversion.state === 'error' ? retryConversion(conversion.id) : redoConversion(conversion.id)).then(refresh)}
                    >
                      <RotateCcw aria-hidden size={15} /> {conversion.state === 'error' ? 'Retry' : 'Redo'}
                    </Button>
                  )}
                  <Button variant="ghost" aria-label={`Delete ${label}`} onClick={() => setDialog({ kind: 'delete', conversion })}>
                    <Trash2 aria-hidden size={15} />
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {dialog?.kind === 'label' && (
        <NameDialog
          open
          onOpenChange={(open) => !open && setDialog(null)}
          title="Rename conversion"
          fieldLabel="Label"
          submitLabel="Save"
          initialName={dialog.conversion.label ?? ''}
          onSubmit={async (name) => {
            await patchConversion(dialog.conversion.id, { label: name });
            await refresh();
          }}
        />
      )}
      {dialog?.kind === 'note' && (
        <Dialog open onOpenChange={(open) => !open && setDialog(null)} title={`Note on “${dialog.conversion.label ?? 'conversion'}”`}>
          <NoteEditor
            key={liveNote(dialog.conversion.id)}
            recording={conversions.find((conversion) => conversion.id === dialog.conversion.id) ?? dialog.conversion}
            onChanged={refresh}
          />
        </Dialog>
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setDialog(null)}
          title={`Delete “${dialog.conversion.label ?? 'conversion'}”?`}
          description="The converted audio and its note are deleted. The original stays."
          confirmLabel="Delete conversion"
          onConfirm={async () => {
            await deleteConversion(dialog.conversion.id);
            if (comparingId === dialog.conversion.id) setComparingId(null);
            await refresh();
          }}
        />
      )}
    </section>
  );
}
