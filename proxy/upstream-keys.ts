/**
 * The server's keys as each upstream API takes them (docs/service-api.md#hosts-and-keys,
 * docs/service-api.md#launch): TTS in `X-API-Key`, agents as a Bearer token. The only place the proxy spells them,
 * for the key routes, the TTS socket relay and the readiness probes alike.
 */
export const ttsKeyHeaders = (ttsApiKey: string) => ({ 'x-api-key': ttsApiKey });

export const agentsKeyHeaders = (agentsApiKey: string) => ({ authorization: `Bearer ${agentsApiKey}` });
