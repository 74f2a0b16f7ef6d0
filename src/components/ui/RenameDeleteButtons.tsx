import { Pencil, Trash2 } from 'lucide-react';
import { Button } from './Button';

type Props = { what: string; onRename: () => void; onDelete: () => void; className?: string };

/** A row's rename and delete icon buttons (quiet: the red is in the confirmation that Delete opens), named after what they act on ("Rename folder Drafts") for screen readers. */
export function RenameDeleteButtons({ what, onRename, onDelete, className }: Props) {
  return (
    <>
      <Button variant="ghost" className={className} aria-label={`Rename ${what}`} onClick={onRename}>
        <Pencil aria-hidden size={15} />
      </Button>
      <Button
        variant="ghost"
        className={`hover:text-danger ${className ?? ''}`}
        aria-label={`Delete ${what}`}
        onClick={onDelete}
      >
        <Trash2 aria-hidden size={15} />
      </Button>
    </>
  );
}
