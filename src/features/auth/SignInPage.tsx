import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { TextField } from '@/components/ui/TextField';
import { useSignIn } from '@/data/account/sign-in';
import { useDemoAccount } from '@/data/health/demo-account';
import type { User } from '@contract/gateway/auth';
import { ApiError } from '@/lib/http/api-error';

type Method = 'password' | 'api-key';

/**
 * Sign in with email and password (a gateway session) or with the user's own API key, kept for this tab only
 * unless "remember on this device" is ticked. `onSignedIn` takes the user on (the route knows where to).
 */
export function SignInPage({ onSignedIn }: { onSignedIn: (user: User) => Promise<void> | void }) {
  const [method, setMethod] = useState<Method>('password');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [apiKey, setApiKey] = useState('');
  const [remember, setRemember] = useState(false);
  const signIn = useSignIn(onSignedIn);
  // Only the embedded sandbox has a demo account; in front of the real service the server offers none.
  const demo = useDemoAccount();
  const { pending } = signIn;
  const error = signIn.error && !pending ? describeSignInError(signIn.error, signIn.method ?? method) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const request =
      method === 'password'
        ? ({ method, email, password } as const)
        : ({ method, apiKey: apiKey.trim(), remember } as const);
    signIn.submit(request);
  }

  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <form
        onSubmit={submit}
        className="w-full max-w-sm space-y-5 rounded-xl border border-line bg-raised p-8 shadow-sm"
        aria-labelledby="sign-in-title"
      >
        <div>
          <h1 id="sign-in-title" className="text-heading font-semibold">
            Sign in to Voice Studio
          </h1>
          <p className="mt-1 text-body text-ink-muted">Use your marketplace account or your own API key.</p>
          {demo && (
            <p className="mt-2 rounded-md bg-accent-soft px-3 py-2 text-body" data-testid="demo-account">
              This studio runs on the local sandbox. Try it with the demo account: <strong>{demo.email}</strong>,
              password <strong>{demo.password}</strong>.
            </p>
          )}
        </div>
        <div
          role="radiogroup"
          aria-label="Sign-in method"
          className="grid grid-cols-2 gap-1 rounded-lg bg-fill p-1 text-body"
        >
          {(['password', 'api-key'] as const).map((value) => (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={method === value}
              onClick={() => {
                setMethod(value);
                signIn.reset();
              }}
              className={`rounded-md px-3 py-1.5 ${method === value ? 'bg-raised font-medium shadow-sm' : 'text-ink-muted'}`}
            >
              {value === 'password' ? 'Email and password' : 'API key'}
            </button>
          ))}
        </div>
        {method === 'password' ? (
          <>
            <TextField label="Email" type="email" autoComplete="username" required value={email} onChange={setEmail} />
            <TextField
              label="Password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={setPassword}
            />
          </>
        ) : (
          <>
            <TextField label="API key" autoComplete="off" required value={apiKey} onChange={setApiKey} />
            <CheckboxField
              label="Remember on this device"
              hint="Otherwise the key is forgotten when this tab closes."
              checked={remember}
              onChange={setRemember}
            />
          </>
        )}
        {error && (
          <p role="alert" className="rounded-md bg-danger-soft px-3 py-2 text-body text-danger">
            {error}
          </p>
        )}
        <Button type="submit" className="w-full" disabled={pending}>
          {pending ? 'Signing in…' : 'Sign in'}
        </Button>
      </form>
    </main>
  );
}

function describeSignInError(error: unknown, method: Method): string {
  if (!(error instanceof ApiError)) return 'Sign-in failed; please try again.';
  if (error.status === 0) return error.message;
  if (method === 'password' && [401, 403, 404].includes(error.status)) return 'Wrong email or password.';
  if (method === 'api-key' && error.status === 401) return `That API key was not accepted: ${error.message}.`;
  return error.message;
}
