import { useEffect, useState } from 'react';

export type DemoAccount = { email: string; password: string };

const isDemoAccount = (value: unknown): value is DemoAccount =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as DemoAccount).email === 'string' &&
  typeof (value as DemoAccount).password === 'string';

/**
 * The embedded sandbox's demo account, as the studio server's `/healthz` offers it, or null (the real service
 * has none, or the server did not say). A plain fetch: the sign-in page is a first load, and React Query and zod
 * come with the first signed-in page.
 */
export function useDemoAccount(): DemoAccount | null {
  const [demo, setDemo] = useState<DemoAccount | null>(null);
  useEffect(() => {
    let current = true;
    fetch('/healthz', { headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { demo_account?: unknown } | null) => {
        if (current && isDemoAccount(body?.demo_account)) setDemo(body.demo_account);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  return demo;
}
