import { Square, Wand2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { TRANSCRIPT_MAX, type TtsVariant, type TtsVoice } from '../../../contract/tts/requests';
import { Button } from '../../components/ui/Button';
import { SelectField } from '../../components/ui/SelectField';
import { ENCODINGS, SAMPLE_RATES, settingsErrors, voiceDefaults, type PlaygroundSettings } from './playground-settings';
import { SamplingFields } from './SamplingFields';

type Props = {
  settings: PlaygroundSettings;
  onChange: (settings: PlaygroundSettings) => void;
  voices: TtsVoice[] | undefined;
  voicesError: string | null;
  working: boolean;
  onGenerate: () => void;
  onCancel: () => void;
};

const STREAM_ROUTES: ReadonlyArray<readonly [PlaygroundSettings['route'], string]> = [
  ['websocket', 'WebSocket (JSON lines if it cannot open)'],
  ['lines', 'JSON lines over HTTP'],
];
const VARIANTS: ReadonlyArray<readonly [TtsVariant, string]> = [
  ['en-rt', 'English (en-rt)'],
  ['ua-rt', 'Ukrainian (ua-rt)'],
];

const selectClass = 'mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-2 text-sm';
const labelClass = 'block text-sm font-medium text-slate-800';

export const describeVoice = (voice: TtsVoice) =>
  [voice.full_name ?? voice.id, voice.gender, voice.accent, voice.age].filter(Boolean).join(' · ');

/**
 * The playground's settings: variant and its voices (choosing a voice loads its defaults), the transcript with
 * its counter, sampling parameters, output rate, and for streaming the encoding and route. Bound errors show on
 * their fields at once; the transcript and voice are checked when the user generates.
 */
export function PlaygroundForm({ settings, onChange, voices, voicesError, working, onGenerate, onCancel }: Props) {
  const id = useId();
  const [attempted, setAttempted] = useState(false);
  const errors = settingsErrors(settings);
  const overLimit = settings.transcript.length > TRANSCRIPT_MAX;
  const shown = { ...errors, ...(attempted || overLimit ? {} : { transcript: undefined, voiceId: undefined }) };
  const voice = voices?.find((candidate) => candidate.id === settings.voiceId);
  const set = (change: Partial<PlaygroundSettings>) => onChange({ ...settings, ...change });

  function submit(event: FormEvent) {
    event.preventDefault();
    setAttempted(true);
    if (Object.keys(errors).length === 0) onGenerate();
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label="Text to speech settings">
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="Language model"
          value={settings.variant}
          onChange={(value) => set({ variant: value as TtsVariant, voiceId: '' })}
          options={VARIANTS}
        />
        <div>
          <label htmlFor={`${id}-voice`} className={labelClass}>
            Voice
          </label>
          <select
            id={`${id}-voice`}
            className={selectClass}
            value={settings.voiceId}
            aria-invalid={shown.voiceId ? true : undefined}
            onChange={(event) => {
              const next = voices?.find((candidate) => candidate.id === event.target.value);
              set({ voiceId: event.target.value, sampling: voiceDefaults(next) });
            }}
          >
            {!voices && <option value="">Loading voices…</option>}
            {voices?.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {describeVoice(candidate)}
              </option>
            ))}
          </select>
          {voicesError && (
            <p role="alert" className="mt-1 text-sm text-red-700">
              {voicesError}
            </p>
          )}
          {shown.voiceId && <p className="mt-1 text-sm text-red-700">{shown.voiceId}</p>}
        </div>
      </div>

      <div>
        <label htmlFor={`${id}-transcript`} className={labelClass}>
          Transcript
        </label>
        <textarea
          id={`${id}-transcript`}
          rows={5}
          value={settings.transcript}
          onChange={(event) => set({ transcript: event.target.value })}
          aria-invalid={shown.transcript ? true : undefined}
          aria-describedby={`${id}-count${shown.transcript ? ` ${id}-transcript-error` : ''}`}
          className={`mt-1 block w-full rounded-md border px-3 py-2 text-sm ${shown.transcript ? 'border-red-500' : 'border-slate-300'}`}
        />
        <div className="mt-1 flex flex-wrap justify-between gap-2 text-xs">
          <span id={`${id}-transcript-error`} className="text-red-700">
            {shown.transcript}
          </span>
          <span id={`${id}-count`} className={overLimit ? 'font-semibold text-red-700' : 'text-slate-600'}>
            {settings.transcript.length.toLocaleString('en')} / {TRANSCRIPT_MAX.toLocaleString('en')} characters
          </span>
        </div>
      </div>

      <SamplingFields
        values={settings.sampling}
        seed={settings.seed}
        errors={shown}
        onChange={(key, value) => set({ sampling: { ...settings.sampling, [key]: value } })}
        onSeedChange={(seed) => set({ seed })}
        onReset={() => set({ sampling: voiceDefaults(voice) })}
        canReset={!!voice}
      />

      <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-4 sm:grid-cols-2">
        <legend className="px-1 text-sm font-semibold">Output</legend>
        <div className="sm:col-span-2">
          <span className={labelClass} id={`${id}-mode`}>
            Generate
          </span>
          <div role="radiogroup" aria-labelledby={`${id}-mode`} className="mt-1 flex flex-wrap gap-4 text-sm">
            {(
              [
                ['stream', 'Streamed (plays as it arrives)'],
                ['bytes', 'Whole file (WAV)'],
              ] as const
            ).map(([value, text]) => (
              <label key={value} className="flex items-center gap-2">
                <input
                  type="radio"
                  name={`${id}-mode`}
                  value={value}
                  checked={settings.mode === value}
                  onChange={() => set({ mode: value })}
                />
                {text}
              </label>
            ))}
          </div>
        </div>
        <SelectField
          label="Sample rate"
          value={String(settings.sampleRate)}
          onChange={(value) => set({ sampleRate: Number(value) })}
          options={SAMPLE_RATES.map((rate) => [String(rate), `${rate.toLocaleString('en')} Hz`] as const)}
        />
        {settings.mode === 'stream' && (
          <>
            <SelectField
              label="Encoding"
              value={settings.encoding}
              onChange={(value) => set({ encoding: value as PlaygroundSettings['encoding'] })}
              options={ENCODINGS}
            />
            <SelectField
              label="Stream over"
              value={settings.route}
              onChange={(value) => set({ route: value as PlaygroundSettings['route'] })}
              options={STREAM_ROUTES}
            />
          </>
        )}
      </fieldset>

      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={working}>
          <Wand2 aria-hidden size={16} /> Generate
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={!working}>
          <Square aria-hidden size={16} /> Cancel
        </Button>
      </div>
    </form>
  );
}
