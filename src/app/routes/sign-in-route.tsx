import { SignInPage } from '../../features/auth/SignInPage';
import { usePageTitle } from '../../lib/use-page-title';

export function Component() {
  usePageTitle('Sign in');
  return <SignInPage />;
}
