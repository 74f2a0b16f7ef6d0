import { describe, expect, it } from 'vitest';
import { LaunchRequest, LaunchResponseWebsocket } from './launch';

const issuesOf = (input: unknown) => {
  const result = LaunchRequest.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('launch request', () => {
  it('fills the documented defaults', () => {
    const parsed = LaunchRequest.parse({ preset: 'concierge' });
    expect(parsed).toMatchObject({
      transport: 'room',
      client_tools: [],
      voice_sampling_params: {},
      vad_settings: { confidence: 0.7, start_secs: 0.2, stop_secs: 0.2, min_volume: 0.6 },
      user_turn_max_silence_secs: 1.5,
    });
  });

  it('requires system_prompt or preset', () => {
    expect(issuesOf({})).toContain('system_prompt');
    expect(issuesOf({ system_prompt: 'Be brief.' })).toEqual([]);
  });

  it('rejects unknown fields, at the top and inside vad_settings', () => {
    expect(LaunchRequest.safeParse({ preset: 'p', colour: 'red' }).success).toBe(false);
    expect(LaunchRequest.safeParse({ preset: 'p', vad_settings: { loudness: 1 } }).success).toBe(false);
  });

  it.each([
    [{ llm_temperature: -0.01 }, 'llm_temperature'],
    [{ llm_temperature: 1.01 }, 'llm_temperature'],
    [{ vad_settings: { confidence: 1.1 } }, 'vad_settings.confidence'],
    [{ vad_settings: { confidence: -0.1 } }, 'vad_settings.confidence'],
    [{ vad_settings: { start_secs: -0.1 } }, 'vad_settings.start_secs'],
    [{ vad_settings: { stop_secs: -0.1 } }, 'vad_settings.stop_secs'],
    [{ vad_settings: { min_volume: 1.5 } }, 'vad_settings.min_volume'],
    [{ user_turn_max_silence_secs: 5.01 }, 'user_turn_max_silence_secs'],
    [{ transport: 'sip' }, 'transport'],
  ])('rejects %j', (extra, path) => {
    expect(issuesOf({ preset: 'p', ...extra })).toContain(path);
  });

  it.each([
    [{ llm_temperature: 0 }],
    [{ llm_temperature: 1 }],
    [{ vad_settings: { confidence: 0, min_volume: 0 } }],
    [{ vad_settings: { confidence: 1, min_volume: 1 } }],
    [{ user_turn_max_silence_secs: 5 }],
  ])('accepts the boundary %j', (extra) => {
    expect(issuesOf({ preset: 'p', ...extra })).toEqual([]);
  });

  it('needs user_turn_max_silence_secs greater than the effective stop_secs', () => {
    expect(issuesOf({ preset: 'p', user_turn_max_silence_secs: 0.2 })).toContain('user_turn_max_silence_secs');
    expect(issuesOf({ preset: 'p', user_turn_max_silence_secs: 0.21 })).toEqual([]);
    expect(issuesOf({ preset: 'p', vad_settings: { stop_secs: 2 }, user_turn_max_silence_secs: 1.5 })).toContain(
      'user_turn_max_silence_secs',
    );
  });

  it('checks client tools and their schema', () => {
    const tool = { function: { name: 'get_weather', description: 'Weather now', parameters: { type: 'object', properties: { city: { type: 'string', description: 'City' } }, required: ['city'] } } };
    expect(issuesOf({ preset: 'p', client_tools: [tool] })).toEqual([]);
    expect(issuesOf({ preset: 'p', client_tools: [{ function: { name: 'no description' } }] }).length).toBeGreaterThan(0);
    expect(issuesOf({ preset: 'p', client_tools: [{ function: { name: 'ping', description: 'no inputs' } }] })).toEqual([]);
  });

  it('accepts only {wsUrl} as the websocket launch response', () => {
    expect(LaunchResponseWebsocket.safeParse({ wsUrl: 'ws://127.0.0.1:1/agents/ws/t' }).success).toBe(true);
    expect(LaunchResponseWebsocket.safeParse({ wsUrl: 'ws://x', token: null }).success).toBe(false);
  });
});
