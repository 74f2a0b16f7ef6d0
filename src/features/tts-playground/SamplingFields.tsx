import { TextField } from '@/components/ui/TextField';
import { SAMPLING_FIELDS, type SamplingKey, type SamplingTexts, type SettingsErrors } from './playground-settings';
import { FieldGroup } from '@/components/ui/FieldGroup';

type Props = {
  values: SamplingTexts;
  seed: string;
  errors: SettingsErrors;
  onChange: (key: SamplingKey, value: string) => void;
  onSeedChange: (value: string) => void;
};

/**
 * The sampling parameters, each with its documented rule under it and its error beside it as soon as a value
 * breaks the rule (before any request). Empty means "the voice's default". The seed explains what it is for.
 */
export function SamplingFields({ values, seed, errors, onChange, onSeedChange }: Props) {
  return (
    <FieldGroup legend="Sampling parameters">
      <div className="grid gap-3 sm:grid-cols-2">
        {SAMPLING_FIELDS.map((field) => (
          <TextField
            key={field.key}
            label={field.label}
            type="number"
            inputMode="decimal"
            step={field.step}
            value={values[field.key]}
            onChange={(value) => onChange(field.key, value)}
            hint={field.rule}
            error={errors[field.key]}
            placeholder="voice default"
          />
        ))}
        <TextField
          label="Seed"
          type="number"
          inputMode="numeric"
          step={1}
          value={seed}
          onChange={onSeedChange}
          error={errors.seed}
          hint="The same seed with the same text, voice and parameters gives the same audio; leave empty for a new take each time."
          placeholder="none"
        />
      </div>
    </FieldGroup>
  );
}
