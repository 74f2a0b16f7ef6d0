import { Rocket } from 'lucide-react';
import type { FormEvent } from 'react';
import type { AgentVoice } from '@contract/agents/launch';
import { Button } from '@/components/ui/Button';
import { RadioGroup } from '@/components/ui/RadioGroup';
import { SelectField } from '@/components/ui/SelectField';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';
import { FIELD_RULES, type LaunchErrors, type LaunchForm } from './launch-form';
import { ToolsEditor } from './ToolsEditor';
import { FieldGroup } from '@/components/ui/FieldGroup';

type Props = {
  form: LaunchForm;
  onChange: (form: LaunchForm) => void;
  /** Errors to show: the contract's, once the user has tried to launch or touched a number. */
  errors: LaunchErrors;
  voices: AgentVoice[] | undefined;
  voicesError: string | null;
  launching: boolean;
  /** The page cannot hold a session at all (not a secure context: no microphone, no audio worklet). */
  blocked?: boolean;
  onLaunch: () => void;
  /** The form's id, for a Launch button placed outside it (`LaunchButton`): the form then shows none of its own. */
  id?: string;
};

const TRANSPORTS: ReadonlyArray<readonly [LaunchForm['transport'], string]> = [
  ['websocket', 'WebSocket'],
  ['room', 'Room (Daily; the service’s default)'],
];

/** The voice-agent launch form, every field with the document's rule beside it. */
export function AgentLaunchForm({
  form,
  onChange,
  errors,
  voices,
  voicesError,
  launching,
  blocked = false,
  onLaunch,
  id,
}: Props) {
  const set = (patch: Partial<LaunchForm>) => onChange({ ...form, ...patch });
  const voice = voices?.find((candidate) => candidate.id === form.voiceId);
  const promptError = errors.system_prompt ?? errors.preset;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!blocked) onLaunch();
  }

  return (
    <form id={id} noValidate onSubmit={submit} className="space-y-stack" aria-label="Launch an agent">
      <RadioGroup
        legend="Instructions"
        inline
        value={form.promptKind}
        onChange={(promptKind) => set({ promptKind })}
        options={[
          ['system_prompt', 'System prompt'],
          ['preset', 'Preset'],
        ]}
        className="space-y-2"
      >
        {form.promptKind === 'system_prompt' ? (
          <TextAreaField
            label="System prompt"
            rows={3}
            value={form.systemPrompt}
            onChange={(systemPrompt) => set({ systemPrompt })}
            hint={FIELD_RULES.system_prompt}
            error={promptError}
          />
        ) : (
          <TextField
            label="Preset"
            value={form.preset}
            onChange={(preset) => set({ preset })}
            hint={FIELD_RULES.preset}
            error={promptError}
            placeholder="e.g. concierge"
          />
        )}
      </RadioGroup>

      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <SelectField
            label="Agent voice"
            value={form.voiceId}
            onChange={(voiceId) => set({ voiceId })}
            options={[
              ['', 'The service’s default English voice'],
              ...(voices ?? []).map(
                (candidate) =>
                  [
                    candidate.id,
                    `${candidate.id} (${candidate.language})${candidate.scales_to_zero ? ' · may start slowly' : ''}`,
                  ] as const,
              ),
            ]}
          />
          {voicesError && (
            <p role="alert" className="mt-1 text-body text-danger">
              {voicesError}
            </p>
          )}
          {voice?.scales_to_zero && (
            <p className="mt-1 text-body text-amber-800" data-testid="scale-to-zero-warning">
              This voice’s backend scales to zero when idle, so the session may start with extra latency.
            </p>
          )}
        </div>
        <SelectField
          label="Transport"
          value={form.transport}
          onChange={(transport) => set({ transport: transport as LaunchForm['transport'] })}
          options={TRANSPORTS}
        />
        <TextField
          label="LLM temperature"
          type="number"
          step={0.1}
          value={form.llmTemperature}
          onChange={(llmTemperature) => set({ llmTemperature })}
          hint={FIELD_RULES.llm_temperature}
          error={errors.llm_temperature}
          placeholder="model default"
        />
        <TextField
          label="User turn max silence (s)"
          type="number"
          step={0.1}
          value={form.userTurnMaxSilenceSecs}
          onChange={(userTurnMaxSilenceSecs) => set({ userTurnMaxSilenceSecs })}
          hint={FIELD_RULES.user_turn_max_silence_secs}
          error={errors.user_turn_max_silence_secs}
        />
      </div>

      <FieldGroup legend="Voice activity detection" className="grid gap-3 sm:grid-cols-2">
        {(
          [
            ['confidence', 'VAD confidence', 0.05],
            ['start_secs', 'VAD start (s)', 0.05],
            ['stop_secs', 'VAD stop (s)', 0.05],
            ['min_volume', 'VAD minimum volume', 0.05],
          ] as const
        ).map(([key, label, step]) => (
          <TextField
            key={key}
            label={label}
            type="number"
            step={step}
            value={form.vad[key]}
            onChange={(value) => set({ vad: { ...form.vad, [key]: value } })}
            hint={FIELD_RULES[`vad_settings.${key}`]}
            error={errors[`vad_settings.${key}`]}
          />
        ))}
      </FieldGroup>

      <TextAreaField
        label="Voice sampling parameters"
        rows={2}
        code
        value={form.voiceSamplingParams}
        onChange={(voiceSamplingParams) => set({ voiceSamplingParams })}
        hint={FIELD_RULES.voice_sampling_params}
        error={samplingError(errors)}
      />

      <ToolsEditor
        studioTools={form.studioTools}
        customTools={form.customTools}
        errors={errors}
        onStudioToolsChange={(studioTools) => set({ studioTools })}
        onCustomToolsChange={(customTools) => set({ customTools })}
      />

      {!id && <LaunchButton launching={launching} blocked={blocked} />}
    </form>
  );
}

/** Submits the launch form; with `form`, from outside it (first on a phone, above the folded settings). */
export function LaunchButton({ launching, blocked, form }: { launching: boolean; blocked: boolean; form?: string }) {
  return (
    <Button type="submit" form={form} disabled={launching || blocked}>
      <Rocket aria-hidden size={16} /> {launching ? 'Launching…' : 'Launch and connect'}
    </Button>
  );
}

/** The first problem inside voice_sampling_params, named by its key ("top_p: Too big…"). */
function samplingError(errors: LaunchErrors): string | undefined {
  const entry = Object.entries(errors).find(
    ([path]) => path === 'voice_sampling_params' || path.startsWith('voice_sampling_params.'),
  );
  if (!entry) return undefined;
  const key = entry[0].slice('voice_sampling_params.'.length);
  return key ? `${key}: ${entry[1]}` : entry[1];
}
