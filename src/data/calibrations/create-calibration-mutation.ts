import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Calibration } from '@contract/gateway/calibrations';
import { apiJson } from '@/lib/http/api-client';
import { errorMeta, type CallerOptions } from '@/data/caller-options';
import { calibrationKeys } from './keys';

/** POST /api/calibration as multipart: the unique `name` and the audio sample as `data`. */
export function createCalibration({ name, sample }: { name: string; sample: File | Blob }) {
  const form = new FormData();
  form.set('name', name);
  form.set('data', sample, sample instanceof File ? sample.name : 'sample.wav');
  return apiJson(Calibration, '/api/calibration', { method: 'POST', body: form });
}

/** The new calibration (processing) shows in the lists, which then poll until it is measured. */
export function useCreateCalibrationMutation(options?: CallerOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalibration,
    meta: errorMeta('The calibration was not created', options),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calibrationKeys.lists() }),
  });
}
