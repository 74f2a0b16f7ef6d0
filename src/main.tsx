import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppToaster } from './app/AppToaster';
import { routes, signInPath } from './app/paths';
import { router } from './app/router';
import { onUnauthorized } from './lib/http/api-client';
import { startConnectivity } from './lib/http/connectivity';
import { useCredentialsStore } from './lib/http/credentials-store';
import { loadSonnerOnFirstInput } from './lib/toast/toast';
import './index.css';

/** A 401 from any call ends the local session and sends the user to sign in, then back to where they were. */
onUnauthorized(() => {
  const { pathname, search } = window.location;
  if (pathname === routes.signIn) return;
  useCredentialsStore.getState().clear();
  // A 401 comes from a signed-in page, which has loaded the query cache: what the last user saw goes.
  void import('./app/query-client').then(({ queryClient }) => queryClient.clear());
  void router.navigate(signInPath(pathname + search), { replace: true });
});

startConnectivity();
// The toasts' code is fetched when the user first acts, ready for the answer to that action.
loadSonnerOnFirstInput(document);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
    <AppToaster />
  </StrictMode>,
);
