import { useId, type ReactNode } from 'react';
import { describedBy, FieldMessages } from './FieldFrame';

type Props<Value extends string> = {
  legend: ReactNode;
  value: Value;
  onChange: (value: Value) => void;
  /** The choices as [value, text] pairs, in the order the arrow keys walk them. */
  options: ReadonlyArray<readonly [value: Value, text: ReactNode]>;
  hint?: string;
  error?: string | undefined;
  disabled?: boolean;
  /** Side by side (a few short choices) rather than one under another. */
  inline?: boolean;
  /** The legend in the panel's heading style rather than a field label's. */
  legendClassName?: string;
  className?: string;
  /** Shown under the choices inside the group, e.g. the field a choice asks for. */
  children?: ReactNode;
};

/**
 * One choice among a few, as native radios in a fieldset named by its legend: the radios share a name, so the
 * browser gives them their usual keys (Tab enters the group at the chosen one, arrows move and choose). The hint
 * and error are read with the group (radios take no aria-invalid, so the error is said through the group).
 */
export function RadioGroup<Value extends string>({
  legend,
  value,
  onChange,
  options,
  hint,
  error,
  disabled,
  inline = false,
  legendClassName = 'text-body font-medium text-ink',
  className = '',
  children,
}: Props<Value>) {
  const id = useId();
  return (
    <fieldset className={className} disabled={disabled} aria-describedby={describedBy({ id, hint, error })}>
      <legend className={legendClassName}>{legend}</legend>
      <div className={`mt-1 text-body ${inline ? 'flex flex-wrap gap-x-4 gap-y-1' : 'space-y-1'}`}>
        {options.map(([optionValue, text]) => (
          <label key={optionValue} className="flex items-center gap-2">
            <input
              type="radio"
              name={`${id}-choice`}
              value={optionValue}
              checked={value === optionValue}
              onChange={() => onChange(optionValue)}
            />
            {text}
          </label>
        ))}
      </div>
      {children}
      <FieldMessages id={id} hint={hint} error={error} />
    </fieldset>
  );
}
