import type * as SonnerModule from 'sonner';

type Sonner = typeof SonnerModule;

/**
 * Toasts without sonner on the first load: sonner (8 kB on the wire) is fetched with the first toast, or earlier
 * on the user's first key or pointer press (most toasts answer an action, and the code is then already here
 * when the server has just gone away). The app's toaster (src/app/AppToaster.tsx) renders once it has loaded;
 * sonner shows toasts created before its toaster mounted. A message whose code could not be fetched waits
 * and shows with the next load that succeeds.
 */
let sonner: Sonner | undefined;
let loading: Promise<Sonner> | undefined;
const waiting: string[] = [];
const listeners = new Set<() => void>();

export function loadSonner(): Promise<Sonner> {
  loading ??= import('sonner').then(
    (module) => {
      sonner = module;
      listeners.forEach((listener) => listener());
      waiting.splice(0).forEach((message) => module.toast.error(message));
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export const toast = {
  /** Shows `message` as an error toast, as soon as sonner is loaded. */
  error(message: string): void {
    if (sonner) sonner.toast.error(message);
    else {
      waiting.push(message);
      loadSonner().catch(() => undefined);
    }
  },
};

/** sonner once loaded (undefined before), and a way to hear when it is: for useSyncExternalStore. */
export const loadedSonner = (): Sonner | undefined => sonner;
export function onSonnerLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Starts loading sonner on the first key or pointer press in `target`. */
export function loadSonnerOnFirstInput(target: Pick<Document, 'addEventListener' | 'removeEventListener'>): void {
  const load = () => {
    target.removeEventListener('pointerdown', load, true);
    target.removeEventListener('keydown', load, true);
    loadSonner().catch(() => undefined);
  };
  target.addEventListener('pointerdown', load, true);
  target.addEventListener('keydown', load, true);
}
