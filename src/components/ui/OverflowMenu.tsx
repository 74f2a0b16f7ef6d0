import * as Menu from '@radix-ui/react-dropdown-menu';
import { MoreHorizontal } from 'lucide-react';
import type { ReactNode } from 'react';

export type MenuAction = { label: string; icon?: ReactNode; onSelect: () => void; disabled?: boolean; danger?: boolean };

type Props = { label: string; actions: ReadonlyArray<MenuAction>; className?: string };

/**
 * Secondary actions behind one "…" button where there is no room for a row of buttons (a phone). Radix's menu
 * gives the button aria-haspopup="menu" and aria-expanded, arrow keys between items, Enter/Space to choose,
 * Escape to close, and focus back on the button.
 */
export function OverflowMenu({ label, actions, className = '' }: Props) {
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger
        aria-label={label}
        className={`inline-flex items-center justify-center rounded-md p-2 text-ink-muted hover:bg-fill ${className}`}
      >
        <MoreHorizontal aria-hidden size={18} />
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
              className={`flex cursor-default items-center gap-2 rounded px-2.5 py-2 outline-none select-none data-[disabled]:text-slate-400 data-[highlighted]:bg-fill ${action.danger ? 'text-danger' : 'text-ink'}`}
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
