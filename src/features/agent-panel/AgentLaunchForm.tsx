import { Rocket } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import type { AgentVoice } from '../../../contract/agents/launch';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/TextField';
import { FIELD_RULES, type LaunchErrors, type LaunchForm } from './launch-form';
import { ToolsEditor } from './ToolsEditor';

type Props = {
  form: LaunchForm;
  onChange: (form: LaunchForm) => void;
  /** Errors to show: the contract's, once the user has tried to launch or touched a number. */
  errors: LaunchErrors;
  voices: AgentVoice[] | undefined;
  voicesError: string | null;
  launching: boolean;
  onLaunch: () => void;
};

const labelClass = 'block text-sm font-medium text-slate-800';
const inputClass = (error?: string) =>
  `mt-1 block w-full rounded-md border bg-white px-3 py-2 text-sm ${error ? 'border-red-500' : 'border-slate-300'}`;
const hintClass = 'mt-1 text-xs text-slate-600';
const errorClass = 'mt-1 text-sm text-red-700';

/** The voice-agent launch form, every field with the document's rule beside it. */
export function AgentLaunchForm({ form, onChange, errors, voices, voicesError, launching, onLaunch }: Props) {
  const id = useId();
  const set = (patch: Partial<LaunchForm>) => onChange({ ...form, ...patch });
  const voice = voices?.find((candidate) => candidate.id === form.voiceId);
  const promptError = errors.system_prompt ?? errors.preset;

  function submit(event: FormEvent) {
    event.preventDefault();
    onLaunch();
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label="Launch an agent">
      <fieldset className="space-y-2">
        <legend className={labelClass}>Instructions</legend>
        <div className="flex gap-4 text-sm">
          {(
            [
              ['system_prompt', 'System prompt'],
              ['preset', 'Preset'],
            ] as const
          ).map(([value, text]) => (
            <label key={value} className="flex items-center gap-2">
              <input
                type="radio"
                name={`${id}-prompt`}
                checked={form.promptKind === value}
                onChange={() => set({ promptKind: value })}
              />
              {text}
            </label>
          ))}
        </div>
        {form.promptKind === 'system_prompt' ? (
          <div>
            <label htmlFor={`${id}-system`} className={labelClass}>
              System prompt
            </label>
            <textarea
              id={`${id}-system`}
              rows={3}
              value={form.systemPrompt}
              onChange={(event) => set({ systemPrompt: event.target.value })}
              aria-invalid={promptError ? true : undefined}
              aria-describedby={`${id}-system-rule`}
              className={inputClass(promptError)}
            />
            <p id={`${id}-system-rule`} className={promptError ? errorClass : hintClass}>
              {promptError ?? FIELD_RULES.system_prompt}
            </p>
          </div>
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
      </fieldset>

      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-voice`} className={labelClass}>
            Agent voice
          </label>
          <select
            id={`${id}-voice`}
            value={form.voiceId}
            onChange={(event) => set({ voiceId: event.target.value })}
            className={inputClass()}
          >
            <option value="">The service’s default English voice</option>
            {voices?.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.id} ({candidate.language}){candidate.scales_to_zero ? ' · may start slowly' : ''}
              </option>
            ))}
          </select>
          {voicesError && (
            <p role="alert" className={errorClass}>
              {voicesError}
            </p>
          )}
          {voice?.scales_to_zero && (
            <p className="mt-1 text-sm text-amber-800" data-testid="scale-to-zero-warning">
              This voice’s backend scales to zero when idle, so the session may start with extra latency.
            </p>
          )}
        </div>
        <div>
          <label htmlFor={`${id}-transport`} className={labelClass}>
            Transport
          </label>
          <select
            id={`${id}-transport`}
            value={form.transport}
            onChange={(event) => set({ transport: event.target.value as LaunchForm['transport'] })}
            className={inputClass()}
          >
            <option value="websocket">WebSocket</option>
            <option value="room">Room (Daily; the service’s default)</option>
          </select>
        </div>
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

      <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-4 sm:grid-cols-2">
        <legend className="px-1 text-sm font-semibold">Voice activity detection</legend>
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
      </fieldset>

      <div>
        <label htmlFor={`${id}-sampling`} className={labelClass}>
          Voice sampling parameters
        </label>
        <textarea
          id={`${id}-sampling`}
          rows={2}
          value={form.voiceSamplingParams}
          onChange={(event) => set({ voiceSamplingParams: event.target.value })}
          aria-invalid={samplingError(errors) ? true : undefined}
          aria-describedby={`${id}-sampling-rule`}
          className={`${inputClass(samplingError(errors))} font-mono`}
        />
        <p id={`${id}-sampling-rule`} className={samplingError(errors) ? errorClass : hintClass}>
          {samplingError(errors) ?? FIELD_RULES.voice_sampling_params}
        </p>
      </div>

      <ToolsEditor
        studioTools={form.studioTools}
        customTools={form.customTools}
        errors={errors}
        onStudioToolsChange={(studioTools) => set({ studioTools })}
        onCustomToolsChange={(customTools) => set({ customTools })}
      />

      <Button type="submit" disabled={launching}>
        <Rocket aria-hidden size={16} /> {launching ? 'Launching…' : 'Launch and connect'}
      </Button>
    </form>
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
