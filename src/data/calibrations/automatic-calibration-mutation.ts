import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/http/api-client';
import { errorMeta, type CallerOptions } from '@/data/caller-options';
import { calibrationKeys } from './keys';

/** POST /api/calibration/auto: automatic calibration becomes the account's default (none is enabled). */
export const setAutomaticCalibration = async () => {
  await apiFetch('/api/calibration/auto', { method: 'POST' });
};

/** Every calibration's `enabled` may change: the whole resource is re-read. */
export function useAutomaticCalibrationMutation(options?: CallerOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAutomaticCalibration,
    meta: errorMeta('Automatic calibration was not set', options),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calibrationKeys.all }),
  });
}
