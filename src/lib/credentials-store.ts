import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/**
 * How this tab authenticates to the gateway: a session (the HttpOnly cookie plus its CSRF token) or the user's
 * own API key. Kept in localStorage so a reload stays signed in; the cookie itself is never readable here.
 */
export type Credentials = { kind: 'session'; csrfToken: string } | { kind: 'api-key'; apiKey: string };

type CredentialsState = {
  credentials: Credentials | null;
  setCredentials: (credentials: Credentials) => void;
  clear: () => void;
};

export const useCredentialsStore = create<CredentialsState>()(
  persist(
    (set) => ({
      credentials: null,
      setCredentials: (credentials) => set({ credentials }),
      clear: () => set({ credentials: null }),
    }),
    { name: 'voice-studio.credentials' },
  ),
);

export function credentialHeaders(credentials: Credentials | null): Record<string, string> {
  if (!credentials) return {};
  return credentials.kind === 'session' ? { 'X-Csrf-Token': credentials.csrfToken } : { 'api-key': credentials.apiKey };
}
