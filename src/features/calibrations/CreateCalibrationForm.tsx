import { useId, useState, type FormEvent } from 'react';
import { CalibrationName } from '../../../contract/gateway/calibrations';
import { Recorder } from '../../components/recorder/Recorder';
import { takeExtension, type Take } from '../../components/recorder/use-microphone';
import { Button } from '../../components/ui/Button';
import { FileField } from '../../components/ui/FileField';
import { RadioGroup } from '../../components/ui/RadioGroup';
import { TextField } from '../../components/ui/TextField';
import { useCreateCalibrationMutation } from '../../data/calibrations/create-calibration-mutation';
import { calibrationFormErrors } from './calibration-form-errors';

type Source = 'file' | 'microphone';

/**
 * A new calibration: a unique name and a sample of the user's own voice, uploaded or recorded here. The server's
 * validation messages go under the field they concern; a failure keeps the name and the take.
 */
export function CreateCalibrationForm() {
  const id = useId();
  const [name, setName] = useState('');
  const [source, setSource] = useState<Source>('microphone');
  const [file, setFile] = useState<File | null>(null);
  const [nameProblem, setNameProblem] = useState<string | undefined>();
  const [fileProblem, setFileProblem] = useState<string | undefined>();
  const [created, setCreated] = useState<string | null>(null);
  const create = useCreateCalibrationMutation({ handlesError: true });
  const server = create.isPending ? {} : calibrationFormErrors(create.error);

  /** The name as the gateway accepts it, or why not (checked here first, the server's check still counts). */
  function checkedName(): string | null {
    const parsed = CalibrationName.safeParse(name.trim());
    setNameProblem(parsed.success ? undefined : name.trim() ? 'Use 1 to 40 letters, digits, spaces and hyphens' : 'Enter a name for this calibration');
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

  function submitFile(event: FormEvent) {
    event.preventDefault();
    setFileProblem(file ? undefined : 'Choose an audio file with your voice');
    if (!file) return void checkedName();
    void send(file).catch(() => undefined);
  }

  const fromTake = (take: Take) => send(new File([take.blob], `calibration.${takeExtension(take)}`, { type: take.blob.type }));
  const sampleError = fileProblem ?? server.sample;

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        New calibration
      </h2>
      <p className="text-sm text-slate-700">Speak naturally for 10 to 30 seconds, in the voice you will record in. Any text will do.</p>
      <TextField
        label="Name"
        value={name}
        onChange={(value) => {
          setName(value);
          setNameProblem(undefined);
        }}
        limit={40}
        error={nameProblem ?? server.name}
        hint="Unique among your calibrations, e.g. “Studio mic, morning”"
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
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          The calibration was not created: {server.form}
        </p>
      )}
      {source === 'file' ? (
        <form onSubmit={submitFile} noValidate className="flex flex-wrap items-end gap-3">
          <FileField
            label="Audio file (wav, ogg, mp3 or flac)"
            accept="audio/*,.wav,.ogg,.mp3,.flac"
            onFiles={([chosen]) => {
              setFile(chosen ?? null);
              setFileProblem(undefined);
            }}
            error={sampleError}
          />
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Uploading…' : 'Create calibration'}
          </Button>
        </form>
      ) : (
        <Recorder
          label="Record a calibration sample"
          saveLabel="Create calibration"
          onSave={fromTake}
          error={server.sample}
          unsavedWarning="The sample you recorded has not been made into a calibration; it is lost if you leave."
          onRecord={() => {
            create.reset();
            setCreated(null);
          }}
        />
      )}
      <p role="status" className="text-sm text-emerald-800">
        {created}
      </p>
    </section>
  );
}
