import { useId } from 'react';
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
          <div className="pl-6">
            <label htmlFor={`${id}-which`} className="block text-xs text-slate-700">
              Calibration to use
            </label>
            <select
              id={`${id}-which`}
              value={calibrationId}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => onChange({ calibrationId: event.target.value })}
              className={`mt-1 rounded-md border px-2 py-1 text-sm ${error ? 'border-red-600' : 'border-slate-300'}`}
            >
              <option value="">{ready.length ? 'Choose…' : 'No finished calibrations yet'}</option>
              {ready.map((calibration) => (
                <option key={calibration.id} value={calibration.id}>
                  {describe(calibration)}
                </option>
              ))}
            </select>
          </div>
        )}
        {error && (
          <p id={`${id}-error`} className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    </fieldset>
  );
}
