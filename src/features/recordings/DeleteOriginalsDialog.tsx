import type { Recording } from '@contract/gateway/recordings';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { useConversionCounts } from '@/data/recordings/conversion-count-query';
import { useFoldersCounts } from '@/data/recordings/folder-counts-query';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  folderId: string;
  originals: readonly Recording[];
  /** Whether the whole folder is selected: then the folder's own counts say how many conversions go. */
  wholeFolder: boolean;
  onConfirm: () => void;
};

const plural = (count: number, word: string) => `${count.toLocaleString('en')} ${word}${count === 1 ? '' : 's'}`;

/**
 * One confirmation for deleting a selection: how many originals, and how many conversions go with them (counted
 * before asking: the folder's figures for the whole folder, else each original's count).
 */
export function DeleteOriginalsDialog({ open, onOpenChange, folderId, originals, wholeFolder, onConfirm }: Props) {
  const perOriginal = useConversionCounts(wholeFolder ? [] : originals.map((original) => original.id), open);
  const folder = useFoldersCounts(wholeFolder && open ? [folderId] : []);
  const conversions = wholeFolder ? (folder ? folder.recordings - folder.originals : null) : perOriginal.total;
  const what =
    conversions !== null
      ? `${plural(originals.length, 'original')} and ${conversions === 0 ? 'no conversions' : `their ${plural(conversions, 'conversion')}`}`
      : `${plural(originals.length, 'original')} and all their conversions${perOriginal.failed ? '' : ' (counting…)'}`;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Delete ${plural(originals.length, 'original')}?`}
      description={`${what} will be deleted. This cannot be undone.`}
      confirmLabel={`Delete ${plural(originals.length, 'original')}`}
      pending={false}
      error={null}
      confirmDisabled={conversions === null && !perOriginal.failed}
      onConfirm={onConfirm}
    />
  );
}
