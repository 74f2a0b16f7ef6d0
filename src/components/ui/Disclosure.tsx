import { ChevronDown } from 'lucide-react';
import { useId, type ReactNode } from 'react';

type Props = {
  title: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Beside the toggle and visible while folded, e.g. a "3 changed" badge and its reset. */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
};

/**
 * A section that folds away behind a button (aria-expanded, aria-controls) rather than a <summary>, so what sits
 * beside its title (a badge, a reset button) is its own control. Folded content stays mounted, only hidden, so
 * nothing typed in it is lost.
 */
export function Disclosure({ title, open, onOpenChange, aside, className = '', children }: Props) {
  const panelId = useId();
  return (
    <section className={`rounded-lg border border-line ${className}`}>
      <div className="flex flex-wrap items-center gap-2 px-2 py-1.5">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => onOpenChange(!open)}
          className="inline-flex items-center gap-1.5 rounded-md px-2 py-1.5 text-body font-semibold hover:bg-fill"
        >
          <ChevronDown aria-hidden size={16} className={`transition-transform ${open ? '' : '-rotate-90'}`} />
          {title}
        </button>
        {aside}
      </div>
      <div id={panelId} hidden={!open} className="space-y-stack border-t border-line p-4">
        {children}
      </div>
    </section>
  );
}
