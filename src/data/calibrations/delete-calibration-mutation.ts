import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Calibration } from '@contract/gateway/calibrations';
import { apiJson } from '@/lib/http/api-client';
import { errorMeta, type CallerOptions } from '@/data/caller-options';
import { calibrationKeys } from './keys';

export const deleteCalibration = (id: string) => apiJson(Calibration, `/api/calibration/${id}`, { method: 'DELETE' });

export function useDeleteCalibrationMutation(options?: CallerOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCalibration,
    meta: errorMeta('The calibration was not deleted', options),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calibrationKeys.lists() }),
  });
}
