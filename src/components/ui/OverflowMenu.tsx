import { MoreHorizontal } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { loadedWhenOpened } from './LoadedWhenOpened';
import type { OverflowMenuSurfaceProps } from './OverflowMenuSurface';

export type MenuAction = {
  label: string;
  icon?: ReactNode;
  onSelect: () => void;
  disabled?: boolean;
  danger?: boolean;
};

type Props = { label: string; actions: ReadonlyArray<MenuAction>; className?: string };

const loadSurface = () => import('./OverflowMenuSurface');

/**
 * Until the first press the "…" button is a plain one that looks the same: Radix's menu and its positioning code
 * (floating-ui) are most of a page's first load otherwise. Pointing at or focusing the button fetches them ahead;
 * Enter, Space, ArrowDown or a click opens the menu, which then stays loaded (OverflowMenuSurface).
 */
const MenuWhenOpened = loadedWhenOpened(
  async () => (await loadSurface()).OverflowMenuSurface,
  ({ title, onOpenChange, triggerClassName, icon }: OverflowMenuSurfaceProps) => {
    const prefetch = () => void loadSurface().catch(() => undefined);
    return (
      <button
        type="button"
        aria-label={title}
        aria-haspopup="menu"
        aria-expanded={false}
        className={triggerClassName}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => onOpenChange(true)}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown') return;
          event.preventDefault();
          onOpenChange(true);
        }}
      >
        {icon}
      </button>
    );
  },
);

/** Secondary actions behind one "…" button where there is no room for a row of buttons (a phone). */
export function OverflowMenu({ label, actions, className = '' }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <MenuWhenOpened
      open={open}
      onOpenChange={setOpen}
      title={label}
      actions={actions}
      triggerClassName={`inline-flex items-center justify-center rounded-md p-2 text-ink-muted hover:bg-fill ${className}`}
      icon={<MoreHorizontal aria-hidden size={18} />}
    />
  );
}
