import { createBrowserRouter, redirect } from 'react-router';
import { projectsPath, routes } from './paths';
import { LoadingShell } from './LoadingShell';
import { retryingRoute } from './retrying-route';
import { RouteError } from './RouteError';

/**
 * Routes compose the features; page modules, and the signed-in frame around them, load lazily so the first load
 * carries only what its page shows, and a page whose code failed to download is imported afresh on the next
 * attempt (retryingRoute). Until the first page's loaders finish, the loading shell stays on screen
 * (HydrateFallback), never a blank page.
 */
export const router = createBrowserRouter([
  {
    path: routes.signIn,
    ...retryingRoute(() => import('./routes/sign-in-route')),
    HydrateFallback: LoadingShell,
  },
  { path: routes.design, ...retryingRoute(() => import('./routes/design-route')), HydrateFallback: LoadingShell },
  {
    id: 'root',
    path: '/',
    ...retryingRoute(() => import('./routes/root-route')),
    HydrateFallback: LoadingShell,
    errorElement: <RouteError />,
    children: [
      // Nothing to render before the redirect: `element: null` says so (without it the router warns on every visit to /).
      { index: true, loader: () => redirect(projectsPath()), element: null },
      {
        path: routes.projects,
        ...retryingRoute(() => import('./routes/projects-route')),
        errorElement: <RouteError />,
      },
      {
        id: 'project',
        path: routes.project,
        ...retryingRoute(() => import('./routes/project-route')),
        errorElement: <RouteError />,
        children: [
          { index: true, ...retryingRoute(() => import('./routes/project-index-route')) },
          {
            path: routes.folder,
            ...retryingRoute(() => import('./routes/folder-route')),
            errorElement: <RouteError />,
          },
          {
            path: routes.recording,
            ...retryingRoute(() => import('./routes/recording-route')),
            errorElement: <RouteError />,
          },
        ],
      },
      { path: routes.voices, ...retryingRoute(() => import('./routes/voices-route')), errorElement: <RouteError /> },
      { path: routes.voice, ...retryingRoute(() => import('./routes/voice-route')), errorElement: <RouteError /> },
      {
        path: routes.calibrations,
        ...retryingRoute(() => import('./routes/calibrations-route')),
        errorElement: <RouteError />,
      },
      {
        path: routes.statistics,
        ...retryingRoute(() => import('./routes/statistics-route')),
        errorElement: <RouteError />,
      },
      { path: routes.account, ...retryingRoute(() => import('./routes/account-route')), errorElement: <RouteError /> },
      {
        path: routes.ttsPlayground,
        ...retryingRoute(() => import('./routes/tts-route')),
        errorElement: <RouteError />,
      },
      { path: routes.agent, ...retryingRoute(() => import('./routes/agent-route')), errorElement: <RouteError /> },
      // Unknown paths answer "not found" inside the layout, with the menu and a way home.
      {
        path: '*',
        loader: () => {
          throw new Response('Not found', { status: 404 });
        },
        errorElement: <RouteError />,
      },
    ],
  },
]);
