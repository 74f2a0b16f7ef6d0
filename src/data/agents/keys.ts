/** The voice-agent resource (through the proxy's /agents key routes): one key root. */
export const agentKeys = {
  all: ['agents'] as const,
  voices: () => [...agentKeys.all, 'voices'] as const,
};
