import { useQueryClient } from '@tanstack/react-query';
import { RotateCcw, Upload, X } from 'lucide-react';
import { useMemo, useRef, useState, type DragEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/Button';
import { formatBytes } from '../../lib/format';
import { useUnloadGuard } from '../../lib/use-leave-guard';
import { useNow } from '../../lib/use-now';
import { invalidateFolderRecordings } from '../../data/recordings/recording-cache';
import { uploadRecording } from '../../data/recordings/upload-recording-mutation';
import { isActiveUpload, useUploadQueue, type UploadItem } from './upload-queue-store';

const ACCEPT = '.wav,.mp3,.flac,.ogg,.oga,.opus,.webm,audio/*';

type Props = { folderId: string; recordingHref: (id: string) => string };

/**
 * Drop zone and file picker for several files at once; every file gets its own progress bar, cancel, error
 * and retry, and one refused file never stops the others. Uploads carry on while the user moves around the
 * studio; closing the tab while they run asks first.
 */
export function UploadPanel({ folderId, recordingHref }: Props) {
  const inputRef = useRef<HTMLInputElement>(null);
  const dragDepth = useRef(0);
  const [dragging, setDragging] = useState(false);
  const allItems = useUploadQueue((state) => state.items);
  const items = useMemo(() => allItems.filter((item) => item.folderId === folderId), [allItems, folderId]);
  const activeElsewhere = allItems.filter((item) => item.folderId !== folderId && isActiveUpload(item)).length;
  const { enqueue, cancel, retry, clearFinished } = useUploadQueue.getState();
  const queryClient = useQueryClient();
  useUnloadGuard(allItems.some(isActiveUpload));
  const now = useNow(items.some((item) => item.status === 'waiting'));

  const add = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    enqueue([...files], folderId, uploadRecording, () => void invalidateFolderRecordings(queryClient, folderId));
  };

  // dragenter/dragleave fire for every child the pointer crosses; a depth count keeps the highlight steady.
  const onDragEnter = (event: DragEvent) => {
    event.preventDefault();
    dragDepth.current += 1;
    setDragging(true);
  };
  const onDragLeave = () => {
    dragDepth.current = Math.max(0, dragDepth.current - 1);
    if (dragDepth.current === 0) setDragging(false);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    dragDepth.current = 0;
    setDragging(false);
    add(event.dataTransfer.files);
  };

  return (
    <section aria-labelledby="upload-title" className="space-y-3">
      <h3 id="upload-title" className="sr-only">
        Upload recordings
      </h3>
      <div
        onDragEnter={onDragEnter}
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
        data-testid="drop-zone"
        className={`flex flex-wrap items-center justify-center gap-3 rounded-xl border-2 border-dashed px-4 py-3 text-center text-sm ${dragging ? 'border-indigo-500 bg-indigo-50' : 'border-slate-300 bg-white'}`}
      >
        <Upload aria-hidden size={18} className="text-slate-500" />
        <p className="text-slate-600">Drop audio files here (wav, mp3, flac, ogg; several at once), or</p>
        <Button variant="secondary" onClick={() => inputRef.current?.click()}>
          Choose files
        </Button>
        <input
          ref={inputRef}
          type="file"
          multiple
          accept={ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-label="Audio files to upload"
          data-testid="upload-input"
          onChange={(event) => {
            add(event.target.files);
            event.target.value = '';
          }}
        />
      </div>
      {activeElsewhere > 0 && (
        <p className="text-sm text-slate-600">
          {activeElsewhere} upload{activeElsewhere === 1 ? '' : 's'} still running in other folders.
        </p>
      )}
      {items.length > 0 && (
        <div className="rounded-xl border border-slate-200 bg-white">
          <ul aria-label="Uploads" className="divide-y divide-slate-100">
            {items.map((item) => (
              <UploadRow
                key={item.id}
                item={item}
                now={now}
                href={item.recordingId ? recordingHref(item.recordingId) : undefined}
                onCancel={() => cancel(item.id)}
                onRetry={() => retry(item.id)}
              />
            ))}
          </ul>
          <div className="flex justify-end p-2">
            <Button variant="ghost" onClick={clearFinished} disabled={!items.some((item) => !isActiveUpload(item))}>
              Clear finished
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}

function statusText(item: UploadItem, now: number): string {
  switch (item.status) {
    case 'queued':
      return 'Waiting';
    case 'uploading':
      return item.progress >= 1 ? 'Processing' : `Uploading ${Math.round(item.progress * 100)}%`;
    case 'waiting':
      return `Retrying in ${Math.max(0, Math.ceil(((item.retryAt ?? now) - now) / 1000))} s`;
    case 'done':
      return 'Uploaded';
    case 'failed':
      return 'Failed';
    case 'cancelled':
      return 'Cancelled';
  }
}

type RowProps = { item: UploadItem; now: number; href: string | undefined; onCancel: () => void; onRetry: () => void };

function UploadRow({ item, now, href, onCancel, onRetry }: RowProps) {
  const percent = item.status === 'done' ? 100 : Math.round(item.progress * 100);
  return (
    <li className="flex items-center gap-3 px-3 py-2 text-sm" data-testid="upload-item" data-status={item.status}>
      <div className="min-w-0 flex-1">
        <div className="flex justify-between gap-2">
          {href ? (
            <Link to={href} className="truncate font-medium hover:underline">
              {item.fileName}
            </Link>
          ) : (
            <span className="truncate font-medium">{item.fileName}</span>
          )}
          <span className="shrink-0 text-slate-500" data-testid="upload-status">
            {formatBytes(item.size)} · {statusText(item, now)}
          </span>
        </div>
        <progress
          className="mt-1 h-1.5 w-full overflow-hidden rounded [&::-webkit-progress-bar]:bg-slate-100 [&::-webkit-progress-value]:bg-indigo-600"
          max={100}
          value={percent}
          aria-label={`Upload progress of ${item.fileName}`}
          data-testid="upload-progress"
        />
        {item.status === 'waiting' && item.retryReason && <p className="mt-1 text-amber-800">{item.retryReason}</p>}
        {item.error && (
          <p role="alert" className="mt-1 text-red-700">
            {item.error}
          </p>
        )}
      </div>
      {isActiveUpload(item) && (
        <Button variant="ghost" aria-label={`Cancel upload of ${item.fileName}`} onClick={onCancel}>
          <X aria-hidden size={16} />
        </Button>
      )}
      {item.status === 'failed' && (
        <Button variant="ghost" aria-label={`Retry upload of ${item.fileName}`} onClick={onRetry}>
          <RotateCcw aria-hidden size={16} />
        </Button>
      )}
    </li>
  );
}
