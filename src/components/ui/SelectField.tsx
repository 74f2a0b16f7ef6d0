import { useId } from 'react';

type Props = { label: string; value: string; onChange: (value: string) => void; options: ReadonlyArray<readonly [value: string, text: string]> };

/** A small labelled select for filters: the label above, the choices as [value, text] pairs. */
export function SelectField({ label, value, onChange, options }: Props) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-xs font-medium text-slate-600">
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className="mt-1 rounded-md border border-slate-300 px-2 py-1.5 text-sm">
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
