import { Scissors, Wand2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { encodeWav } from '@audio-formats/wav-file';
import { billedSeconds, conversionPrice } from '@contract/gateway/pricing';
import { safeFileName } from '@contract/naming/safe-file-name';
import { decodeItem } from '@/widgets/audio/decode-item';
import type { PlayItem } from '@/widgets/audio/playback-store';
import { Button } from '@/components/ui/Button';
import { SelectField } from '@/components/ui/SelectField';
import { useUploadRecordingMutation } from '@/data/recordings/upload-recording-mutation';
import { cutSeconds, DEFAULT_SILENCE, silenceCuts, withoutRanges, type TimeRange } from '@/lib/audio/audio-ranges';
import { formatCredits, formatDuration } from '@/lib/format/human-readable';

type Props = {
  item: PlayItem;
  title: string;
  length: number;
  folderId: string;
  /** Where a new original's page is: `${folderHref}/recordings/<id>`. */
  folderHref: string;
  selection: TimeRange | null;
  /** The cuts proposed, drawn on the waveform until they are accepted or dropped (empty: none). */
  onPreview: (cuts: TimeRange[]) => void;
};

type Plan = { cuts: TimeRange[]; what: string };

const PAUSES = [0.3, 0.6, 1, 2] as const;

/** What trimming `saved` seconds off an original of `length` takes off each voice's price, in billed seconds and credits. */
const savings = (length: number, saved: number) => ({
  seconds: billedSeconds(length) - billedSeconds(length - saved),
  credits: conversionPrice(length) - conversionPrice(length - saved),
});

/** Everything but the selection. */
const outside = ({ start, end }: TimeRange, length: number): TimeRange[] =>
  [
    { start: 0, end: start },
    { start: end, end: length },
  ].filter((cut) => cut.end - cut.start > 0.001);

/**
 * Trim before you pay: conversions are charged by the second of the original, so a shorter original costs less
 * in every voice. The cuts (the outside of the selection, or silence found in the audio decoded here) are shown
 * on the waveform with the seconds and credits they save; accepted, the rest is encoded as WAV in the page and
 * uploaded as a new original beside this one, which is kept.
 */
export function TrimPanel({ item, title, length, folderId, folderHref, selection, onPreview }: Props) {
  const [plan, setPlan] = useState<Plan | null>(null);
  const [longestPause, setLongestPause] = useState(DEFAULT_SILENCE.longestPause);
  const [finding, setFinding] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const upload = useUploadRecordingMutation({ handlesError: true });

  const propose = (next: Plan | null) => {
    setPlan(next);
    onPreview(next?.cuts ?? []);
    upload.reset();
  };

  async function findSilence(pause = longestPause) {
    setFinding(true);
    setFailure(null);
    try {
      const { samples, sampleRate } = await decodeItem(item);
      const cuts = silenceCuts(samples, sampleRate, { ...DEFAULT_SILENCE, longestPause: pause });
      propose({
        cuts,
        what: cuts.length
          ? `Silence: ${cuts.length} cut${cuts.length === 1 ? '' : 's'}`
          : 'No silence long enough to cut',
      });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'The audio could not be decoded');
    } finally {
      setFinding(false);
    }
  }

  async function accept(cuts: TimeRange[]) {
    const { samples, sampleRate } = await decodeItem(item);
    const wav = encodeWav(withoutRanges(samples, sampleRate, cuts), sampleRate);
    const label = `${title.slice(0, 32).trim()} trimmed`;
    upload.mutate(
      {
        file: new Blob([wav], { type: 'audio/wav' }),
        folderId,
        label,
        fileName: `${safeFileName(label, 'trimmed')}.wav`,
      },
      { onSuccess: () => onPreview([]) },
    );
  }

  const saved = plan ? cutSeconds(plan.cuts) : 0;
  const created = upload.data;

  return (
    <section
      aria-labelledby="trim-title"
      className="space-y-3 rounded-xl border border-line bg-raised p-4"
      data-testid="trim-panel"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="trim-title" className="text-subheading font-semibold">
          Trim before you pay
        </h3>
        <p className="text-caption text-ink-muted">
          Conversions are charged by the second: trimming makes a new, shorter original and keeps this one.
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <Button
          variant="secondary"
          disabled={!selection}
          onClick={() => selection && propose({ cuts: outside(selection, length), what: 'Keep only the selection' })}
        >
          <Scissors aria-hidden size={15} /> Keep only the selection
        </Button>
        <Button variant="secondary" disabled={finding} onClick={() => void findSilence()}>
          <Wand2 aria-hidden size={15} /> {finding ? 'Finding silence…' : 'Trim silence'}
        </Button>
        <SelectField
          label="Shorten pauses longer than"
          compact
          className="w-52"
          value={String(longestPause)}
          onChange={(value) => {
            setLongestPause(Number(value));
            if (plan?.what.startsWith('Silence') || plan?.what.startsWith('No silence'))
              void findSilence(Number(value));
          }}
          options={PAUSES.map((seconds) => [String(seconds), `${seconds} s`] as const)}
        />
      </div>
      {failure && <p className="text-body text-danger">{failure}</p>}
      {plan && (
        <div className="space-y-2 rounded-lg border border-accent/30 bg-accent-soft/40 p-3" data-testid="trim-plan">
          <p role="status" className="text-body" data-testid="trim-savings">
            {plan.what}
            {saved > 0 &&
              ` (shown in red on the waveform): the new original is ${formatDuration(length - saved)} instead of ${formatDuration(length)}, ${savings(length, saved).seconds.toFixed(2)} s shorter, saving ${formatCredits(savings(length, saved).credits)} for each voice ordered.`}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button disabled={saved <= 0 || upload.isPending || !!created} onClick={() => void accept(plan.cuts)}>
              {upload.isPending ? 'Making the trimmed original…' : 'Make the trimmed original'}
            </Button>
            <Button variant="ghost" onClick={() => propose(null)}>
              {created ? 'Done' : 'Cancel'}
            </Button>
          </div>
          {upload.error && (
            <p className="text-body text-danger">The trimmed original was not saved: {upload.error.message}</p>
          )}
          {created && (
            <p className="text-body" data-testid="trim-done">
              Made “{created.label ?? label(created)}”.{' '}
              <Link to={`${folderHref}/recordings/${created.id}`} className="font-medium text-accent-ink underline">
                Open it to order its conversions
              </Link>
            </p>
          )}
        </div>
      )}
    </section>
  );
}

const label = (recording: { file_name?: string | null }) => recording.file_name ?? 'the trimmed original';
