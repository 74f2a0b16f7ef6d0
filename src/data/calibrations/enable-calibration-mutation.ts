import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CalibrationEnableAnyResponse } from '@contract/gateway/calibrations';
import { apiJson } from '@/lib/http/api-client';
import { errorMeta, type CallerOptions } from '@/data/caller-options';
import { calibrationKeys } from './keys';

export const enableCalibration = (id: string) =>
  apiJson(CalibrationEnableAnyResponse, `/api/calibration/${id}/enable`, { method: 'PUT' });

/** At most one calibration is enabled, so enabling one changes others too: the whole resource is re-read. */
export function useEnableCalibrationMutation(options?: CallerOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableCalibration,
    meta: errorMeta('The calibration was not enabled', options),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calibrationKeys.all }),
  });
}
