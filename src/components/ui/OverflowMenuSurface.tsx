import * as Menu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import type { MenuAction } from './OverflowMenu';

export type OverflowMenuSurfaceProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  actions: ReadonlyArray<MenuAction>;
  triggerClassName: string;
  icon: ReactNode;
};

/**
 * The "…" menu itself (OverflowMenu loads it on the first press). Radix's menu gives the button
 * aria-haspopup="menu" and aria-expanded, arrow keys between items, Enter/Space to choose, Escape to close, and
 * focus back on the button.
 */
export function OverflowMenuSurface({
  open,
  onOpenChange,
  title,
  actions,
  triggerClassName,
  icon,
}: OverflowMenuSurfaceProps) {
  return (
    <Menu.Root modal={false} open={open} onOpenChange={onOpenChange}>
      <Menu.Trigger aria-label={title} className={triggerClassName}>
        {icon}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={4}
          collisionPadding={8}
          className="z-50 min-w-44 rounded-lg border border-line bg-raised p-1 text-body shadow-lg"
        >
          {actions.map((action) => (
            <Menu.Item
              key={action.label}
              disabled={action.disabled}
              onSelect={action.onSelect}
              className={`flex cursor-default items-center gap-2 rounded px-2.5 py-2 outline-none select-none data-[disabled]:opacity-50 data-[highlighted]:bg-fill ${action.danger ? 'text-danger' : 'text-ink'}`}
            >
              {action.icon}
              {action.label}
            </Menu.Item>
          ))}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
