import { Square, Wand2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { TRANSCRIPT_MAX, type TtsVariant, type TtsVoice } from '../../../contract/tts/requests';
import { Button } from '../../components/ui/Button';
import { RadioGroup } from '../../components/ui/RadioGroup';
import { SelectField } from '../../components/ui/SelectField';
import { TextAreaField } from '../../components/ui/TextAreaField';
import { ENCODINGS, SAMPLE_RATES, settingsErrors, voiceDefaults, type PlaygroundSettings } from './playground-settings';
import { SamplingFields } from './SamplingFields';
import { FieldGroup } from '../../components/ui/FieldGroup';

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

export const describeVoice = (voice: TtsVoice) =>
  [voice.full_name ?? voice.id, voice.gender, voice.accent, voice.age].filter(Boolean).join(' · ');

/**
 * The playground's settings: variant and its voices (choosing a voice loads its defaults), the transcript with
 * its counter, sampling parameters, output rate, and for streaming the encoding and route. Bound errors show on
 * their fields at once; the transcript and voice are checked when the user generates.
 */
export function PlaygroundForm({ settings, onChange, voices, voicesError, working, onGenerate, onCancel }: Props) {
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
          <SelectField
            label="Voice"
            value={settings.voiceId}
            onChange={(voiceId) => {
              const next = voices?.find((candidate) => candidate.id === voiceId);
              set({ voiceId, sampling: voiceDefaults(next) });
            }}
            options={voices ? voices.map((candidate) => [candidate.id, describeVoice(candidate)] as const) : [['', 'Loading voices…']]}
            error={shown.voiceId}
          />
          {voicesError && (
            <p role="alert" className="mt-1 text-sm text-red-700">
              {voicesError}
            </p>
          )}
        </div>
      </div>

      <TextAreaField label="Transcript" rows={5} value={settings.transcript} onChange={(transcript) => set({ transcript })} limit={TRANSCRIPT_MAX} error={shown.transcript} />

      <SamplingFields
        values={settings.sampling}
        seed={settings.seed}
        errors={shown}
        onChange={(key, value) => set({ sampling: { ...settings.sampling, [key]: value } })}
        onSeedChange={(seed) => set({ seed })}
        onReset={() => set({ sampling: voiceDefaults(voice) })}
        canReset={!!voice}
      />

      <FieldGroup legend="Output" className="grid gap-3 sm:grid-cols-2">
        <RadioGroup
          legend="Generate"
          inline
          value={settings.mode}
          onChange={(mode) => set({ mode })}
          options={[
            ['stream', 'Streamed (plays as it arrives)'],
            ['bytes', 'Whole file (WAV)'],
          ]}
          className="sm:col-span-2"
        />
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
      </FieldGroup>

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
