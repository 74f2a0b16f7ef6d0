import { useNavigate, useSearchParams } from 'react-router';
import { SignInPage } from '../../features/auth/SignInPage';
import { usePageTitle } from '../../lib/browser/use-page-title';
import { safeNextPath } from '../paths';

/** Sign-in, then back to the page that sent the user here (`?next=`, same-origin only). */
export function Component() {
  usePageTitle('Sign in');
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  return <SignInPage onSignedIn={() => void navigate(safeNextPath(searchParams.get('next')), { replace: true })} />;
}
