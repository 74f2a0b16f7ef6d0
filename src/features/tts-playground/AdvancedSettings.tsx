import { RotateCcw } from 'lucide-react';
import type { TtsVoice } from '@contract/tts/requests';
import { Button } from '@/components/ui/Button';
import { Disclosure } from '@/components/ui/Disclosure';
import { FieldGroup } from '@/components/ui/FieldGroup';
import { SelectField } from '@/components/ui/SelectField';
import {
  changedSampling,
  ENCODINGS,
  SAMPLE_RATES,
  settingsErrors,
  voiceDefaults,
  type PlaygroundSettings,
} from './playground-settings';
import { SamplingFields } from './SamplingFields';

type Props = {
  settings: PlaygroundSettings;
  onChange: (settings: PlaygroundSettings) => void;
  voice: TtsVoice | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

const STREAM_ROUTES: ReadonlyArray<readonly [PlaygroundSettings['route'], string]> = [
  ['websocket', 'WebSocket (JSON lines if it cannot open)'],
  ['lines', 'JSON lines over HTTP'],
];

/**
 * What most generations leave alone, folded under "Advanced" (the page remembers whether it was open): the
 * sampling parameters and seed, and the output's rate, encoding and route. While folded, a badge still says how
 * many sampling values differ from the voice's defaults, with a reset beside it, so nothing changed is hidden.
 */
export function AdvancedSettings({ settings, onChange, voice, open, onOpenChange }: Props) {
  const set = (change: Partial<PlaygroundSettings>) => onChange({ ...settings, ...change });
  const changed = changedSampling(settings, voice);
  const errors = settingsErrors(settings);

  return (
    <Disclosure
      title="Advanced"
      open={open}
      onOpenChange={onOpenChange}
      aside={
        changed.length > 0 && (
          <>
            <span
              className="rounded-full bg-amber-100 px-2 py-0.5 text-caption font-medium text-amber-900"
              title={changed.join(', ')}
              data-testid="advanced-changed"
            >
              {changed.length} changed
            </span>
            <Button
              variant="ghost"
              className="!px-2 !py-1"
              onClick={() => set({ sampling: voiceDefaults(voice), seed: '' })}
              disabled={!voice}
            >
              <RotateCcw aria-hidden size={14} /> Reset to the voice’s defaults
            </Button>
          </>
        )
      }
    >
      <SamplingFields
        values={settings.sampling}
        seed={settings.seed}
        errors={errors}
        onChange={(key, value) => set({ sampling: { ...settings.sampling, [key]: value } })}
        onSeedChange={(seed) => set({ seed })}
      />
      <FieldGroup legend="Output format" className="grid gap-3 sm:grid-cols-2">
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
    </Disclosure>
  );
}
