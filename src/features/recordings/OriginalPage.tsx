import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, Pencil, Star, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { Recording } from '../../../contract/gateway/recordings';
import { WaveformPlayer } from '../../components/audio/WaveformPlayer';
import { Button } from '../../components/ui/Button';
import { NoteEditor } from '../../components/notes/NoteEditor';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { NameDialog } from '../../components/ui/NameDialog';
import { downloadFile } from '../../lib/download-file';
import { formatBytes, formatDate, formatDuration } from '../../lib/format';
import { peaksQueryOptions } from '../../lib/peaks-query';
import { useAudioUrl } from '../../lib/use-audio-url';
import { deleteRecording, patchRecording, recordingKeys, recordingQueryOptions } from './recordings-api';

type Props = { recordingId: string; folderHref: string; children?: ReactNode };

/** One original: waveform player, metadata, label, star, note, export and delete; `children` holds conversions. */
export function OriginalPage({ recordingId, folderHref, children }: Props) {
  const { data: recording } = useQuery(recordingQueryOptions(recordingId));
  if (!recording) return <p className="text-sm text-slate-500">Loading recording…</p>;
  return (
    <OriginalDetails recording={recording} folderHref={folderHref}>
      {children}
    </OriginalDetails>
  );
}

function OriginalDetails({ recording, folderHref, children }: { recording: Recording; folderHref: string; children?: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'label' | 'delete' | null>(null);
  const { data: peaks } = useQuery(peaksQueryOptions(recording.waveform_url));
  const audio = useAudioUrl(recording.url);
  const label = recording.label || recording.file_name || 'Untitled';
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: recordingKeys.detail(recording.id) }),
      queryClient.invalidateQueries({ queryKey: recordingKeys.originals(recording.parent_folder_id ?? '') }),
    ]);

  return (
    <article className="space-y-6" aria-labelledby="recording-title">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="recording-title" className="flex items-center gap-2 text-xl font-semibold">
          {label}
          {recording.tts && <span className="rounded bg-violet-100 px-1.5 text-xs font-normal text-violet-800">TTS</span>}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            aria-pressed={recording.starred}
            onClick={() => void patchRecording(recording.id, { starred: !recording.starred }).then(refresh)}
          >
            <Star aria-hidden size={16} className={recording.starred ? 'fill-amber-400 text-amber-500' : ''} />
            {recording.starred ? 'Starred' : 'Star'}
          </Button>
          <Button variant="secondary" onClick={() => setDialog('label')}>
            <Pencil aria-hidden size={16} /> Edit label
          </Button>
          <Button
            variant="secondary"
            onClick={() => void downloadFile('/api/recordings/export', { original_id: recording.id, starred_only: false }, `${label}.zip`)}
          >
            <Download aria-hidden size={16} /> Export with conversions
          </Button>
          <Button variant="danger" onClick={() => setDialog('delete')}>
            <Trash2 aria-hidden size={16} /> Delete
          </Button>
        </div>
      </header>

      {recording.state === 'done' && audio.url ? (
        <WaveformPlayer audioUrl={audio.url} peaks={peaks ?? null} label={label} />
      ) : (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-sm text-slate-600">
          {audio.error ?? (recording.state === 'error' ? `Processing failed: ${recording.error ?? 'unknown error'}` : 'Preparing audio…')}
        </p>
      )}

      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 rounded-xl border border-slate-200 bg-white p-4 text-sm sm:grid-cols-4">
        <Meta term="Duration" value={formatDuration(recording.duration)} />
        <Meta term="Size" value={recording.size ? formatBytes(recording.size) : '–'} />
        <Meta term="Created" value={formatDate(recording.created_at)} />
        <Meta term="Source" value={recording.tts ? 'Text to speech' : recording.microphone === 'file' ? 'Uploaded file' : (recording.microphone ?? '–')} />
        {recording.file_name && <Meta term="File" value={recording.file_name} />}
        {recording.text && <Meta term="Text" value={recording.text} wide />}
      </dl>

      <section aria-label="Note" className="rounded-xl border border-slate-200 bg-white p-4">
        <h3 className="mb-2 text-sm font-semibold">Note</h3>
        <NoteEditor key={recording.note?.text ?? ''} recording={recording} onChanged={refresh} />
      </section>

      {children}

      {dialog === 'label' && (
        <NameDialog
          open
          onOpenChange={(open) => !open && setDialog(null)}
          title="Edit label"
          fieldLabel="Label"
          submitLabel="Save"
          initialName={recording.label ?? ''}
          onSubmit={async (name) => {
            await patchRecording(recording.id, { label: name });
            await refresh();
          }}
        />
      )}
      {dialog === 'delete' && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setDialog(null)}
          title={`Delete “${label}”?`}
          description="The recording, its conversions and its note are deleted. This cannot be undone."
          confirmLabel="Delete recording"
          onConfirm={async () => {
            await deleteRecording(recording.id);
            queryClient.removeQueries({ queryKey: recordingKeys.detail(recording.id) });
            await queryClient.invalidateQueries({ queryKey: recordingKeys.originals(recording.parent_folder_id ?? '') });
            await navigate(folderHref, { replace: true });
          }}
        />
      )}
    </article>
  );
}

function Meta({ term, value, wide = false }: { term: string; value: string; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-full' : ''}>
      <dt className="text-slate-500">{term}</dt>
      <dd className="break-words whitespace-pre-wrap">{value}</dd>
    </div>
  );
}
