import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppToaster } from './app/AppToaster';
import { queryClient } from './app/query-client';
import { routes, signInPath } from './app/paths';
import { router } from './app/router';
import { watchFinishedConversions } from './data/recordings/conversion-cache';
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
  queryClient.clear();
  void router.navigate(signInPath(pathname + search), { replace: true });
});

// When the server goes away, everything on screen may be outdated: active reads are asked again, wait (showing
// the failure over their data) and run as soon as the server answers.
startConnectivity({ onServerLost: () => void queryClient.invalidateQueries() });

// The balance and the statistics follow conversions as they finish.
watchFinishedConversions(queryClient);
// The toasts' code is fetched when the user first acts, ready for the answer to that action.
loadSonnerOnFirstInput(document);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <AppToaster />
    </QueryClientProvider>
  </StrictMode>,
);
