import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useOpenerFocus } from './use-opener-focus';

export type DrawerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Announced as the drawer's name; shown to screen readers only. */
  title: string;
  children: ReactNode;
};

/**
 * A panel that slides over the page from the left on narrow screens (the main menu on a phone). A Radix dialog
 * underneath: focus is trapped inside, Escape or a tap outside closes it, and focus goes back to the button that
 * opened it. Loaded by Drawer when it first opens.
 */
export function DrawerSurface({ open, onOpenChange, title, children }: DrawerProps) {
  const focus = useOpenerFocus();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-ink/40 dark:bg-black/60" />
        <RadixDialog.Content
          {...focus}
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[calc(100vw-3rem)] flex-col overflow-y-auto bg-raised shadow-xl focus:outline-none"
        >
          <RadixDialog.Title className="sr-only">{title}</RadixDialog.Title>
          <RadixDialog.Close
            className="absolute top-3 right-3 rounded-md p-2 text-ink-muted hover:bg-fill"
            aria-label={`Close ${title.toLowerCase()}`}
          >
            <X aria-hidden size={18} />
          </RadixDialog.Close>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
