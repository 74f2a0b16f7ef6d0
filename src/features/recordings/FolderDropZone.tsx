import { Upload } from 'lucide-react';
import { useRef, useState, type DragEvent, type ReactNode } from 'react';

type Props = { folderName: string; onFiles: (files: FileList) => void; children: ReactNode };

const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/**
 * The whole folder page takes dropped files: dragging files over it shows where they will go, dropping them
 * uploads them. Text or links dragged within the page are left alone.
 */
export function FolderDropZone({ folderName, onFiles, children }: Props) {
  const depth = useRef(0);
  const [dragging, setDragging] = useState(false);
  // dragenter/dragleave fire for every child the pointer crosses; a depth count keeps the highlight steady.
  const onDragEnter = (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    depth.current += 1;
    setDragging(true);
  };
  const onDragLeave = (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setDragging(false);
  };
  const onDragOver = (event: DragEvent) => {
    if (carriesFiles(event)) event.preventDefault();
  };
  const onDrop = (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    depth.current = 0;
    setDragging(false);
    onFiles(event.dataTransfer.files);
  };
  return (
    <div
      onDragEnter={onDragEnter}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
      className="relative"
      data-testid="drop-zone"
    >
      {children}
      {dragging && (
        <div
          role="status"
          className="pointer-events-none absolute inset-0 z-10 flex items-start justify-center rounded-xl border-2 border-dashed border-accent bg-accent-soft/80 pt-24 text-body font-medium text-accent-ink"
        >
          <span className="flex items-center gap-2">
            <Upload aria-hidden size={18} /> Drop to upload to {folderName}
          </span>
        </div>
      )}
    </div>
  );
}
