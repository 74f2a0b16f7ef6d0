import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { describedBy, FieldMessages } from './FieldFrame';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'checked' | 'onChange' | 'className'> & {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** A line of explanation under the label, read with the checkbox (not part of its name). */
  hint?: string;
  error?: string | undefined;
  /** Centre the box on a label taller than a line (a portrait beside a name) instead of aligning it to the top. */
  center?: boolean;
  className?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A checkbox with its label beside it (the whole label toggles it); its hint and error are tied to it. */
export function CheckboxField({
  label,
  checked,
  onChange,
  hint,
  error,
  center = false,
  className = '',
  id,
  ...rest
}: Props) {
  const ownId = useId();
  const inputId = id ?? ownId;
  return (
    <div className={className}>
      <label className={`flex gap-2 text-body text-ink-muted ${center ? 'items-center' : 'items-start'}`}>
        <input
          id={inputId}
          type="checkbox"
          className={center ? '' : 'mt-0.5'}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy({ id: inputId, hint, error })}
          {...rest}
        />
        {label}
      </label>
      <div className="pl-6">
        <FieldMessages id={inputId} hint={hint} error={error} />
      </div>
    </div>
  );
}
