import { Play } from 'lucide-react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import {
  CALIBRATION_ENOUGH_SECONDS,
  CALIBRATION_MIN_SECONDS,
  CALIBRATION_NAME_EXAMPLE,
  CALIBRATION_NAME_RULE,
  CalibrationName,
  sampleTooShort,
} from '@contract/gateway/calibrations';
import { blobItem } from '@/widgets/audio/play-items';
import { usePlayback } from '@/widgets/audio/playback-store';
import { Recorder } from '@/widgets/recorder/Recorder';
import { takeExtension, type Take } from '@/widgets/recorder/use-microphone';
import { Button } from '@/components/ui/Button';
import { FileField } from '@/components/ui/FileField';
import { RadioGroup } from '@/components/ui/RadioGroup';
import { TextField } from '@/components/ui/TextField';
import { useCreateCalibrationMutation } from '@/data/calibrations/create-calibration-mutation';
import { audioFileDuration } from '@/lib/audio/audio-file-duration';
import { calibrationFormErrors } from './calibration-form-errors';

type Source = 'file' | 'microphone';

/**
 * A new calibration: a unique name and a sample of the user's own voice, uploaded or recorded here. The server's
 * validation messages go under the field they concern; a failure keeps the name and the take.
 */
export function CreateCalibrationForm({ id: anchor }: { id?: string }) {
  const id = useId();
  const [name, setName] = useState('');
  const [source, setSource] = useState<Source>('microphone');
  const [file, setFile] = useState<File | null>(null);
  const [nameProblem, setNameProblem] = useState<string | undefined>();
  const [fileProblem, setFileProblem] = useState<string | undefined>();
  const [takeProblem, setTakeProblem] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const create = useCreateCalibrationMutation({ handlesError: true });
  const server = create.isPending ? {} : calibrationFormErrors(create.error);
  // The chosen file can be heard in the player bar before it is sent: is it the right voice, the right take?
  const sample = useMemo(
    () => (file ? blobItem(`calibration-file:${file.name}:${file.size}`, file.name, file, 0) : null),
    [file],
  );

  /** The name as the gateway accepts it, or why not (checked here first, the server's check still counts). */
  function checkedName(): string | null {
    const parsed = CalibrationName.safeParse(name.trim());
    setNameProblem(
      parsed.success ? undefined : name.trim() ? CALIBRATION_NAME_RULE : 'Enter a name for this calibration',
    );
    return parsed.success ? parsed.data : null;
  }

  function send(sample: File) {
    const checked = checkedName();
    if (!checked) return Promise.reject(new Error('name'));
    setCreated(null);
    return create.mutateAsync({ name: checked, sample }).then((calibration) => {
      setCreated(`“${calibration.name}” is being measured; this takes a moment.`);
      setName('');
      setFile(null);
    });
  }

  async function submitFile(event: FormEvent) {
    event.preventDefault();
    setFileProblem(file ? undefined : 'Choose an audio file with your voice');
    if (!file) return void checkedName();
    // The length is checked here, before a long upload is wasted; a file the browser cannot read is left to the server.
    const seconds = await audioFileDuration(file);
    if (seconds !== null && seconds < CALIBRATION_MIN_SECONDS) return void setFileProblem(sampleTooShort(seconds));
    void send(file).catch(() => undefined);
  }

  function fromTake(take: Take) {
    if (take.seconds < CALIBRATION_MIN_SECONDS) {
      setTakeProblem(`${sampleTooShort(take.seconds)}. Record again, a little longer.`);
      return Promise.reject(new Error('short'));
    }
    setTakeProblem(null);
    return send(new File([take.blob], `calibration.${takeExtension(take)}`, { type: take.blob.type }));
  }
  const sampleError = fileProblem ?? server.sample;

  return (
    <section
      id={anchor}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-4 space-y-stack focus:outline-none rounded-xl border border-line bg-raised p-4"
    >
      <h2 id={`${id}-title`} className="text-heading font-semibold">
        New calibration
      </h2>
      <p className="text-body text-ink-muted">
        Speak naturally for at least {CALIBRATION_MIN_SECONDS} seconds ({CALIBRATION_ENOUGH_SECONDS} is plenty), in the
        voice you will record in. Any text will do.
      </p>
      <TextField
        label="Name"
        value={name}
        onChange={(value) => {
          setName(value);
          setNameProblem(undefined);
        }}
        limit={40}
        error={nameProblem ?? server.name}
        hint={`Unique among your calibrations; letters, digits, spaces and hyphens, e.g. “${CALIBRATION_NAME_EXAMPLE}”`}
        className="max-w-sm"
      />
      <RadioGroup
        legend="Sample"
        inline
        value={source}
        onChange={setSource}
        options={[
          ['microphone', 'Record it now'],
          ['file', 'Upload a file'],
        ]}
      />
      {server.form && (
        <p role="alert" className="rounded-md bg-danger-soft px-3 py-2 text-body text-danger">
          The calibration was not created: {server.form}
        </p>
      )}
      {source === 'file' ? (
        <form onSubmit={(event) => void submitFile(event)} noValidate className="flex flex-wrap items-end gap-3">
          <FileField
            label="Audio file (wav, ogg, mp3 or flac)"
            accept="audio/*,.wav,.ogg,.mp3,.flac"
            onFiles={([chosen]) => {
              setFile(chosen ?? null);
              setFileProblem(undefined);
            }}
            error={sampleError}
          />
          {sample && (
            <Button variant="secondary" onClick={() => void usePlayback.getState().play(sample)}>
              <Play aria-hidden size={14} /> Listen to the sample
            </Button>
          )}
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Uploading…' : 'Create calibration'}
          </Button>
        </form>
      ) : (
        <Recorder
          label="Record a calibration sample"
          saveLabel="Create calibration"
          onSave={fromTake}
          error={takeProblem ?? server.sample}
          unsavedWarning="The sample you recorded has not been made into a calibration; it is lost if you leave."
          onRecord={() => {
            setTakeProblem(null);
            create.reset();
            setCreated(null);
          }}
        />
      )}
      <p role="status" className="text-body text-emerald-800">
        {created}
      </p>
    </section>
  );
}
