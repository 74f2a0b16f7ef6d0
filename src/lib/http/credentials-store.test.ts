// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { CREDENTIALS_STORAGE_KEY, useCredentialsStore } from './credentials-store';

const stored = () => ({
  tab: sessionStorage.getItem(CREDENTIALS_STORAGE_KEY),
  device: localStorage.getItem(CREDENTIALS_STORAGE_KEY),
});

afterEach(() => useCredentialsStore.getState().clear());

describe('where credentials are kept', () => {
  it('an API key lives in this tab only, unless the user asked to remember it on this device', () => {
    useCredentialsStore.getState().setCredentials({ kind: 'api-key', apiKey: 'key-1' });
    expect(stored().tab).toContain('key-1');
    expect(stored().device).toBeNull();

    useCredentialsStore.getState().setCredentials({ kind: 'api-key', apiKey: 'key-2' }, { remember: true });
    expect(stored().device).toContain('key-2');
    expect(stored().tab).toBeNull();
  });

  it('a password sign-in keeps its CSRF token on the device, beside the session cookie', () => {
    useCredentialsStore.getState().setCredentials({ kind: 'session', csrfToken: 'csrf-1' });
    expect(stored().device).toContain('csrf-1');
    expect(stored().tab).toBeNull();
  });

  it('signing out clears both', () => {
    useCredentialsStore.getState().setCredentials({ kind: 'api-key', apiKey: 'key-3' }, { remember: true });
    sessionStorage.setItem(CREDENTIALS_STORAGE_KEY, '{"state":{"credentials":{"kind":"api-key","apiKey":"stale"}}}');
    useCredentialsStore.getState().clear();
    expect(stored()).toEqual({ tab: null, device: null });
  });
});
