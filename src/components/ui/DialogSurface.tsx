import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useOpenerFocus } from './use-opener-focus';

export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
};

/**
 * The modal itself, on Radix: focus is trapped inside, Escape and the close button close it, long unbroken names
 * wrap, and focus goes back to whatever opened it. Loaded by Dialog when a dialog first opens.
 */
export function DialogSurface({ open, onOpenChange, title, description, children }: DialogProps) {
  const focus = useOpenerFocus();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 bg-ink/40 dark:bg-black/60" />
        <RadixDialog.Content
          {...focus}
          className="fixed top-1/2 left-1/2 max-h-[calc(100dvh-2rem)] w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-auto rounded-xl [overflow-wrap:anywhere] bg-raised p-6 shadow-xl"
        >
          <RadixDialog.Title className="pr-8 text-heading font-semibold">{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="mt-1 text-body text-ink-muted">{description}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          <div className="mt-4">{children}</div>
          {/* Every dialog can be closed the same way: this button (last in the tab order, so focus still starts in
              the form), Escape, or a click outside. */}
          <RadixDialog.Close
            className="absolute top-3 right-3 rounded-md p-1.5 text-ink-faint hover:bg-fill hover:text-ink"
            aria-label="Close"
          >
            <X aria-hidden size={18} />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
