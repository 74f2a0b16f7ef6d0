import { Copy, KeyRound, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { TextField } from '@/components/ui/TextField';
import { useCreateApiKeyMutation } from '@/data/account/create-api-key-mutation';
import { useDeleteApiKeyMutation } from '@/data/account/delete-api-key-mutation';
import { copyText } from '@/lib/browser/copy-text';
import { defaultExpiry, expiryFromDateInput, tomorrow } from './api-key-expiry';

/**
 * The account's API key: generate one with an expiry date (shown once, with a copy button and a warning), or delete
 * it. The gateway keeps one key per account, so generating replaces the key in use: it asks first, and a failure
 * stays in that dialog with the server's reason.
 */
export function ApiKeySection({ signedInWithKey }: { signedInWithKey: boolean }) {
  const id = useId();
  const [expiry, setExpiry] = useState(defaultExpiry);
  const [expiryProblem, setExpiryProblem] = useState<string | undefined>();
  const [shown, setShown] = useState<string | null>(null);
  const [copied, setCopied] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [confirmingGenerate, setConfirmingGenerate] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const create = useCreateApiKeyMutation({ handlesError: true });
  const remove = useDeleteApiKeyMutation({ handlesError: true });

  /** The date is checked first; a valid one asks before replacing the key in use. */
  function askToGenerate(event: FormEvent) {
    event.preventDefault();
    const expiresAt = expiryFromDateInput(expiry);
    setExpiryProblem(expiresAt ? undefined : 'Choose a date after today');
    if (expiresAt) setConfirmingGenerate(true);
  }

  function generate() {
    const expiresAt = expiryFromDateInput(expiry);
    if (!expiresAt) return;
    setShown(null);
    setCopied(null);
    setDeleted(false);
    create.mutate(
      { expiresAt },
      {
        onSuccess: (answer) => {
          setConfirmingGenerate(false);
          setShown(answer.api_key);
        },
      },
    );
  }

  function copy(key: string) {
    copyText(key)
      .then(() => setCopied('Copied to the clipboard.'))
      .catch(() => setCopied('The browser did not allow copying: select the key and copy it yourself.'));
  }

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3 rounded-xl border border-line bg-raised p-4">
      <h2 id={`${id}-title`} className="text-heading font-semibold">
        API key
      </h2>
      <p className="max-w-prose text-body text-ink-muted">
        A key lets scripts and other apps use your account through the API (the <code>api-key</code> header), and lets
        you sign in here without a password. Your account has one key at a time: generating a new one replaces the old
        one, which stops working at once.
      </p>
      <form onSubmit={askToGenerate} noValidate className="flex flex-wrap items-end gap-3">
        <TextField
          label="Expires on"
          type="date"
          compact
          min={tomorrow()}
          value={expiry}
          onChange={(value) => {
            setExpiry(value);
            setExpiryProblem(undefined);
          }}
          error={expiryProblem}
        />
        <Button type="submit" disabled={create.isPending}>
          <KeyRound aria-hidden size={15} /> {create.isPending ? 'Generating…' : 'Generate a new key'}
        </Button>
        <Button variant="secondary" onClick={() => setConfirmingDelete(true)}>
          <Trash2 aria-hidden size={15} /> Delete the key
        </Button>
      </form>
      {shown && (
        <div className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3" data-testid="new-api-key">
          <p role="alert" className="text-body font-medium text-amber-900">
            Copy this key now: it will not be shown again. Keep it secret, like a password.
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <TextField
              label="Your new API key"
              hideLabel
              compact
              readOnly
              value={shown}
              onFocus={(event) => event.target.select()}
              className="min-w-0 flex-1"
              code
            />
            <Button variant="secondary" onClick={() => copy(shown)}>
              <Copy aria-hidden size={15} /> Copy
            </Button>
          </div>
          <p role="status" className="text-body text-ink-muted">
            {copied}
          </p>
        </div>
      )}
      <p role="status" className="text-body text-emerald-800">
        {deleted ? 'The key was deleted. Anything still using it is refused.' : ''}
      </p>
      <ConfirmDialog
        open={confirmingGenerate}
        onOpenChange={(open) => {
          setConfirmingGenerate(open);
          if (!open) create.reset();
        }}
        title="Replace your API key?"
        description={
          <>
            Your account has one key at a time. The key it has now stops working at once, including the sandbox’s demo
            key (<code>sandbox-demo-key</code>) if the account still has it: every script, app or browser tab that uses
            it is refused (401 Unauthorized) from its next request. The new key is shown once, here.
            {signedInWithKey
              ? ' This tab is signed in with an API key: if it is the old one, you are signed out here.'
              : ''}
          </>
        }
        confirmLabel="Replace the key"
        pending={create.isPending}
        error={create.error}
        onConfirm={generate}
      />
      <ConfirmDialog
        open={confirmingDelete}
        onOpenChange={(open) => {
          setConfirmingDelete(open);
          if (!open) remove.reset();
        }}
        title="Delete the API key?"
        description={
          <>
            The key stops working at once: every script, app or browser tab that uses it is refused (401 Unauthorized)
            from its next request, and has to be given a new key. Signing in with your password is not affected.
            {signedInWithKey
              ? ' This tab is signed in with an API key: if it is this one, you are signed out here too.'
              : ''}
          </>
        }
        confirmLabel="Delete the key"
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setConfirmingDelete(false);
              setShown(null);
              setDeleted(true);
            },
          })
        }
      />
    </section>
  );
}
