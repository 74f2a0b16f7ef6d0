import { Square, Wand2 } from 'lucide-react';
import { useState, type FormEvent, type Ref } from 'react';
import { TRANSCRIPT_MAX, type TtsVariant, type TtsVoice } from '@contract/tts/requests';
import { Button } from '@/components/ui/Button';
import { RadioGroup } from '@/components/ui/RadioGroup';
import { SelectField } from '@/components/ui/SelectField';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { settingsErrors, voiceDefaults, type PlaygroundSettings } from './playground-settings';

type Props = {
  settings: PlaygroundSettings;
  onChange: (settings: PlaygroundSettings) => void;
  voices: TtsVoice[] | undefined;
  voicesError: string | null;
  working: boolean;
  onGenerate: () => void;
  onCancel: () => void;
  /** A value breaks its rule in a field this form does not show (the "Advanced" section): open it. */
  onHiddenError: () => void;
  /** The transcript's box, which an empty history's "Write a transcript" focuses. */
  transcriptRef?: Ref<HTMLTextAreaElement>;
};

const VARIANTS: ReadonlyArray<readonly [TtsVariant, string]> = [
  ['en-rt', 'English (en-rt)'],
  ['ua-rt', 'Ukrainian (ua-rt)'],
];

export const describeVoice = (voice: TtsVoice) =>
  [voice.full_name ?? voice.id, voice.gender, voice.accent, voice.age].filter(Boolean).join(' · ');

/**
 * The top of the playground, all a generation needs: variant and its voices (choosing a voice loads its
 * defaults), the transcript with its counter, whole file or streamed, and Generate. The transcript and voice are
 * checked when the user generates; the rest of the settings sit folded in `AdvancedSettings`.
 */
export function PlaygroundForm({
  settings,
  onChange,
  voices,
  voicesError,
  working,
  onGenerate,
  onCancel,
  onHiddenError,
  transcriptRef,
}: Props) {
  const [attempted, setAttempted] = useState(false);
  const errors = settingsErrors(settings);
  const overLimit = settings.transcript.length > TRANSCRIPT_MAX;
  const shown = { ...errors, ...(attempted || overLimit ? {} : { transcript: undefined, voiceId: undefined }) };
  const set = (change: Partial<PlaygroundSettings>) => onChange({ ...settings, ...change });

  function submit(event: FormEvent) {
    event.preventDefault();
    setAttempted(true);
    const { transcript: _transcript, voiceId: _voiceId, ...hidden } = errors;
    if (Object.keys(errors).length === 0) onGenerate();
    else if (Object.keys(hidden).length > 0) onHiddenError();
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-stack" aria-label="Text to speech settings">
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
            options={
              voices
                ? voices.map((candidate) => [candidate.id, describeVoice(candidate)] as const)
                : [['', voicesError ? 'No voices to choose from' : 'Loading voices…']]
            }
            // With no voices to choose from, the alert below says why; "Choose a voice" would blame the user.
            error={voices || !voicesError ? shown.voiceId : undefined}
          />
          {voicesError && (
            <p role="alert" className="mt-1 text-body text-danger">
              {voicesError}
            </p>
          )}
        </div>
      </div>

      <TextAreaField
        ref={transcriptRef}
        label="Transcript"
        rows={5}
        value={settings.transcript}
        onChange={(transcript) => set({ transcript })}
        limit={TRANSCRIPT_MAX}
        error={shown.transcript}
      />

      <div className="flex flex-wrap items-end gap-x-4 gap-y-3">
        <RadioGroup
          legend="Generate"
          inline
          value={settings.mode}
          onChange={(mode) => set({ mode })}
          options={[
            ['stream', 'Streamed (plays as it arrives)'],
            ['bytes', 'Whole file (WAV)'],
          ]}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={working}>
            <Wand2 aria-hidden size={16} /> Generate
          </Button>
          <Button variant="secondary" onClick={onCancel} disabled={!working}>
            <Square aria-hidden size={16} /> Cancel
          </Button>
        </div>
      </div>
    </form>
  );
}
