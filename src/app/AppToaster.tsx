import { useSyncExternalStore } from 'react';
import { useThemeStore } from '@/components/theme/theme-store';
import { loadedSonner, onSonnerLoaded } from '@/lib/toast/toast';

/** Toasts in the page's theme (sonner styles its own light and dark), once the first toast has loaded sonner. */
export function AppToaster() {
  const theme = useThemeStore((state) => state.resolved);
  const sonner = useSyncExternalStore(onSonnerLoaded, loadedSonner);
  return sonner ? <sonner.Toaster position="bottom-right" richColors theme={theme} /> : null;
}
