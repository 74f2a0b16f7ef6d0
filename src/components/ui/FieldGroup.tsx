import type { ReactNode } from 'react';

/**
 * A framed group of fields under a legend (a fieldset, so screen readers name the group). `className` lays out
 * the fields inside: a column (`space-y-3`) or a grid.
 */
export function FieldGroup({
  legend,
  className = 'space-y-3',
  children,
}: {
  legend: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={`rounded-lg border border-line p-4 ${className}`}>
      <legend className="px-1 text-body font-semibold">{legend}</legend>
      {children}
    </fieldset>
  );
}
