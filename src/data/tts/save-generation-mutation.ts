import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MICROPHONE_FILE, Recording } from '../../../contract/gateway/recordings';
import { NAME_MAX } from '../../../contract/gateway/common';
import { apiJson } from '../../lib/api-client';

export type SaveGeneration = { wav: Blob; folderId: string; label: string };

/** A label the gateway takes (api-facts: letters, digits, spaces and hyphens, at most 40) from any text. */
export function generationLabel(text: string): string {
  const clean = text
    .replace(/[^a-zA-Z0-9 -]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, NAME_MAX)
    .trim();
  return clean || 'Speech';
}

/**
 * A generation becomes an original in a folder: POST /api/recordings (multipart, `microphone: file`), so it can
 * be converted like any other upload. The folder's recordings are re-read afterwards.
 */
export function useSaveGenerationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ wav, folderId, label }: SaveGeneration) => {
      const form = new FormData();
      form.set('parent_folder_id', folderId);
      form.set('microphone', MICROPHONE_FILE);
      form.set('label', generationLabel(label));
      form.set('data', wav, `${generationLabel(label)}.wav`);
      return apiJson(Recording, '/api/recordings', { method: 'POST', body: form });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['recordings'] }),
  });
}
