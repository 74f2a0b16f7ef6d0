import { ArrowLeft, Download, Pencil, Star, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { MICROPHONE_FILE, type Recording } from '@contract/gateway/recordings';
import { recordingItem } from '@/widgets/audio/play-items';
import { WaveformPlayer } from '@/widgets/audio/WaveformPlayer';
import { NoteEditor } from '@/widgets/notes/NoteEditor';
import { Button } from '@/components/ui/Button';
import { ConfirmMutationDialog } from '@/components/ui/ConfirmMutationDialog';
import { NameDialog } from '@/widgets/names/NameDialog';
import { OverflowMenu, type MenuAction } from '@/components/ui/OverflowMenu';
import { useNoteEditing } from '@/data/notes/use-note-editing';
import { useConversionCount } from '@/data/recordings/conversion-count-query';
import { useDeleteRecordingMutation } from '@/data/recordings/delete-recording-mutation';
import { usePeaks } from '@/data/recordings/peaks-query';
import { downloadRecordingExport } from '@/data/recordings/recording-export';
import { useRecording } from '@/data/recordings/recording-query';
import { useRelabelRecordingMutation } from '@/data/recordings/relabel-recording-mutation';
import { useStarRecordingMutation } from '@/data/recordings/star-recording-mutation';
import { formatBytes, formatDate, formatDuration } from '@/lib/format/human-readable';
import { useMediaQuery, WIDE_QUERY } from '@/lib/browser/use-media-query';
import { folderSearchOf } from './folder-view-memory';
import { recordingTitle } from './recording-title';
import { onDismiss } from '@/components/ui/on-dismiss';
import type { TimeRange } from '@/lib/audio/audio-ranges';
import { TrimPanel } from './TrimPanel';

type Props = { recordingId: string; folderHref: string; children?: ReactNode };

/**
 * One original: its waveform editor (a view of the studio's player) and trim, metadata, label, star, note, export and delete (behind a "…" menu on a phone,
 * so the waveform stays on the first screen); `children` holds conversions.
 */
export function OriginalPage({ recordingId, folderHref, children }: Props) {
  const { data: recording } = useRecording(recordingId);
  if (!recording) return <p className="text-body text-ink-faint">Loading recording…</p>;
  return (
    <OriginalDetails recording={recording} folderHref={folderHref}>
      {children}
    </OriginalDetails>
  );
}

function sourceOf(recording: Recording): string {
  if (recording.tts) return 'Text to speech';
  if (recording.microphone === MICROPHONE_FILE) return 'Uploaded file';
  return recording.microphone ? `Recorded with ${recording.microphone}` : '–';
}

function OriginalDetails({
  recording,
  folderHref,
  children,
}: {
  recording: Recording;
  folderHref: string;
  children?: ReactNode;
}) {
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'label' | 'delete' | null>(null);
  const [exporting, setExporting] = useState(false);
  const peaks = usePeaks(recording.waveform_url);
  const star = useStarRecordingMutation();
  const note = useNoteEditing(recording);
  const title = recordingTitle(recording);
  const backHref = `${folderHref}${folderSearchOf(recording.parent_folder_id)}`;
  const wide = useMediaQuery(WIDE_QUERY);
  const [selection, setSelection] = useState<TimeRange | null>(null);
  const [cuts, setCuts] = useState<TimeRange[]>([]);
  const item =
    recording.state === 'done' && recording.url ? recordingItem({ ...recording, url: recording.url }, title) : null;

  async function exportZip() {
    setExporting(true);
    try {
      await downloadRecordingExport(recording, `${title}.zip`);
    } finally {
      setExporting(false);
    }
  }

  const actions: MenuAction[] = [
    { label: 'Edit label', icon: <Pencil aria-hidden size={16} />, onSelect: () => setDialog('label') },
    {
      label: exporting ? 'Exporting…' : 'Export with conversions',
      icon: <Download aria-hidden size={16} />,
      disabled: exporting,
      onSelect: () => void exportZip(),
    },
    {
      label: 'Delete recording',
      icon: <Trash2 aria-hidden size={16} />,
      danger: true,
      onSelect: () => setDialog('delete'),
    },
  ];

  return (
    <article className="space-y-stack md:space-y-section" aria-labelledby="recording-title">
      <Link to={backHref} className="inline-flex items-center gap-1 text-body text-ink-muted hover:underline">
        <ArrowLeft aria-hidden size={14} /> Back to the folder
      </Link>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="recording-title" className="flex min-w-0 items-center gap-2 text-heading font-semibold">
          <span className="truncate">{title}</span>
          {recording.tts && (
            <span className="rounded bg-violet-100 px-1.5 text-caption font-normal text-violet-800">TTS</span>
          )}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="secondary"
            aria-pressed={recording.starred}
            onClick={() => star.mutate({ recording, starred: !recording.starred })}
          >
            <Star aria-hidden size={16} className={recording.starred ? 'fill-amber-400 text-amber-500' : ''} />
            {recording.starred ? 'Starred' : 'Star'}
          </Button>
          {wide ? (
            actions.map(({ label, icon, onSelect, disabled, danger }) => (
              <Button key={label} variant={danger ? 'danger' : 'secondary'} disabled={disabled} onClick={onSelect}>
                {icon} {label}
              </Button>
            ))
          ) : (
            <OverflowMenu label="Recording actions" actions={actions} />
          )}
        </div>
      </header>

      {item && !peaks.isLoading ? (
        <>
          <WaveformPlayer
            item={item}
            peaks={peaks.data ?? null}
            label={title}
            cuts={cuts}
            onSelectionChange={setSelection}
          />
          {recording.parent_folder_id && recording.type === 'original' && (
            <TrimPanel
              item={item}
              title={title}
              length={recording.duration}
              folderId={recording.parent_folder_id}
              folderHref={folderHref}
              selection={selection}
              onPreview={setCuts}
            />
          )}
        </>
      ) : (
        <p role="status" className="rounded-xl border border-line bg-raised p-6 text-body text-ink-muted">
          {recording.state === 'error'
            ? `Processing failed: ${recording.error ?? 'unknown error'}`
            : 'Preparing audio…'}
        </p>
      )}

      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 rounded-xl border border-line bg-raised p-4 text-body sm:grid-cols-4">
        <Meta term="Duration" value={formatDuration(recording.duration)} />
        <Meta term="Size" value={recording.size ? formatBytes(recording.size) : '–'} />
        <Meta term="Created" value={formatDate(recording.created_at)} />
        <Meta term="Source" value={sourceOf(recording)} />
        {recording.file_name && <Meta term="File" value={recording.file_name} />}
        {recording.tts_voice && <Meta term="Voice" value={recording.tts_voice} />}
        {recording.text && <Meta term="Text" value={recording.text} wide />}
      </dl>

      <section aria-labelledby="note-title" className="rounded-xl border border-line bg-raised p-4">
        <h3 id="note-title" className="mb-2 text-body font-semibold">
          Note
        </h3>
        <NoteEditor key={recording.note?.text ?? ''} recording={recording} actions={note} />
      </section>

      {children}

      {dialog === 'label' && <RelabelDialog recording={recording} onClose={() => setDialog(null)} />}
      {dialog === 'delete' && (
        <DeleteOriginalDialog
          recording={recording}
          title={title}
          onClose={() => setDialog(null)}
          onDeleted={() => void navigate(backHref, { replace: true })}
        />
      )}
    </article>
  );
}

function RelabelDialog({ recording, onClose }: { recording: Recording; onClose: () => void }) {
  const relabel = useRelabelRecordingMutation({ handlesError: true });
  return (
    <NameDialog
      open
      onOpenChange={onDismiss(onClose)}
      title="Edit label"
      fieldLabel="Label"
      submitLabel="Save"
      errorField="label"
      initialName={recording.label ?? ''}
      pending={relabel.isPending}
      error={relabel.error}
      onSubmit={(label) => relabel.mutate({ recording, label }, { onSuccess: onClose })}
    />
  );
}

/** The confirmation says what goes with the original: its conversions and its note. */
function DeleteOriginalDialog({
  recording,
  title,
  onClose,
  onDeleted,
}: {
  recording: Recording;
  title: string;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { data: conversions } = useConversionCount(recording.id);
  const remove = useDeleteRecordingMutation({ handlesError: true });
  const what =
    conversions === undefined
      ? 'its conversions'
      : conversions === 1
        ? 'its 1 conversion'
        : `its ${conversions} conversions`;
  return (
    <ConfirmMutationDialog
      mutation={remove}
      variables={recording}
      onClose={onClose}
      onDone={onDeleted}
      title={`Delete “${title}”?`}
      description={`The recording, ${what}${recording.note ? ' and its note' : ''} are deleted. This cannot be undone.`}
      confirmLabel="Delete recording"
    />
  );
}

function Meta({ term, value, wide = false }: { term: string; value: string; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-full' : ''}>
      <dt className="text-ink-faint">{term}</dt>
      <dd className="break-words whitespace-pre-wrap">{value}</dd>
    </div>
  );
}
