import { createBrowserRouter, redirect } from 'react-router';
import { AppLayout } from './AppLayout';
import { projectsPath, routes } from './paths';
import { LoadingShell } from './LoadingShell';
import { requireUser } from './require-user';
import { revalidateOnPathChange } from './revalidate-on-path-change';
import { RouteError } from './RouteError';

/**
 * Routes compose the features; page modules load lazily so the first load carries only the shell. Until the first
 * page's loaders finish, the loading shell stays on screen (HydrateFallback), never a blank page.
 */
export const router = createBrowserRouter([
  {
    path: routes.signIn,
    lazy: () => import('./routes/sign-in-route'),
    HydrateFallback: LoadingShell,
  },
  {
    id: 'root',
    path: '/',
    loader: ({ request }) => requireUser(request),
    shouldRevalidate: revalidateOnPathChange,
    Component: AppLayout,
    HydrateFallback: LoadingShell,
    errorElement: <RouteError />,
    children: [
      { index: true, loader: () => redirect(projectsPath()) },
      { path: routes.projects, lazy: () => import('./routes/projects-route'), errorElement: <RouteError /> },
      {
        id: 'project',
        path: routes.project,
        lazy: () => import('./routes/project-route'),
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: () => import('./routes/project-index-route') },
          { path: routes.folder, lazy: () => import('./routes/folder-route'), errorElement: <RouteError /> },
          { path: routes.recording, lazy: () => import('./routes/recording-route'), errorElement: <RouteError /> },
        ],
      },
      { path: routes.voices, lazy: () => import('./routes/voices-route'), errorElement: <RouteError /> },
      { path: routes.voice, lazy: () => import('./routes/voice-route'), errorElement: <RouteError /> },
      { path: routes.calibrations, lazy: () => import('./routes/calibrations-route'), errorElement: <RouteError /> },
      { path: routes.statistics, lazy: () => import('./routes/statistics-route'), errorElement: <RouteError /> },
      { path: routes.account, lazy: () => import('./routes/account-route'), errorElement: <RouteError /> },
      { path: routes.ttsPlayground, lazy: () => import('./routes/tts-route'), errorElement: <RouteError /> },
      { path: routes.agent, lazy: () => import('./routes/agent-route'), errorElement: <RouteError /> },
      // Unknown paths answer "not found" inside the layout, with the menu and a way home.
      { path: '*', loader: () => { throw new Response('Not found', { status: 404 }); }, errorElement: <RouteError /> },
    ],
  },
]);
