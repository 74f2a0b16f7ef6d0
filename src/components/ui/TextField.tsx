import { useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { limitMessage } from './field-limit';

type Common = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
  /** The most characters the API takes: a counter is shown, and going over is said on the field (never cut). */
  limit?: number;
  /** A visually hidden label (the surrounding panel already shows the same words). */
  hideLabel?: boolean;
  className?: string;
};
type InputProps = Common & { multiline?: false } & Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'maxLength' | 'className'>;
type AreaProps = Common & { multiline: true } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value' | 'maxLength' | 'className'>;

/**
 * A labelled text input (or text area) whose error is announced and tied to the field for screen readers. With a
 * `limit` it counts characters and, past the limit, says by how much instead of cutting what was typed or pasted.
 */
export function TextField(props: InputProps | AreaProps) {
  const { label, value, onChange, error, hint, limit, hideLabel = false, className = '', multiline, ...rest } = props;
  const id = useId();
  const shownError = error ?? (limit !== undefined ? limitMessage(value, limit) : undefined);
  const counter = limit !== undefined ? `${value.length}/${limit} characters` : undefined;
  const hintText = [counter, hint].filter(Boolean).join('; ');
  const describedBy = [shownError ? `${id}-error` : null, hintText ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  const field = {
    id,
    value,
    'aria-invalid': shownError ? true : undefined,
    'aria-describedby': describedBy,
    className: `mt-1 block w-full rounded-md border px-3 py-2 text-sm shadow-sm ${shownError ? 'border-red-500' : 'border-slate-300'}`,
  };
  return (
    <div className={className}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'block text-sm font-medium text-slate-800'}>
        {label}
      </label>
      {multiline ? (
        <textarea {...field} onChange={(event) => onChange(event.target.value)} {...(rest as TextareaHTMLAttributes<HTMLTextAreaElement>)} />
      ) : (
        <input {...field} onChange={(event) => onChange(event.target.value)} {...(rest as InputHTMLAttributes<HTMLInputElement>)} />
      )}
      {hintText && (
        <p id={`${id}-hint`} className={`mt-1 text-xs ${limit !== undefined && value.length > limit ? 'text-red-700' : 'text-slate-500'}`} data-testid="field-hint">
          {hintText}
        </p>
      )}
      {shownError && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {shownError}
        </p>
      )}
    </div>
  );
}
