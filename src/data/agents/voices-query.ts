import { queryOptions, useQuery } from '@tanstack/react-query';
import { AgentVoiceList } from '@contract/agents/launch';
import { apiJson } from '@/lib/http/api-client';
import { agentKeys } from './keys';

/** GET /agents/voices: the voices the server's key may use, with language and whether they scale to zero. */
export const agentVoicesQueryOptions = () =>
  queryOptions({
    queryKey: agentKeys.voices(),
    queryFn: ({ signal }) => apiJson(AgentVoiceList, '/agents/voices', { signal }),
    staleTime: 10 * 60_000,
    // The panel shows a failure under the voice field.
    meta: { handlesError: true },
  });

export const useAgentVoices = () => useQuery(agentVoicesQueryOptions());
