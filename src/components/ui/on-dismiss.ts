/** A dialog's `onOpenChange` for dialogs that are open while mounted: dismissing one (Escape, Cancel, outside) closes it. */
export const onDismiss = (close: () => void) => (open: boolean) => {
  if (!open) close();
};
