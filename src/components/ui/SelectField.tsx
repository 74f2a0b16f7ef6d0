import { useId, type SelectHTMLAttributes } from 'react';

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value' | 'className'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: ReadonlyArray<readonly [value: string, text: string]>;
  error?: string | undefined;
  hint?: string;
  className?: string;
};

/** A labelled select: the label above, the choices as [value, text] pairs, its error and hint tied to it. */
export function SelectField({ label, value, onChange, options, error, hint, className = '', ...rest }: Props) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-xs font-medium text-slate-600">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`mt-1 block max-w-full rounded-md border px-2 py-1.5 text-sm text-slate-900 ${error ? 'border-red-600' : 'border-slate-300'}`}
        {...rest}
      >
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
