import { LoaderCircle, Pause, Play } from 'lucide-react';
import { sampleItem, sampleItemId } from './play-items';
import { usePlayback } from './playback-store';

type Props = {
  /** What the sample belongs to (a voice's, an accent's or a style's id): the same id is the same sample. */
  sampleId: string;
  /** What is heard, for the button's name: "Play a sample of Anna (British English)". */
  label: string;
  /**
   * Finds the sample's storage path when the button is first pressed (samples are made on request by the
   * service, so a page of voices asks for none until one is played). `null` means the voice has no sample.
   */
  loadPath: () => Promise<string | null>;
  className?: string;
};

/** A play/pause button for a short sample, on the playback core: it plays in the player bar like everything else. */
export function SamplePlayButton({ sampleId, label, loadPath, className = '' }: Props) {
  const id = sampleItemId(sampleId);
  const status = usePlayback((state) => (state.item?.id === id ? state.status : 'idle'));
  const problem = usePlayback((state) => (state.item?.id === id ? state.error : null));
  const playing = status === 'playing';
  const name = playing ? `Pause the sample of ${label}` : `Play a sample of ${label}`;
  return (
    <button
      type="button"
      aria-label={name}
      title={problem ?? name}
      aria-busy={status === 'loading' || undefined}
      onClick={() => usePlayback.getState().toggle(sampleItem(sampleId, label, loadPath))}
      className={`inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full border border-line-strong bg-raised text-ink hover:bg-fill ${problem ? 'border-danger' : ''} ${className}`}
    >
      {status === 'loading' ? (
        <LoaderCircle aria-hidden size={15} className="animate-spin" />
      ) : playing ? (
        <Pause aria-hidden size={15} />
      ) : (
        <Play aria-hidden size={15} />
      )}
    </button>
  );
}
