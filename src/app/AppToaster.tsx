import { Toaster } from 'sonner';
import { useThemeStore } from '../components/theme/theme-store';

/** Toasts in the page's theme (sonner styles its own light and dark). */
export function AppToaster() {
  const theme = useThemeStore((state) => state.resolved);
  return <Toaster position="bottom-right" richColors theme={theme} />;
}
