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
type Kind = 'error' | 'success';
const waiting: { kind: Kind; message: string }[] = [];
const listeners = new Set<() => void>();

export function loadSonner(): Promise<Sonner> {
  loading ??= import('sonner').then(
    (module) => {
      sonner = module;
      listeners.forEach((listener) => listener());
      waiting.splice(0).forEach(({ kind, message }) => module.toast[kind](message));
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function show(kind: Kind, message: string): void {
  if (sonner) sonner.toast[kind](message);
  else {
    waiting.push({ kind, message });
    loadSonner().catch(() => undefined);
  }
}

export const toast = {
  /** Shows `message` as an error toast, as soon as sonner is loaded. */
  error: (message: string) => show('error', message),
  /** Says a change was made where the place that made it has gone (a dialog that closed on success). */
  success: (message: string) => show('success', message),
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
