import { LogOut } from 'lucide-react';
import { NavLink } from 'react-router';
import type { User } from '@contract/gateway/auth';
import { Button } from '@/components/ui/Button';
import { ThemeSwitch } from '@/components/theme/ThemeSwitch';
import { CreditBalance } from './CreditBalance';
import { MAIN_MENU } from './main-menu';
import { statisticsPath } from './paths';

type Props = {
  user: User;
  onSignOut: () => void;
  /** Called when an entry is followed: the phone drawer closes itself with it. */
  onNavigate?: () => void;
};

/**
 * The brand, the main menu, the theme switch and the account: the side column on wide screens, the drawer on
 * phones. Both hold it at the window's height, so when space runs short the menu scrolls and the footer (theme,
 * credits, sign out) stays in view.
 */
export function AppSidebar({ user, onSignOut, onNavigate }: Props) {
  return (
    <>
      <div className="flex items-center gap-2 px-5 py-4 text-heading font-semibold">
        <img src="/favicon.svg" alt="" className="h-7 w-7" /> Voice Studio
      </div>
      <nav aria-label="Main" className="min-h-0 flex-1 space-y-1 overflow-y-auto px-3">
        {MAIN_MENU.map(({ to, label, icon: Icon }) => (
          <NavLink
            key={to}
            to={to}
            onClick={onNavigate}
            className={({ isActive }) =>
              `flex items-center gap-2 rounded-md px-3 py-2 text-body ${isActive ? 'bg-accent-soft font-medium text-accent-ink' : 'text-ink-muted hover:bg-fill'}`
            }
          >
            <Icon aria-hidden size={16} /> {label}
          </NavLink>
        ))}
      </nav>
      <div className="shrink-0 space-y-3 border-t border-line p-3 text-body">
        <ThemeSwitch />
        <div>
          <CreditBalance href={statisticsPath()} onNavigate={onNavigate} />
          <p className="truncate px-2 text-ink-muted" title={user.email}>
            {user.email}
          </p>
          <Button variant="ghost" className="mt-1 w-full justify-start" onClick={onSignOut}>
            <LogOut aria-hidden size={16} /> Sign out
          </Button>
        </div>
      </div>
    </>
  );
}
