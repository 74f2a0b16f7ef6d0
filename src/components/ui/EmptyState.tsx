import type { ReactNode } from 'react';

type Props = {
  /** One short sentence: what is missing and why it matters. */
  message: ReactNode;
  /** The one next action, a primary Button (create, upload, order, clear the filters). */
  action?: ReactNode;
  className?: string;
};

/** A list with nothing in it: one sentence and one clear next action, never a bare "No items" (docs/design-system.md). */
export function EmptyState({ message, action, className = '' }: Props) {
  return (
    <div
      className={`rounded-xl border border-dashed border-line-strong bg-raised px-4 py-8 text-center ${className}`}
      data-testid="empty-state"
    >
      <p className="text-body text-ink-muted">{message}</p>
      {action && <div className="mt-3 flex justify-center">{action}</div>}
    </div>
  );
}
