import type { ReactNode } from 'react';

type Props = { label: ReactNode; checked: boolean; onChange: (checked: boolean) => void; hint?: string; id?: string; className?: string };

/** A checkbox with its label beside it (the whole label toggles it) and an optional line of explanation. */
export function CheckboxField({ label, checked, onChange, hint, id, className = '' }: Props) {
  return (
    <label className={`flex items-start gap-2 text-sm text-slate-700 ${className}`}>
      <input id={id} type="checkbox" className="mt-0.5" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>
        {label}
        {hint && <span className="block text-xs text-slate-600">{hint}</span>}
      </span>
    </label>
  );
}
