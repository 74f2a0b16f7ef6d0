import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { LaunchResponseRoom, LaunchResponseWebsocket, type LaunchRequest } from '@contract/agents/launch';
import { apiJson } from '@/lib/http/api-client';
import { errorMeta, type CallerOptions } from '@/data/caller-options';

/** Where a launched agent waits: a Daily room, or a single-use WebSocket address. */
export type LaunchAnswer =
  { transport: 'room'; url: string; token?: string } | { transport: 'websocket'; wsUrl: string };

const AnyLaunchResponse = z.union([LaunchResponseWebsocket, LaunchResponseRoom]);

/**
 * Reads a launch answer by its shape, not by what was asked: `{wsUrl}` is a WebSocket address and `{url}` a
 * room (with a Daily meeting `token` when the service sends one). Anything else is an error the user sees.
 */
export function readLaunchAnswer(body: unknown): LaunchAnswer {
  const value = (body ?? {}) as Record<string, unknown>;
  if (typeof value.wsUrl === 'string') return { transport: 'websocket', wsUrl: value.wsUrl };
  if (typeof value.url === 'string')
    return {
      transport: 'room',
      url: value.url,
      ...(typeof value.token === 'string' && value.token ? { token: value.token } : {}),
    };
  throw new Error('The agents service answered the launch without an address');
}

/**
 * POST /agents/launch through the proxy (which adds the server's key): one agent, one single-use address.
 * Launching changes no studio data, so nothing is invalidated.
 */
export const launchAgent = async (request: LaunchRequest) =>
  readLaunchAnswer(await apiJson(AnyLaunchResponse, '/agents/launch', { method: 'POST', body: request }));

export const useLaunchAgentMutation = (options?: CallerOptions) =>
  useMutation({ mutationFn: launchAgent, meta: errorMeta('The agent was not launched', options) });
