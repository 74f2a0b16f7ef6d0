import { Upload } from 'lucide-react';
import type { ReactNode } from 'react';
import { FileButton } from '@/components/ui/FileButton';

/** What the studio can upload: the formats the service converts, and any audio the browser labels as such. */
const ACCEPT = '.wav,.mp3,.flac,.ogg,.oga,.opus,.webm,audio/*';

type Props = { onFiles: (files: File[]) => void; inputLabel: string; inputTestId?: string; children: ReactNode };

/** The folder's upload button (the Add bar's and an empty folder's next action): opens the file picker at once, several files at a time. */
export function UploadFilesButton({ onFiles, inputLabel, inputTestId, children }: Props) {
  return (
    <FileButton inputLabel={inputLabel} inputTestId={inputTestId} multiple accept={ACCEPT} onFiles={onFiles}>
      <Upload aria-hidden size={16} /> {children}
    </FileButton>
  );
}
