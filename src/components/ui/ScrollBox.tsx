import type { ReactNode } from 'react';

type Props = { label: string; className?: string; children: ReactNode };

/**
 * A box that scrolls sideways on its own (a wide table on a phone) and can be scrolled from the keyboard: it takes
 * focus and is a named region, since a table of plain figures has nothing else to tab to.
 */
export function ScrollBox({ label, className = '', children }: Props) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard (WCAG 2.1.1)
    <div role="region" aria-label={label} tabIndex={0} className={`overflow-x-auto ${className}`}>
      {children}
    </div>
  );
}
