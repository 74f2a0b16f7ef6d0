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
      <legend className="text-xs font-medium text-slate-700">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-1.5">
        {options.map(([value, text]) => {
          const checked = chosen.includes(value);
          return (
            <label
              key={value}
              className={`cursor-pointer rounded-full border px-2.5 py-0.5 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600 ${checked ? 'border-indigo-600 bg-indigo-50 text-indigo-800' : 'border-slate-300 text-slate-700'}`}
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
