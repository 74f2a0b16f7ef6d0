import { queryOptions, useQuery } from '@tanstack/react-query';
import { isRunning, reservedCredits } from '@contract/gateway/pricing';
import { RecordingList, type Recording } from '@contract/gateway/recordings';
import { apiJson } from '@/lib/http/api-client';
import { fetchRecording } from '@/data/recordings/recording-query';
import { fetchAccountStatistics } from '@/data/statistics/account-statistics-query';
import { creditKeys } from './keys';

/** The documented maximum page of recordings. */
const PAGE = 200;

const isRunningConversion = (recording: Recording) => recording.type === 'converted' && isRunning(recording.state);

/**
 * Credits the account's running conversions have reserved, which an order must leave room for (the rule in
 * contract/gateway/pricing.ts). The gateway has no endpoint for it, so it is read only while the statistics count
 * conversions in progress: the newest recordings first, until every running conversion is found, plus any of
 * their originals not among them.
 */
export async function fetchReservedCredits(signal?: AbortSignal): Promise<number> {
  const running = (await fetchAccountStatistics(signal)).conversions.in_progress;
  if (running === 0) return 0;
  const seen: Recording[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = await apiJson(RecordingList, '/api/recordings', {
      query: { limit: PAGE, offset, direction: 'desc' },
      signal,
    });
    seen.push(...page.list);
    const complete = seen.filter(isRunningConversion).length >= running;
    if (complete || page.list.length < PAGE || seen.length >= page.pagination.count) break;
  }
  const known = new Set(seen.map((recording) => recording.id));
  const missing = new Set(
    seen
      .filter(isRunningConversion)
      .flatMap(({ original_id }) => (original_id && !known.has(original_id) ? [original_id] : [])),
  );
  const originals = await Promise.all([...missing].map((id) => fetchRecording(id, signal)));
  return reservedCredits([...seen, ...originals]);
}

export const reservedCreditsQueryOptions = () =>
  queryOptions({
    queryKey: creditKeys.reserved(),
    queryFn: ({ signal }) => fetchReservedCredits(signal),
    meta: { handlesError: true },
  });

/** Reserved credits for cost summaries; 0 until known (the gateway still refuses an order it cannot cover). */
export const useReservedCredits = () => useQuery(reservedCreditsQueryOptions()).data ?? 0;
