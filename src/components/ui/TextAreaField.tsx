import type { Ref, TextareaHTMLAttributes } from 'react';
import { FieldFrame, type FieldLook } from './FieldFrame';
import { limitFeedback } from './field-limit';

type Props = Omit<FieldLook, 'hint'> &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value' | 'maxLength' | 'className'> & {
    value: string;
    onChange: (value: string) => void;
    hint?: string;
    /** The most characters the API takes: a counter is shown, and going over is said on the field (never cut). */
    limit?: number;
    ref?: Ref<HTMLTextAreaElement>;
  };

/** A labelled text area: TextField's hint, error and character limit, for text that runs over several lines. */
export function TextAreaField({
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
      {(control) => (
        <textarea {...control} value={value} onChange={(event) => onChange(event.target.value)} {...rest} />
      )}
    </FieldFrame>
  );
}
