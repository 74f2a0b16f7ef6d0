import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { toast } from '@/lib/toast/toast';

/** What a surface loaded on first use is told: whether it is open, how to close it, and its name for a failure toast. */
export type ModalProps = { open: boolean; onOpenChange: (open: boolean) => void; title: string };

/** What shows until the surface has loaded (and if it could not be): nothing for a modal, the button for a menu. */
type Placeholder<P> = (props: P) => ReactNode;

/**
 * A modal surface or menu whose code loads the first time it opens, not with every page that merely could open
 * one (Radix and its focus-trap, scroll-lock and positioning helpers); `placeholder` stands in for it until then.
 * Once loaded it stays mounted when `open` turns false, so it runs its own close (focus return) and reopens
 * without loading again.
 *
 * If the code cannot be fetched (server unreachable at that moment), the page stays as it was: the surface reports
 * itself closed, a toast says why, and the next open fetches again (React.lazy keeps a failed load forever, so a
 * failure replaces it with a fresh one).
 */
export function loadedWhenOpened<P extends ModalProps>(
  load: () => Promise<ComponentType<P>>,
  placeholder: Placeholder<P> = () => null,
): ComponentType<P> {
  const fresh = () => lazy(async () => ({ default: await load() }));
  let Surface = fresh();
  const onLoadFailure = () => {
    Surface = fresh();
  };
  return function LoadedWhenOpened(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened) return placeholder(props);
    const failed = () => {
      onLoadFailure();
      setOpened(false);
      props.onOpenChange(false);
      toast.error(`“${props.title}” could not be loaded: check the connection and try again.`);
    };
    return (
      <LoadFailureBoundary onFailure={failed}>
        <Suspense fallback={placeholder(props)}>
          <Surface {...props} />
        </Suspense>
      </LoadFailureBoundary>
    );
  };
}

/** Catches the failed chunk load so it never reaches the page's error screen. */
class LoadFailureBoundary extends Component<{ onFailure: () => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch() {
    this.props.onFailure();
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}
