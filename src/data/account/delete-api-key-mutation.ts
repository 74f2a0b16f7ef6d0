import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/http/api-client';
import { errorMeta, type CallerOptions } from '@/data/caller-options';

/** DELETE /api/api-key: the account's key stops working (a 404 when it has none). */
export const deleteApiKey = async () => {
  await apiFetch('/api/api-key', { method: 'DELETE' });
};

/** Nothing cached holds keys, so nothing is invalidated. */
export function useDeleteApiKeyMutation(options?: CallerOptions) {
  return useMutation({ mutationFn: deleteApiKey, meta: errorMeta('The API key was not deleted', options) });
}
