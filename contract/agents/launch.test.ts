import { describe, expect, it } from 'vitest';
import {
  AgentTransport,
  AgentVoice,
  AgentVoiceList,
  ClientTool,
  DEFAULT_VAD,
  LaunchRequest,
  LaunchResponseRoom,
  LaunchResponseWebsocket,
  PROMPT_REQUIRED_MESSAGE,
  VadSettings,
  VerifyResponse,
} from './launch';

const issuesOf = (input: unknown) => {
  const result = LaunchRequest.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('launch request', () => {
  it('fills the documented defaults', () => {
    expect(LaunchRequest.parse({ preset: 'concierge' })).toEqual({
      preset: 'concierge',
      transport: 'room',
      client_tools: [],
      voice_sampling_params: {},
      vad_settings: { confidence: 0.7, start_secs: 0.2, stop_secs: 0.2, min_volume: 0.6 },
      user_turn_max_silence_secs: 1.5,
    });
    expect(DEFAULT_VAD).toEqual({ confidence: 0.7, start_secs: 0.2, stop_secs: 0.2, min_volume: 0.6 });
  });

  it('fills vad defaults field by field when only some are given', () => {
    expect(LaunchRequest.parse({ preset: 'p', vad_settings: { stop_secs: 0.5 } }).vad_settings).toEqual({
      ...DEFAULT_VAD,
      stop_secs: 0.5,
    });
  });

  it('requires system_prompt or preset, with a clear message', () => {
    const result = LaunchRequest.safeParse({});
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['system_prompt'], message: PROMPT_REQUIRED_MESSAGE }),
    ]);
    expect(PROMPT_REQUIRED_MESSAGE).toBe('either system_prompt or preset is required');
    expect(issuesOf({ system_prompt: 'Be brief.' })).toEqual([]);
    expect(issuesOf({ preset: 'concierge' })).toEqual([]);
    expect(issuesOf({ system_prompt: 'Be brief.', preset: 'concierge' })).toEqual([]);
    expect(issuesOf({ system_prompt: '' })).toContain('system_prompt');
  });

  it('rejects unknown fields, at the top and inside vad_settings', () => {
    expect(issuesOf({ preset: 'p', colour: 'red' })).toEqual(['']);
    expect(issuesOf({ preset: 'p', vad_settings: { loudness: 1 } })).toEqual(['vad_settings']);
    expect(issuesOf({ preset: 'p', voice_sampling_params: { warmth: 1 } })).toEqual(['voice_sampling_params']);
  });

  it.each([
    [{ llm_temperature: -0.01 }, 'llm_temperature'],
    [{ llm_temperature: 1.01 }, 'llm_temperature'],
    [{ vad_settings: { confidence: 1.01 } }, 'vad_settings.confidence'],
    [{ vad_settings: { confidence: -0.01 } }, 'vad_settings.confidence'],
    [{ vad_settings: { start_secs: -0.01 } }, 'vad_settings.start_secs'],
    [{ vad_settings: { stop_secs: -0.01 } }, 'vad_settings.stop_secs'],
    [{ vad_settings: { min_volume: 1.01 } }, 'vad_settings.min_volume'],
    [{ vad_settings: { min_volume: -0.01 } }, 'vad_settings.min_volume'],
    [{ user_turn_max_silence_secs: 5.01 }, 'user_turn_max_silence_secs'],
    [{ user_turn_max_silence_secs: '2' }, 'user_turn_max_silence_secs'],
    [{ transport: 'sip' }, 'transport'],
    [{ voice_id: '' }, 'voice_id'],
    [{ voice_sampling_params: { top_p: 0 } }, 'voice_sampling_params.top_p'],
    [{ voice_sampling_params: { repetition_penalty: 2.5 } }, 'voice_sampling_params.repetition_penalty'],
    [{ client_tools: {} }, 'client_tools'],
  ])('rejects %j', (extra, path) => {
    expect(issuesOf({ preset: 'p', ...extra })).toContain(path);
  });

  it.each([
    [{ llm_temperature: 0 }],
    [{ llm_temperature: 1 }],
    [{ vad_settings: { confidence: 0, min_volume: 0, start_secs: 0, stop_secs: 0 } }],
    [{ vad_settings: { confidence: 1, min_volume: 1, start_secs: 3 } }],
    [{ user_turn_max_silence_secs: 5 }],
    [{ transport: 'websocket' }],
    [{ voice_sampling_params: { temperature: 0.4, top_k: -1, seed: 1 } }],
  ])('accepts the boundary %j', (extra) => {
    expect(issuesOf({ preset: 'p', ...extra })).toEqual([]);
  });

  it('needs user_turn_max_silence_secs greater than the effective stop_secs (0.2 by default)', () => {
    expect(issuesOf({ preset: 'p', user_turn_max_silence_secs: 0.2 })).toEqual(['user_turn_max_silence_secs']);
    expect(issuesOf({ preset: 'p', user_turn_max_silence_secs: 0.21 })).toEqual([]);
    expect(issuesOf({ preset: 'p', vad_settings: { stop_secs: 2 }, user_turn_max_silence_secs: 1.5 })).toEqual([
      'user_turn_max_silence_secs',
    ]);
    expect(issuesOf({ preset: 'p', vad_settings: { stop_secs: 2 }, user_turn_max_silence_secs: 2 })).toEqual([
      'user_turn_max_silence_secs',
    ]);
    expect(issuesOf({ preset: 'p', vad_settings: { stop_secs: 2 }, user_turn_max_silence_secs: 2.01 })).toEqual([]);
    expect(issuesOf({ preset: 'p', vad_settings: { stop_secs: 0 }, user_turn_max_silence_secs: 0.01 })).toEqual([]);
    expect(issuesOf({ preset: 'p', vad_settings: { stop_secs: 5 } })).toEqual(['user_turn_max_silence_secs']);
  });

  it('does not crash on a partly invalid body and reports only real problems', () => {
    expect(issuesOf({ preset: 'p', vad_settings: null })).toEqual(['vad_settings']);
    expect(issuesOf({ preset: 'p', vad_settings: { stop_secs: -1 }, user_turn_max_silence_secs: 1 })).toEqual([
      'vad_settings.stop_secs',
    ]);
    expect(issuesOf({ preset: 'p', vad_settings: { stop_secs: 'x' }, user_turn_max_silence_secs: -1 })).toEqual([
      'vad_settings.stop_secs',
      'user_turn_max_silence_secs',
    ]);
    expect(issuesOf({ preset: 'p', user_turn_max_silence_secs: 0 })).toEqual(['user_turn_max_silence_secs']);
    expect(issuesOf(null)).toEqual(['']);
  });
});

