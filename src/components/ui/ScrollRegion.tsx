import type { ReactNode } from 'react';

type Props = { label?: string; labelledBy?: string; axis?: 'x' | 'y'; className?: string; children: ReactNode };

/**
 * A box that scrolls on its own: down (a live transcript, a log) or, with `axis="x"`, sideways (a wide table on a
 * phone). Keyboard users must be able to scroll it, so it takes focus, and it is a named region so screen readers
 * announce what they entered (axe: scrollable-region-focusable); a table of plain figures has nothing else to tab to.
 */
export function ScrollRegion({ label, labelledBy, axis = 'y', className = '', children }: Props) {
  return (
    <div
      role="region"
      aria-label={label}
      aria-labelledby={labelledBy}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region is operable from the keyboard only when focusable
      tabIndex={0}
      className={`${axis === 'x' ? 'overflow-x-auto' : 'overflow-y-auto'} ${className}`}
    >
      {children}
    </div>
  );
}
