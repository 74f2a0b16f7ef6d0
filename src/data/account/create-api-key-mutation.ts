import { useMutation } from '@tanstack/react-query';
import { ApiKeyResponse } from '@contract/gateway/auth';
import { apiJson } from '@/lib/http/api-client';
import { errorMeta, type CallerOptions } from '@/data/caller-options';

/** POST /api/api-key: a new key that expires at the given time; it replaces the account's previous key. */
export const createApiKey = ({ expiresAt }: { expiresAt: Date }) =>
  apiJson(ApiKeyResponse, '/api/api-key', { method: 'POST', body: { expires_at: expiresAt.toISOString() } });

/** The key is shown once by the caller; nothing cached holds keys, so nothing is invalidated. */
export function useCreateApiKeyMutation(options?: CallerOptions) {
  return useMutation({ mutationFn: createApiKey, meta: errorMeta('The API key was not created', options) });
}
