import type { InputHTMLAttributes, Ref } from 'react';
import { FieldFrame, type FieldLook } from './FieldFrame';
import { limitFeedback } from './field-limit';

type Props = Omit<FieldLook, 'hint'> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'maxLength' | 'className' | 'size'> & {
    value: string;
    /** Optional only for a read-only field. */
    onChange?: (value: string) => void;
    hint?: string;
    /** The most characters the API takes: a counter is shown, and going over is said on the field (never cut). */
    limit?: number;
    ref?: Ref<HTMLInputElement>;
  };

/**
 * A labelled single-line input (text, search, number, date…) whose hint and error are tied to it for screen
 * readers. With a `limit` it counts characters and, past the limit, says by how much instead of cutting what was
 * typed or pasted.
 */
export function TextField({
  label,
  hideLabel,
  compact,
  code,
  className,
  controlClassName,
  value,
  onChange,
  error,
  hint,
  limit,
  ...rest
}: Props) {
  const said = limitFeedback(value, limit, { error, hint });
  return (
    <FieldFrame {...{ label, hideLabel, compact, code, className, controlClassName }} {...said}>
      {(control) => <input {...control} value={value} onChange={(event) => onChange?.(event.target.value)} {...rest} />}
    </FieldFrame>
  );
}
