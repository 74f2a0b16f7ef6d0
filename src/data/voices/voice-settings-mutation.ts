import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Voice, type VoiceSettingsBody } from '@contract/gateway/voices';
import { apiJson } from '@/lib/http/api-client';
import { errorMeta, type CallerOptions } from '@/data/caller-options';
import { editCachedVoice } from './voice-cache';

export const saveVoiceSettings = (settings: VoiceSettingsBody) =>
  apiJson(Voice, '/api/v2/voices/settings', { method: 'POST', body: settings });

/**
 * Saves the favourite accent (with its semitone correction) and narration style of a voice; the answer replaces
 * the voice wherever it is cached, so the next order starts from them.
 */
export function useVoiceSettingsMutation(options?: CallerOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVoiceSettings,
    meta: errorMeta('The voice settings were not saved', options),
    onSuccess: (answer) => editCachedVoice(queryClient, answer.id, (row) => ({ ...row, ...answer })),
  });
}
