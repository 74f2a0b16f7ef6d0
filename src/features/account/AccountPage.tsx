import { LogOut } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/Button';
import { LoadFailure } from '@/components/ui/LoadFailure';
import { useCurrentUser } from '@/data/account/current-user-query';
import { useCredentialsStore } from '@/lib/http/credentials-store';
import { ApiKeySection } from './ApiKeySection';
import { DeveloperSection } from './DeveloperSection';

/** The signed-in account (POST /api/auth), signing out, the API key, and the developer corner. */
export function AccountPage({ onSignOut }: { onSignOut: () => void }) {
  const id = useId();
  const user = useCurrentUser();
  const signedInWithKey = useCredentialsStore((state) => state.credentials?.kind === 'api-key');
  const profile = user.data;
  const fullName = [profile?.first_name, profile?.last_name].filter(Boolean).join(' ');
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-stack">
      <h1 id={`${id}-title`} className="text-title font-semibold">
        Account
      </h1>
      <LoadFailure query={user} what="your profile" />
      <section aria-labelledby={`${id}-profile`} className="space-y-3 rounded-xl border border-line bg-raised p-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={`${id}-profile`} className="text-heading font-semibold">
            Profile
          </h2>
          <Button variant="secondary" onClick={onSignOut}>
            <LogOut aria-hidden size={15} /> Sign out
          </Button>
        </div>
        {profile && (
          <dl className="grid gap-x-6 gap-y-2 text-body sm:grid-cols-[max-content_1fr]" data-testid="profile">
            <dt className="text-ink-muted">Email</dt>
            <dd className="break-all">
              {profile.email} {profile.verified ? '(verified)' : '(not verified)'}
            </dd>
            <dt className="text-ink-muted">User name</dt>
            <dd className="break-all">{profile.username}</dd>
            {fullName && (
              <>
                <dt className="text-ink-muted">Name</dt>
                <dd>{fullName}</dd>
              </>
            )}
            <dt className="text-ink-muted">Roles</dt>
            <dd>{profile.roles.join(', ') || '–'}</dd>
            <dt className="text-ink-muted">Groups</dt>
            <dd>{profile.groups.map((group) => group.name).join(', ') || 'None'}</dd>
            <dt className="text-ink-muted">Signed in with</dt>
            <dd>{signedInWithKey ? 'an API key' : 'email and password'}</dd>
            <dt className="text-ink-muted">User id</dt>
            <dd className="font-mono text-caption break-all">{profile.id}</dd>
          </dl>
        )}
      </section>
      <ApiKeySection signedInWithKey={signedInWithKey} />
      <DeveloperSection />
    </section>
  );
}
