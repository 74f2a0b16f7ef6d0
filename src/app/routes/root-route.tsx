import { QueryClientProvider } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { AppLayout } from '@/app/AppLayout';
import { queryClient } from '@/app/query-client';
import { requireUser } from '@/app/require-user';
import { revalidateOnPathChange } from '@/app/revalidate-on-path-change';

/**
 * The signed-in frame, loaded with the first signed-in page rather than with the entry: the sign-in page needs
 * neither the menu nor the user's schema (and with it zod), nor React Query, whose provider starts here.
 */
export function Component() {
  return (
    <QueryClientProvider client={queryClient}>
      <AppLayout />
    </QueryClientProvider>
  );
}
export const loader = ({ request }: LoaderFunctionArgs) => requireUser(request);
export const shouldRevalidate = revalidateOnPathChange;
