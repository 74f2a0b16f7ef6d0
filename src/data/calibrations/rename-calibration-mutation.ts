import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Calibration } from '@contract/gateway/calibrations';
import { apiJson } from '@/lib/http/api-client';
import { errorMeta, type CallerOptions } from '@/data/caller-options';
import { calibrationKeys } from './keys';

export const renameCalibration = ({ id, name }: { id: string; name: string }) =>
  apiJson(Calibration, `/api/calibration/${id}`, { method: 'PATCH', body: { name } });

export function useRenameCalibrationMutation(options?: CallerOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameCalibration,
    meta: errorMeta('The calibration was not renamed', options),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calibrationKeys.lists() }),
  });
}
