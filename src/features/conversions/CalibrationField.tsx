import { useId } from 'react';
import { SelectField } from '../../components/ui/SelectField';
import type { Calibration } from '../../../contract/gateway/calibrations';
import type { CalibrationChoice } from './order-draft';

type Props = {
  calibrations: Calibration[];
  choice: CalibrationChoice;
  calibrationId: string;
  onChange: (change: { calibration?: CalibrationChoice; calibrationId?: string }) => void;
  error?: string | undefined;
};

const describe = (calibration: Calibration) =>
  `${calibration.name}${calibration.f0 ? `, ${calibration.f0.toFixed(0)} Hz` : ''}`;

/**
 * The speaker's pitch for a speech-to-speech order: the account's enabled calibration, a specific one, or none
 * (measured from the recording). order-draft.ts maps the choice onto calibration_id and use_calibration.
 */
export function CalibrationField({ calibrations, choice, calibrationId, onChange, error }: Props) {
  const id = useId();
  const ready = calibrations.filter((calibration) => calibration.state === 'calibrated');
  const enabled = ready.find((calibration) => calibration.enabled);
  const options: [CalibrationChoice, string][] = [
    [
      'enabled',
      enabled ? `The account's enabled calibration (${describe(enabled)})` : "The account's default (automatic)",
    ],
    ['specific', 'A specific calibration'],
    ['none', 'None: measure the pitch from this recording'],
  ];
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-800">Calibration</legend>
      <div className="mt-1 space-y-1 text-sm">
        {options.map(([value, text]) => (
          <label key={value} className="flex items-center gap-2">
            <input
              type="radio"
              name={`${id}-choice`}
              value={value}
              checked={choice === value}
              onChange={() => onChange({ calibration: value })}
            />
            {text}
          </label>
        ))}
        {choice === 'specific' && (
          <SelectField
            label="Calibration to use"
            value={calibrationId}
            onChange={(value) => onChange({ calibrationId: value })}
            options={[['', ready.length ? 'Choose…' : 'No finished calibrations yet'] as const, ...ready.map((calibration) => [calibration.id, describe(calibration)] as const)]}
            error={error}
            className="pl-6"
          />
        )}
        {error && choice !== 'specific' && (
          <p id={`${id}-error`} className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    </fieldset>
  );
}
