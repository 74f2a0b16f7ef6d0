import { useNavigate, useSearchParams } from 'react-router';
import type { User } from '@contract/gateway/auth';
import { accountKeys } from '@/data/account/keys';
import { SignInPage } from '@/features/auth/SignInPage';
import { usePageTitle } from '@/lib/browser/use-page-title';
import { safeNextPath } from '@/app/paths';

/**
 * Whatever another user left in the query cache goes, and the new user is cached so the first page does not ask
 * again. The cache's code loads here, on success, not with the sign-in page; if it cannot load, the page that
 * follows asks for the user itself (and offers Retry if its own code cannot load either).
 */
async function startSignedInCache(user: User): Promise<void> {
  try {
    const { queryClient } = await import('@/app/query-client');
    queryClient.clear();
    queryClient.setQueryData(accountKeys.currentUser(), user);
  } catch {
    // Only an optimisation failed: see above.
  }
}

/** Sign-in, then back to the page that sent the user here (`?next=`, same-origin only). */
export function Component() {
  usePageTitle('Sign in');
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  return (
    <SignInPage
      onSignedIn={async (user) => {
        await startSignedInCache(user);
        await navigate(safeNextPath(searchParams.get('next')), { replace: true });
      }}
    />
  );
}
