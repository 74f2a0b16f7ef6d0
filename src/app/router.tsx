import { createBrowserRouter, redirect } from 'react-router';
import { AppLayout } from './AppLayout';
import { requireUser } from './require-user';
import { revalidateOnPathChange } from './revalidate-on-path-change';
import { RouteError } from './RouteError';

/** Routes compose the features; page modules load lazily so the first load carries only the shell. */
export const router = createBrowserRouter([
  {
    path: '/sign-in',
    lazy: async () => ({ Component: (await import('../features/auth/SignInPage')).SignInPage }),
  },
  {
    id: 'root',
    path: '/',
    loader: ({ request }) => requireUser(request),
    shouldRevalidate: revalidateOnPathChange,
    Component: AppLayout,
    errorElement: <RouteError />,
    children: [
      { index: true, loader: () => redirect('/projects') },
      { path: 'projects', lazy: () => import('./routes/projects-route'), errorElement: <RouteError /> },
      {
        id: 'project',
        path: 'projects/:projectUrl',
        lazy: () => import('./routes/project-route'),
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: () => import('./routes/project-index-route') },
          { path: 'folders/:folderId', lazy: () => import('./routes/folder-route'), errorElement: <RouteError /> },
          { path: 'folders/:folderId/recordings/:recordingId', lazy: () => import('./routes/recording-route'), errorElement: <RouteError /> },
        ],
      },
      { path: 'text-to-speech', lazy: () => import('./routes/tts-route'), errorElement: <RouteError /> },
      { path: 'voice-agent', lazy: () => import('./routes/agent-route'), errorElement: <RouteError /> },
      { path: '*', loader: () => { throw new Response('Not found', { status: 404 }); } },
    ],
  },
]);
