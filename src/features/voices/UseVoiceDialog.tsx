import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { Project } from '@contract/gateway/projects';
import type { Voice } from '@contract/gateway/voices';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { SelectField } from '@/components/ui/SelectField';
import { FolderChoiceFields } from '@/widgets/destination/FolderChoiceFields';
import { useFolderChoice } from '@/widgets/destination/use-folder-choice';
import { originalsPageQueryOptions } from '@/data/recordings/originals-page-query';

/** Where the order form of an original lives, with this voice already picked. */
export type OrderHref = (project: Project, folderId: string, originalId: string, voiceId: string) => string;

type Props = { voice: Voice; open: boolean; onOpenChange: (open: boolean) => void; orderHref: OrderHref };

/**
 * "Use this voice": choose a project, then a folder, then one of its finished originals, and go to that original's
 * order form with the voice picked. Only originals the voice can convert are offered: speech needs an accent,
 * text needs a narration style.
 */
export function UseVoiceDialog({ voice, open, onOpenChange, orderHref }: Props) {
  const navigate = useNavigate();
  const [originalId, setOriginalId] = useState('');
  const choice = useFolderChoice({
    order: { sort: 'last_recording_at', direction: 'desc' },
    enabled: open,
    onChange: () => setOriginalId(''),
  });
  const { project, folderId } = choice;
  const originals = useQuery({ ...originalsPageQueryOptions(folderId, 'desc', 0), enabled: open && folderId !== '' });
  const usable = (originals.data?.list ?? []).filter(
    (original) =>
      original.state === 'done' && (original.tts ? voice.narration_styles.length > 0 : voice.accents.length > 0),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!project || !folderId || !originalId) return;
    onOpenChange(false);
    void navigate(orderHref(project, folderId, originalId, voice.id));
  }

  const failure = originals.error;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Use ${voice.name}`}
      description="Choose the original to convert; its order form opens with this voice picked."
    >
      <form onSubmit={submit} className="space-y-3">
        {failure && (
          <p role="alert" className="rounded-md bg-danger-soft px-3 py-2 text-body text-danger">
            Could not load the choices: {failure.message}
          </p>
        )}
        <FolderChoiceFields choice={choice} />
        <SelectField
          label="Original"
          value={originalId}
          disabled={!folderId}
          onChange={setOriginalId}
          options={[
            [
              '',
              folderId && originals.isPending
                ? 'Loading…'
                : folderId && usable.length === 0
                  ? 'No finished original this voice can convert'
                  : 'Choose an original',
            ],
            ...usable.map(
              (original) =>
                [
                  original.id,
                  `${original.label || original.file_name || original.id}${original.tts ? ' (text)' : ''}`,
                ] as const,
            ),
          ]}
        />
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={!originalId}>
            Open the order form
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
