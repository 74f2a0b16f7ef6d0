import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/http/api-client';
import { parsePeaks } from '@/lib/audio/peaks';
import { recordingKeys } from './keys';

export const fetchPeaks = async (waveformUrl: string, signal?: AbortSignal) =>
  parsePeaks(await (await apiFetch(waveformUrl, { signal })).json());

/**
 * The peaks behind a recording's `waveform_url`, parsed tolerantly; they never change, so they are cached. A
 * failure is not an error to report: the player then draws a flat line and plays the audio anyway.
 */
export const peaksQueryOptions = (waveformUrl: string | null | undefined) =>
  queryOptions({
    queryKey: recordingKeys.peaks(waveformUrl),
    queryFn: ({ signal }) => fetchPeaks(waveformUrl!, signal),
    enabled: Boolean(waveformUrl),
    staleTime: Infinity,
    meta: { handlesError: true },
  });

export const usePeaks = (waveformUrl: string | null | undefined) => useQuery(peaksQueryOptions(waveformUrl));
