import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/TextField';
import { ApiError } from '../../lib/api-error';
import { authKeys, signInWithApiKey, signInWithPassword } from './auth-api';

type Method = 'password' | 'api-key';

/** Only same-origin paths are followed after sign-in, so `?next=` cannot send the user elsewhere. */
export function safeNextPath(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/projects';
}

export function SignInPage() {
  const [method, setMethod] = useState<Method>('password');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [apiKey, setApiKey] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      const user = method === 'password' ? await signInWithPassword(email, password) : await signInWithApiKey(apiKey.trim());
      queryClient.clear();
      queryClient.setQueryData(authKeys.currentUser(), user);
      await navigate(safeNextPath(searchParams.get('next')), { replace: true });
    } catch (caught) {
      setError(describeSignInError(caught, method));
    } finally {
      setPending(false);
    }
  }

  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <form onSubmit={submit} className="w-full max-w-sm space-y-5 rounded-xl border border-slate-200 bg-white p-8 shadow-sm" aria-labelledby="sign-in-title">
        <div>
          <h1 id="sign-in-title" className="text-xl font-semibold">Sign in to Voice Studio</h1>
          <p className="mt-1 text-sm text-slate-600">Use your marketplace account or your own API key.</p>
        </div>
        <div role="radiogroup" aria-label="Sign-in method" className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1 text-sm">
          {(['password', 'api-key'] as const).map((value) => (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={method === value}
              onClick={() => setMethod(value)}
              className={`rounded-md px-3 py-1.5 ${method === value ? 'bg-white font-medium shadow-sm' : 'text-slate-600'}`}
            >
              {value === 'password' ? 'Email and password' : 'API key'}
            </button>
          ))}
        </div>
        {method === 'password' ? (
          <>
            <TextField label="Email" type="email" autoComplete="username" required value={email} onChange={setEmail} />
            <TextField label="Password" type="password" autoComplete="current-password" required value={password} onChange={setPassword} />
          </>
        ) : (
          <TextField label="API key" autoComplete="off" required value={apiKey} onChange={setApiKey} />
        )}
        {error && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
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
