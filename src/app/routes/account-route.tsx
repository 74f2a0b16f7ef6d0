import { usePageTitle } from '@/lib/browser/use-page-title';
import { useNavigate } from 'react-router';
import { useSignOutMutation } from '@/data/account/sign-out-mutation';
import { AccountPage } from '@/features/account/AccountPage';
import { signInPath } from '@/app/paths';

export function Component() {
  usePageTitle('Account');
  const navigate = useNavigate();
  const signOut = useSignOutMutation();
  return (
    <AccountPage
      onSignOut={() => signOut.mutate(undefined, { onSettled: () => void navigate(signInPath(), { replace: true }) })}
    />
  );
}
