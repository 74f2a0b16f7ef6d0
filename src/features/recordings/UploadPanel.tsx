import { useQueryClient } from '@tanstack/react-query';
import { Upload, X } from 'lucide-react';
import { useMemo, useRef, useState, type DragEvent } from 'react';
import { Button } from '../../components/ui/Button';
import { formatBytes } from '../../lib/format';
import { recordingKeys, uploadOriginal } from './recordings-api';
import { useUploadQueue, type UploadItem } from './upload-queue-store';

const ACCEPT = '.wav,.mp3,.flac,.ogg,.oga,.opus,.webm,audio/*';

/** Drop zone and file picker; every file gets its own progress bar, cancel and error. */
export function UploadPanel({ folderId }: { folderId: string }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const allItems = useUploadQueue((state) => state.items);
  const items = useMemo(() => allItems.filter((item) => item.folderId === folderId), [allItems, folderId]);
  const { enqueue, cancel, clearFinished } = useUploadQueue.getState();
  const queryClient = useQueryClient();

  const add = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    enqueue([...files], folderId, uploadOriginal, () => void queryClient.invalidateQueries({ queryKey: recordingKeys.originals(folderId) }));
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    add(event.dataTransfer.files);
  };

  return (
    <section aria-label="Upload recordings" className="space-y-3">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex flex-col items-center gap-2 rounded-xl border-2 border-dashed p-6 text-center text-sm ${dragging ? 'border-indigo-500 bg-indigo-50' : 'border-slate-300 bg-white'}`}
      >
        <Upload aria-hidden className="text-slate-500" />
        <p className="text-slate-600">Drop audio files here (wav, mp3, flac, ogg, webm), or</p>
        <Button variant="secondary" onClick={() => inputRef.current?.click()}>
          Choose files
        </Button>
        <input
          ref={inputRef}
          type="file"
          multiple
          accept={ACCEPT}
          className="sr-only"
          aria-label="Audio files to upload"
          data-testid="upload-input"
          onChange={(event) => {
            add(event.target.files);
            event.target.value = '';
          }}
        />
      </div>
      {items.length > 0 && (
        <div className="rounded-xl border border-slate-200 bg-white">
          <ul aria-label="Uploads" className="divide-y divide-slate-100">
            {items.map((item) => (
              <UploadRow key={item.id} item={item} onCancel={() => cancel(item.id)} />
            ))}
          </ul>
          <div className="flex justify-end p-2">
            <Button variant="ghost" onClick={clearFinished}>
              Clear finished
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}

const STATUS_TEXT: Record<UploadItem['status'], string> = {
  queued: 'Waiting',
  uploading: 'Uploading',
  done: 'Uploaded',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

function UploadRow({ item, onCancel }: { item: UploadItem; onCancel: () => void }) {
  const percent = Math.round(item.progress * 100);
  const active = item.status === 'queued' || item.status === 'uploading';
  return (
    <li className="flex items-center gap-3 px-3 py-2 text-sm" data-testid="upload-item" data-status={item.status}>
      <div className="min-w-0 flex-1">
        <div className="flex justify-between gap-2">
          <span className="truncate font-medium">{item.fileName}</span>
          <span className="shrink-0 text-slate-500">
            {formatBytes(item.size)} · {STATUS_TEXT[item.status]}
            {item.status === 'uploading' ? ` ${percent}%` : ''}
          </span>
        </div>
        <progress
          className="mt-1 h-1.5 w-full overflow-hidden rounded [&::-webkit-progress-bar]:bg-slate-100 [&::-webkit-progress-value]:bg-indigo-600"
          max={100}
          value={item.status === 'done' ? 100 : percent}
          aria-label={`Upload progress of ${item.fileName}`}
        />
        {item.error && (
          <p role="alert" className="mt-1 text-red-700">
            {item.error}
          </p>
        )}
      </div>
      {active && (
        <Button variant="ghost" aria-label={`Cancel upload of ${item.fileName}`} onClick={onCancel}>
          <X aria-hidden size={16} />
        </Button>
      )}
    </li>
  );
}
