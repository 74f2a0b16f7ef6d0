import { Menu } from 'lucide-react';
import { useState } from 'react';
import { Outlet, ScrollRestoration, useLoaderData, useNavigate } from 'react-router';
import type { User } from '@contract/gateway/auth';
import { PlayerBar } from '@/widgets/audio/PlayerBar';
import { PlayerKeys } from '@/widgets/audio/PlayerKeys';
import { usePlayback } from '@/widgets/audio/playback-store';
import { Drawer } from '@/components/ui/Drawer';
import { useSignOutMutation } from '@/data/account/sign-out-mutation';
import { AppSidebar } from './AppSidebar';
import { NavigationProgress } from './NavigationProgress';
import { signInPath } from './paths';
import { ServiceBanners } from './ServiceBanners';

/** The signed-in frame: the menu as a side column from tablet width up, behind a menu button in a drawer below. */
export function AppLayout() {
  const user = useLoaderData() as User;
  const navigate = useNavigate();
  const signOut = useSignOutMutation();
  const [menuOpen, setMenuOpen] = useState(false);
  const playerShown = usePlayback((state) => state.item !== null);
  const handleSignOut = () =>
    signOut.mutate(undefined, { onSettled: () => void navigate(signInPath(), { replace: true }) });
  const sidebar = (onNavigate?: () => void) => (
    <AppSidebar user={user} onSignOut={handleSignOut} onNavigate={onNavigate} />
  );

  return (
    <div className="flex min-h-screen flex-col md:flex-row">
      <NavigationProgress />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-raised focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-30 flex items-center gap-2 border-b border-line bg-raised px-3 py-2 md:hidden">
        <button
          type="button"
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
          className="rounded-md p-2 text-ink-muted hover:bg-fill"
        >
          <Menu aria-hidden size={20} />
        </button>
        <Drawer open={menuOpen} onOpenChange={setMenuOpen} title="Menu">
          {sidebar(() => setMenuOpen(false))}
        </Drawer>
        <span className="flex items-center gap-2 font-semibold">
          <img src="/favicon.svg" alt="" className="h-6 w-6" /> Voice Studio
        </span>
      </header>
      <aside
        aria-label="Studio menu"
        className="hidden w-sidebar shrink-0 flex-col border-r border-line bg-raised md:sticky md:top-0 md:flex md:h-dvh"
      >
        {sidebar()}
      </aside>
      {/* Room under the content for the player bar while it shows, so it never covers the end of a page. */}
      <main
        id="main"
        tabIndex={-1}
        className={`min-w-0 flex-1 space-y-4 p-4 focus:outline-none sm:p-6 lg:p-8 ${playerShown ? 'pb-32 sm:pb-24 lg:pb-24' : ''}`}
      >
        <ServiceBanners />
        <Outlet />
      </main>
      <PlayerBar open={playerShown} onOpenChange={(open) => open || usePlayback.getState().stop()} title="The player" />
      <PlayerKeys />
      {/* A new page opens at its top (an original opened from far down a folder too); back and forward restore. */}
      <ScrollRestoration />
    </div>
  );
}
