import { CircleAlert, CircleCheck, RotateCcw, X } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/Button';
import { formatBytes } from '@/lib/format/human-readable';
import { useNow } from '@/lib/browser/use-now';
import { isActiveUpload, useUploadQueue, type UploadItem } from './upload-queue-store';

type Props = { folderId: string; recordingHref: (id: string) => string };

/**
 * The uploads into this folder, each with its progress, cancel, and on failure a red bar, an icon and the reason
 * (and retry when sending again can help). Uploaded files leave the list by themselves a few seconds after the
 * batch ends; failed and cancelled ones stay until dismissed. Uploads running in other folders are counted, not listed.
 */
export function UploadList({ folderId, recordingHref }: Props) {
  const allItems = useUploadQueue((state) => state.items);
  const items = useMemo(() => allItems.filter((item) => item.folderId === folderId), [allItems, folderId]);
  const activeElsewhere = allItems.filter((item) => item.folderId !== folderId && isActiveUpload(item)).length;
  const { cancel, retry, dismiss } = useUploadQueue.getState();
  const now = useNow(items.some((item) => item.status === 'waiting'));
  if (items.length === 0 && activeElsewhere === 0) return null;
  return (
    <section aria-label="Uploads" className="space-y-2">
      {activeElsewhere > 0 && (
        <p className="text-body text-ink-muted">
          {activeElsewhere} upload{activeElsewhere === 1 ? '' : 's'} still running in other folders.
        </p>
      )}
      {items.length > 0 && (
        <div className="rounded-xl border border-line bg-raised">
          <ul aria-label="Uploads to this folder" className="max-h-56 divide-y divide-line overflow-auto">
            {items.map((item) => (
              <UploadRow
                key={item.id}
                item={item}
                now={now}
                href={item.recordingId ? recordingHref(item.recordingId) : undefined}
                onCancel={() => cancel(item.id)}
                onRetry={() => retry(item.id)}
                onDismiss={() => dismiss(item.id)}
              />
            ))}
          </ul>
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

/** The bar's colour says the outcome: indigo while it runs, green when done, red when failed, grey if cancelled. */
const BAR: Record<UploadItem['status'], string> = {
  queued: 'bg-accent',
  uploading: 'bg-accent',
  waiting: 'bg-amber-500',
  done: 'bg-emerald-600',
  failed: 'bg-red-600',
  cancelled: 'bg-ink-faint',
};

type RowProps = {
  item: UploadItem;
  now: number;
  href: string | undefined;
  onCancel: () => void;
  onRetry: () => void;
  onDismiss: () => void;
};

function UploadRow({ item, now, href, onCancel, onRetry, onDismiss }: RowProps) {
  // A failed file's bar is full and red, so it never reads as a finished one.
  const percent = item.status === 'done' || item.status === 'failed' ? 100 : Math.round(item.progress * 100);
  const failed = item.status === 'failed';
  return (
    <li
      className={`flex items-center gap-3 px-3 py-2 text-body ${failed ? 'bg-danger-soft' : ''}`}
      data-testid="upload-item"
      data-status={item.status}
    >
      {failed ? (
        <CircleAlert role="img" aria-label="Failed" size={18} className="shrink-0 text-red-600" />
      ) : item.status === 'done' ? (
        <CircleCheck role="img" aria-label="Uploaded" size={18} className="shrink-0 text-emerald-600" />
      ) : null}
      <div className="min-w-0 flex-1">
        <div className="flex justify-between gap-2">
          {href ? (
            <Link to={href} className="truncate font-medium hover:underline" title={item.fileName}>
              {item.fileName}
            </Link>
          ) : (
            <span className="truncate font-medium" title={item.fileName}>
              {item.fileName}
            </span>
          )}
          <span
            className={`shrink-0 ${failed ? 'font-medium text-danger' : 'text-ink-faint'}`}
            data-testid="upload-status"
          >
            {formatBytes(item.size)} · {statusText(item, now)}
          </span>
        </div>
        <div
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-label={`Upload progress of ${item.fileName}`}
          className="mt-1 h-1.5 w-full overflow-hidden rounded bg-fill"
          data-testid="upload-progress"
        >
          <div
            className={`h-full ${BAR[item.status]}`}
            style={{ width: `${percent}%` }}
            data-testid="upload-progress-fill"
          />
        </div>
        {item.status === 'waiting' && item.retryReason && <p className="mt-1 text-amber-800">{item.retryReason}</p>}
        {item.error && (
          <p role="alert" className="mt-1 text-danger">
            {item.error}
          </p>
        )}
      </div>
      {isActiveUpload(item) && (
        <Button variant="ghost" aria-label={`Cancel upload of ${item.fileName}`} onClick={onCancel}>
          <X aria-hidden size={16} />
        </Button>
      )}
      {failed && item.retryable !== false && (
        <Button variant="ghost" aria-label={`Retry upload of ${item.fileName}`} onClick={onRetry}>
          <RotateCcw aria-hidden size={16} />
        </Button>
      )}
      {(failed || item.status === 'cancelled') && (
        <Button variant="ghost" aria-label={`Dismiss ${item.fileName}`} onClick={onDismiss}>
          <X aria-hidden size={16} />
        </Button>
      )}
    </li>
  );
}
