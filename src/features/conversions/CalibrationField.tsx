import { RadioGroup } from '@/components/ui/RadioGroup';
import { SelectField } from '@/components/ui/SelectField';
import type { Calibration } from '@contract/gateway/calibrations';
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
    <RadioGroup
      legend="Calibration"
      value={choice}
      onChange={(calibration) => onChange({ calibration })}
      options={options}
      error={choice === 'specific' ? undefined : error}
    >
      {choice === 'specific' && (
        <SelectField
          label="Calibration to use"
          value={calibrationId}
          onChange={(value) => onChange({ calibrationId: value })}
          options={[
            ['', ready.length ? 'Choose…' : 'No finished calibrations yet'] as const,
            ...ready.map((calibration) => [calibration.id, describe(calibration)] as const),
          ]}
          error={error}
          className="mt-1 pl-6"
        />
      )}
    </RadioGroup>
  );
}
