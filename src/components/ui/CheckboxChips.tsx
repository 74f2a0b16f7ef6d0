import type { ReactNode } from 'react';

type Props = {
  legend: ReactNode;
  /** The choices as [value, text] pairs. */
  options: ReadonlyArray<readonly [value: string, text: string]>;
  chosen: readonly string[];
  onToggle: (value: string) => void;
  className?: string;
};

/**
 * Several choices at once shown as pills (filters): each is a real checkbox, visually hidden inside its pill, so
 * the group reads and works as checkboxes (Tab, Space) and the focused pill shows a ring.
 */
export function CheckboxChips({ legend, options, chosen, onToggle, className = '' }: Props) {
  return (
    <fieldset className={`min-w-0 ${className}`}>
      <legend className="text-caption font-medium text-ink-muted">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-1.5">
        {options.map(([value, text]) => {
          const checked = chosen.includes(value);
          return (
            <label
              key={value}
              className={`cursor-pointer rounded-full border px-2.5 py-0.5 text-body has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent ${checked ? 'border-accent bg-accent-soft text-accent-ink' : 'border-line-strong text-ink-muted'}`}
            >
              <input type="checkbox" className="sr-only" checked={checked} onChange={() => onToggle(value)} />
              {text}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
