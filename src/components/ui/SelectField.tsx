import type { Ref, SelectHTMLAttributes } from 'react';
import { FieldFrame, type FieldLook } from './FieldFrame';

type Props = FieldLook &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value' | 'className' | 'children'> & {
    value: string;
    onChange: (value: string) => void;
    /** The choices as [value, text] pairs; a first ['', 'Choose…'] pair stands for "nothing chosen yet". */
    options: ReadonlyArray<readonly [value: string, text: string]>;
    ref?: Ref<HTMLSelectElement>;
  };

/** A labelled select: the label above, the choices as [value, text] pairs, its hint and error tied to it. */
export function SelectField({
  label,
  hint,
  error,
  hideLabel,
  compact,
  code,
  className,
  controlClassName,
  value,
  onChange,
  options,
  ...rest
}: Props) {
  return (
    <FieldFrame {...{ label, hint, error, hideLabel, compact, code, className, controlClassName }}>
      {(control) => (
        <select {...control} value={value} onChange={(event) => onChange(event.target.value)} {...rest}>
          {options.map(([optionValue, text]) => (
            <option key={optionValue} value={optionValue}>
              {text}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
