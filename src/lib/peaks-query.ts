import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from './api-client';
import { parsePeaks } from './peaks';

/** The peaks behind a recording's `waveform_url`, parsed tolerantly; they never change, so they are cached. */
export const peaksQueryOptions = (waveformUrl: string | null | undefined) =>
  queryOptions({
    queryKey: ['peaks', waveformUrl] as const,
    queryFn: async ({ signal }) => parsePeaks(await (await apiFetch(waveformUrl!, { signal })).json()),
    enabled: Boolean(waveformUrl),
    staleTime: Infinity,
  });
