import { ChevronRight } from 'lucide-react';
import { useState, type ReactNode } from 'react';

type Props = { title: string; storageKey: string; defaultOpen?: boolean; children: ReactNode };

function readOpen(storageKey: string, fallback: boolean): boolean {
  try {
    const stored = localStorage.getItem(`voice-studio.open.${storageKey}`);
    return stored === null ? fallback : stored === 'true';
  } catch {
    return fallback;
  }
}

/**
 * A titled panel the user can fold away (native details/summary: keyboard and screen readers for free); whether
 * it is open is remembered in this browser, so tools the user does not need stay out of the way.
 */
export function Disclosure({ title, storageKey, defaultOpen = true, children }: Props) {
  const [open, setOpen] = useState(() => readOpen(storageKey, defaultOpen));
  return (
    <details
      open={open}
      onToggle={(event) => {
        const next = event.currentTarget.open;
        setOpen(next);
        try {
          localStorage.setItem(`voice-studio.open.${storageKey}`, String(next));
        } catch {
          // not remembered; still toggles
        }
      }}
      className="group rounded-xl border border-slate-200 bg-white"
    >
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-xl px-4 py-3 text-sm font-semibold [&::-webkit-details-marker]:hidden">
        <ChevronRight aria-hidden size={16} className="transition-transform group-open:rotate-90" />
        {title}
      </summary>
      <div className="px-4 pb-4">{children}</div>
    </details>
  );
}
