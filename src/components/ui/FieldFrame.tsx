import { useId, type ReactNode } from 'react';

/** What every labelled field primitive takes besides its value: the words around the control and its look. */
export type FieldLook = {
  label: ReactNode;
  /** Shown under the control and read with it (the rule, a counter, an example). */
  hint?: ReactNode;
  /** Said on the field: red border, aria-invalid, read with the control. */
  error?: string | undefined;
  /** A visually hidden label (the surrounding panel already shows the same words). */
  hideLabel?: boolean;
  /** Smaller label and padding, for toolbars and filter bars. */
  compact?: boolean;
  /** Code to edit (JSON): a small monospace font. */
  code?: boolean;
  className?: string;
  /** Extra classes for the control itself (ones the frame does not set: not its size, margin or font). */
  controlClassName?: string;
};

/** The attributes that tie a control to the label, hint and error its frame draws. */
export type FieldControl = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
};

type MessagesProps = { id: string; hint?: ReactNode; hintAlert?: boolean; error?: string | undefined };

/** The ids a control's aria-describedby lists: the error first (read first), then the hint. */
export function describedBy({ id, hint, error }: MessagesProps): string | undefined {
  return [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
}

/** The hint and error lines under a field (or a group of choices), with the ids `describedBy` names. */
export function FieldMessages({ id, hint, hintAlert = false, error }: MessagesProps) {
  return (
    <>
      {hint && (
        <p
          id={`${id}-hint`}
          className={`mt-1 text-caption ${hintAlert ? 'text-danger' : 'text-ink-muted'}`}
          data-testid="field-hint"
        >
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-body text-danger">
          {error}
        </p>
      )}
    </>
  );
}

const labelClass = (compact: boolean) =>
  compact ? 'block text-caption font-medium text-ink-muted' : 'block text-body font-medium text-ink';

/**
 * The one place a field's label, hint and error are drawn and tied to its control (by id, aria-describedby and
 * aria-invalid), so text, select, text area and file fields read alike and no feature hand-rolls the wiring.
 * The control itself is the caller's, given the attributes to spread.
 */
export function FieldFrame({
  label,
  hint,
  hintAlert,
  error,
  hideLabel = false,
  compact = false,
  code = false,
  className = '',
  controlClassName = '',
  children,
}: FieldLook & { hintAlert?: boolean; children: (control: FieldControl) => ReactNode }) {
  const id = useId();
  const control: FieldControl = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy({ id, hint, error }),
    className: `${hideLabel ? '' : 'mt-1'} block w-full rounded-md border bg-raised text-ink ${code ? 'font-mono text-caption' : 'text-body'} shadow-sm disabled:opacity-60 ${compact ? 'px-2 py-1.5' : 'px-3 py-2'} ${error ? 'border-danger' : 'border-line-strong'} ${controlClassName}`,
  };
  return (
    <div className={className}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : labelClass(compact)}>
        {label}
      </label>
      {children(control)}
      <FieldMessages id={id} hint={hint} hintAlert={hintAlert} error={error} />
    </div>
  );
}
