import { Mic, Type, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { loadedWhenOpened, type ModalProps } from '@/components/ui/LoadedWhenOpened';
import { TtsOriginalForm } from './TtsOriginalForm';
import { UploadFilesButton } from './UploadFilesButton';

const PANEL_KEY = 'voice-studio.add-audio-panel';
type Panel = 'record' | 'text';
const TITLES: Record<Panel, string> = { record: 'Record from a microphone', text: 'Create from text' };

function storedPanel(): Panel | null {
  try {
    const stored = localStorage.getItem(PANEL_KEY);
    return stored === 'record' || stored === 'text' ? stored : null;
  } catch {
    return null;
  }
}

type Props = { folderId: string; onFiles: (files: File[]) => void };

/**
 * The recorder's code (microphone handling, level meter, take player) loads when its panel first opens, not with
 * the folder. The text form is small and stays with the page, so it opens even while the server is unreachable.
 */
const LoadedRecorderPanel = loadedWhenOpened<{ folderId: string; onSaved: (label: string) => void } & ModalProps>(
  async () => (await import('./RecorderPanel')).RecorderPanel,
);

/**
 * One compact way to add audio to a folder, so the folder's recordings come first: "Upload files" opens the file
 * picker at once (files can also be dropped anywhere on the page); "Record" and "From text" open their panel
 * under the bar, one at a time, and the open one is remembered. A panel closes when it is done (a take saved, an
 * original made from text) and the bar says what was added. A panel once opened stays mounted while hidden, so a
 * take recorded but not saved survives folding it away.
 */
export function AddAudio({ folderId, onFiles }: Props) {
  const [panel, setPanel] = useState<Panel | null>(storedPanel);
  const [opened, setOpened] = useState<ReadonlySet<Panel>>(() => new Set(panel ? [panel] : []));
  const panelId = useId();
  const [added, setAdded] = useState<string | null>(null);
  const show = (next: Panel | null) => {
    setPanel(next);
    setAdded(null);
    if (next) setOpened((current) => new Set([...current, next]));
    try {
      if (next) localStorage.setItem(PANEL_KEY, next);
      else localStorage.removeItem(PANEL_KEY);
    } catch {
      // not remembered; still opens
    }
  };
  const toggle = (which: Panel) => show(panel === which ? null : which);
  const done = (message: string) => {
    show(null);
    setAdded(message);
  };
  /** The recorder's code could not be fetched: its panel closes (a toast says why) and loads afresh next time. */
  const unloadRecorder = () => {
    show(null);
    setOpened((current) => new Set([...current].filter((which) => which !== 'record')));
  };

  return (
    <div className="space-y-3">
      <div role="group" aria-label="Add audio" className="flex flex-wrap items-center gap-2">
        <UploadFilesButton inputLabel="Audio files to upload" inputTestId="upload-input" onFiles={onFiles}>
          Upload files
        </UploadFilesButton>
        <Button
          variant="secondary"
          aria-expanded={panel === 'record'}
          aria-controls={`${panelId}-record`}
          onClick={() => toggle('record')}
        >
          <Mic aria-hidden size={16} /> Record a take
        </Button>
        <Button
          variant="secondary"
          aria-expanded={panel === 'text'}
          aria-controls={`${panelId}-text`}
          onClick={() => toggle('text')}
        >
          <Type aria-hidden size={16} /> From text
        </Button>
        <span className="hidden text-caption text-ink-faint md:inline">or drop audio files anywhere on this page</span>
        <p role="status" className="text-body text-emerald-800">
          {added}
        </p>
      </div>
      {(['record', 'text'] as const).map((which) =>
        opened.has(which) ? (
          <section
            key={which}
            id={`${panelId}-${which}`}
            aria-label={TITLES[which]}
            hidden={panel !== which}
            className="rounded-xl border border-line bg-raised p-4"
          >
            <div className="mb-2 flex items-center justify-between">
              <h3 className="text-body font-semibold">{TITLES[which]}</h3>
              <Button variant="ghost" aria-label={`Close ${TITLES[which].toLowerCase()}`} onClick={() => show(null)}>
                <X aria-hidden size={16} />
              </Button>
            </div>
            {which === 'record' ? (
              <LoadedRecorderPanel
                open
                onOpenChange={(open) => open || unloadRecorder()}
                title={TITLES.record}
                folderId={folderId}
                onSaved={(label) => done(`Saved “${label}” to this folder.`)}
              />
            ) : (
              <TtsOriginalForm
                folderId={folderId}
                onCreated={(label) =>
                  done(`Created “${label}”; its audio is being made and plays once the row says done.`)
                }
              />
            )}
          </section>
        ) : null,
      )}
    </div>
  );
}