describe('client tools', () => {
  const tool = {
    function: {
      name: 'get_weather',
      description: 'Weather now',
      parameters: {
        type: 'object',
        properties: { city: { type: 'string', description: 'City', enum: ['Kyiv'] } },
        required: ['city'],
      },
    },
  };

  it('accepts a JSON Schema tool, and one with no parameters', () => {
    expect(issuesOf({ preset: 'p', client_tools: [tool] })).toEqual([]);
    expect(ClientTool.safeParse({ function: { name: 'ping', description: 'no inputs' } }).success).toBe(true);
  });

  it('needs a name and a description', () => {
    expect(ClientTool.safeParse({ function: { name: 'ping' } }).success).toBe(false);
    expect(ClientTool.safeParse({ function: { description: 'x' } }).success).toBe(false);
    expect(ClientTool.safeParse({ function: { name: 'ping', description: '' } }).success).toBe(false);
    expect(ClientTool.safeParse({}).success).toBe(false);
  });

  it('keeps names to 1..64 letters, digits, _ and -', () => {
    expect(ClientTool.safeParse({ function: { name: 'a'.repeat(64), description: 'x' } }).success).toBe(true);
    expect(ClientTool.safeParse({ function: { name: 'a'.repeat(65), description: 'x' } }).success).toBe(false);
    expect(ClientTool.safeParse({ function: { name: '', description: 'x' } }).success).toBe(false);
    expect(ClientTool.safeParse({ function: { name: 'get weather', description: 'x' } }).success).toBe(false);
  });

  it('checks the parameters schema: object type, typed properties, a list of required names', () => {
    const withParameters = (parameters: unknown) =>
      ClientTool.safeParse({ function: { ...tool.function, parameters } }).success;
    expect(withParameters({ properties: {} })).toBe(true);
    expect(withParameters({ type: 'array', properties: {} })).toBe(false);
    expect(withParameters({ type: 'object' })).toBe(false);
    expect(withParameters({ type: 'object', properties: { city: { description: 'no type' } } })).toBe(false);
    expect(withParameters({ type: 'object', properties: {}, required: 'city' })).toBe(false);
    expect(ClientTool.safeParse({ ...tool, type: 'function' }).success).toBe(false);
  });
});

describe('launch responses, voices and verify', () => {
  it('knows the two transports', () => {
    expect(AgentTransport.options).toEqual(['room', 'websocket']);
  });

  it('accepts only {wsUrl} as the websocket launch response', () => {
    expect(LaunchResponseWebsocket.safeParse({ wsUrl: 'ws://127.0.0.1:1/agents/ws/t' }).success).toBe(true);
    expect(LaunchResponseWebsocket.safeParse({ wsUrl: 'ws://x', token: null }).success).toBe(false);
    expect(LaunchResponseWebsocket.safeParse({ wsUrl: 'ws://x', sessionId: 's' }).success).toBe(false);
    expect(LaunchResponseWebsocket.safeParse({ url: 'ws://x' }).success).toBe(false);
  });

  it('reads {url} as the room launch response', () => {
    expect(LaunchResponseRoom.safeParse({ url: 'https://rooms.example/r' }).success).toBe(true);
    expect(LaunchResponseRoom.safeParse({ url: 'https://rooms.example/r', token: 't' }).success).toBe(true);
    expect(LaunchResponseRoom.safeParse({ wsUrl: 'ws://x' }).success).toBe(false);
  });

  it('reads voice entries and the verify answer', () => {
    expect(
      AgentVoiceList.safeParse([{ id: 'olesia-conversation', language: 'uk', scales_to_zero: true }]).success,
    ).toBe(true);
    expect(AgentVoice.safeParse({ id: 'samantha', language: 'en' }).success).toBe(false);
    expect(VerifyResponse.safeParse({ valid: true }).success).toBe(true);
    expect(VerifyResponse.safeParse({}).success).toBe(false);
  });

  it('keeps VadSettings strict on its own', () => {
    expect(VadSettings.parse({})).toEqual(DEFAULT_VAD);
    expect(VadSettings.safeParse({ threshold: 0.5 }).success).toBe(false);
  });
});
