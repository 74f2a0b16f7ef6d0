import type { ReactNode } from 'react';

type Props = { label?: string; labelledBy?: string; className?: string; children: ReactNode };

/**
 * A box that scrolls on its own (a live transcript, a log). Keyboard users must be able to scroll it, so it takes
 * focus, and it is a named region so screen readers announce what they entered (axe: scrollable-region-focusable).
 */
export function ScrollRegion({ label, labelledBy, className = '', children }: Props) {
  return (
    <div
      role="region"
      aria-label={label}
      aria-labelledby={labelledBy}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region is operable from the keyboard only when focusable
      tabIndex={0}
      className={`overflow-y-auto ${className}`}
    >
      {children}
    </div>
  );
}
