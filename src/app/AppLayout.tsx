import { AudioLines, Bot, FolderKanban, LogOut, Mic2 } from 'lucide-react';
import { NavLink, Outlet, ScrollRestoration, useLoaderData, useNavigate } from 'react-router';
import type { User } from '../../contract/gateway/auth';
import { Button } from '../components/ui/Button';
import { useSignOutMutation } from '../data/account/sign-out-mutation';
import { useUploadsUnloadGuard } from '../features/recordings/use-uploads-unload-guard';
import { projectsPath, signInPath } from './paths';
import { ServiceBanners } from './ServiceBanners';

/** Areas still to come are listed (so the layout is stable) but not yet linked. */
const UPCOMING = [
  { label: 'Voices', icon: Mic2 },
  { label: 'Text to speech', icon: AudioLines },
  { label: 'Voice agent', icon: Bot },
];

export function AppLayout() {
  const user = useLoaderData() as User;
  const navigate = useNavigate();
  const signOut = useSignOutMutation();
  useUploadsUnloadGuard();
  const handleSignOut = () => signOut.mutate(undefined, { onSettled: () => void navigate(signInPath(), { replace: true }) });

  return (
    <div className="flex min-h-screen">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        Skip to content
      </a>
      <aside className="flex w-60 shrink-0 flex-col border-r border-slate-200 bg-white">
        <div className="flex items-center gap-2 px-5 py-4 text-lg font-semibold">
          <img src="/favicon.svg" alt="" className="h-7 w-7" /> Voice Studio
        </div>
        <nav aria-label="Main" className="flex-1 space-y-1 px-3">
          <NavLink
            to={projectsPath()}
            className={({ isActive }) =>
              `flex items-center gap-2 rounded-md px-3 py-2 text-sm ${isActive ? 'bg-indigo-50 font-medium text-indigo-800' : 'text-slate-700 hover:bg-slate-100'}`
            }
          >
            <FolderKanban aria-hidden size={16} /> Projects
          </NavLink>
          {UPCOMING.map(({ label, icon: Icon }) => (
            <span key={label} aria-disabled="true" className="flex items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-500">
              <Icon aria-hidden size={16} /> {label} <span className="ml-auto text-xs">soon</span>
            </span>
          ))}
        </nav>
        <div className="border-t border-slate-200 p-3 text-sm">
          <p className="truncate px-2 text-slate-600" title={user.email}>
            {user.email}
          </p>
          <Button variant="ghost" className="mt-1 w-full justify-start" onClick={handleSignOut}>
            <LogOut aria-hidden size={16} /> Sign out
          </Button>
        </div>
      </aside>
      <main id="main" tabIndex={-1} className="min-w-0 flex-1 space-y-4 p-8 focus:outline-none">
        <ServiceBanners />
        <Outlet />
      </main>
      {/* A new page opens at its top (an original opened from far down a folder too); back and forward restore. */}
      <ScrollRestoration />
    </div>
  );
}
