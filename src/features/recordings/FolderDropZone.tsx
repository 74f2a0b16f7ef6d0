import { Upload } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';

type Props = { folderName: string; onFiles: (files: FileList) => void; children: ReactNode };

const carriesFiles = (event: DragEvent) => event.dataTransfer?.types.includes('Files') ?? false;

/**
 * While a folder is open, files dropped anywhere in the window (its header and the sidebar too, not only the
 * list) upload to it: the listeners are on the window, and they always take the drop, so a file let go outside
 * the list never makes the browser leave the studio to open it. Dragging files shows where they will go. Text
 * or links dragged within the page are left alone.
 */
export function FolderDropZone({ folderName, onFiles, children }: Props) {
  const [dragging, setDragging] = useState(false);
  const deliver = useRef(onFiles);
  useEffect(() => {
    deliver.current = onFiles;
  }, [onFiles]);

  useEffect(() => {
    // dragenter/dragleave fire for every element the pointer crosses; a depth count keeps the highlight steady.
    let depth = 0;
    const onDragEnter = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      depth += 1;
      setDragging(true);
    };
    const onDragLeave = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      depth = Math.max(0, depth - 1);
      if (depth === 0) setDragging(false);
    };
    const onDragOver = (event: DragEvent) => {
      if (carriesFiles(event)) event.preventDefault();
    };
    const onDrop = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      depth = 0;
      setDragging(false);
      if (event.dataTransfer?.files.length) deliver.current(event.dataTransfer.files);
    };
    window.addEventListener('dragenter', onDragEnter);
    window.addEventListener('dragleave', onDragLeave);
    window.addEventListener('dragover', onDragOver);
    window.addEventListener('drop', onDrop);
    return () => {
      window.removeEventListener('dragenter', onDragEnter);
      window.removeEventListener('dragleave', onDragLeave);
      window.removeEventListener('dragover', onDragOver);
      window.removeEventListener('drop', onDrop);
    };
  }, []);

  return (
    <div className="relative" data-testid="drop-zone">
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
