import { useRef } from 'react';

/**
 * Focus handlers for a Radix dialog opened from a plain button or from code. Radix returns focus only to its own
 * Dialog.Trigger, and these dialogs have none (the trigger would have to load Radix with the page), so the
 * element focused when the dialog opened is remembered and refocused on close. When that element is gone (the
 * row it sat in was deleted), focus goes to the main region instead of being lost.
 */
export function useOpenerFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      const target = opener.current?.isConnected ? opener.current : document.getElementById('main');
      target?.focus();
    },
  };
}
