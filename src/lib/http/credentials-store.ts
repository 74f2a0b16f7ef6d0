import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';

/**
 * How this tab authenticates to the gateway: a session (the HttpOnly cookie plus its CSRF token) or the user's
 * own API key. The cookie itself is never readable here.
 */
export type Credentials = { kind: 'session'; csrfToken: string } | { kind: 'api-key'; apiKey: string };

type CredentialsState = {
  credentials: Credentials | null;
  /** An API key the user asked to keep on this device (else it lives only as long as the tab). */
  remember: boolean;
  setCredentials: (credentials: Credentials, options?: { remember?: boolean }) => void;
  clear: () => void;
};

export const CREDENTIALS_STORAGE_KEY = 'voice-studio.credentials';

/** Whether these credentials outlive the tab: a session's token always does (the cookie does too). */
const durable = (state: Pick<CredentialsState, 'credentials' | 'remember'>) =>
  state.credentials?.kind === 'session' || state.remember;

/**
 * Where the credentials are kept. An API key is a bearer secret, so by default it lives in this tab's
 * sessionStorage and is gone when the tab closes; "remember on this device" puts it in localStorage. A password
 * sign-in's CSRF token goes to localStorage: it is useless without the session cookie, which the browser keeps
 * anyway, and so new tabs stay signed in. Each write removes the other copy; signing out removes both.
 */
const splitStorage: StateStorage = {
  getItem: (name) => sessionStorage.getItem(name) ?? localStorage.getItem(name),
  setItem: (name, value) => {
    const { state } = JSON.parse(value) as { state: Pick<CredentialsState, 'credentials' | 'remember'> };
    if (!state.credentials) return splitStorage.removeItem(name);
    const [keep, drop] = durable(state) ? [localStorage, sessionStorage] : [sessionStorage, localStorage];
    keep.setItem(name, value);
    drop.removeItem(name);
  },
  removeItem: (name) => {
    sessionStorage.removeItem(name);
    localStorage.removeItem(name);
  },
};

export const useCredentialsStore = create<CredentialsState>()(
  persist(
    (set) => ({
      credentials: null,
      remember: false,
      setCredentials: (credentials, { remember = false } = {}) => set({ credentials, remember }),
      clear: () => set({ credentials: null, remember: false }),
    }),
    {
      name: CREDENTIALS_STORAGE_KEY,
      storage: createJSONStorage(() => splitStorage),
      partialize: ({ credentials, remember }) => ({ credentials, remember }),
    },
  ),
);

export function credentialHeaders(credentials: Credentials | null): Record<string, string> {
  if (!credentials) return {};
  return credentials.kind === 'session' ? { 'X-Csrf-Token': credentials.csrfToken } : { 'api-key': credentials.apiKey };
}
