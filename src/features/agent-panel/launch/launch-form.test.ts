import { describe, expect, it } from 'vitest';
import { buildLaunchRequest, DEFAULT_LAUNCH_FORM, type CustomToolDraft, type LaunchForm } from './launch-form';
import { STUDIO_TOOLS } from './studio-tool-definitions';

const form = (patch: Partial<LaunchForm> = {}): LaunchForm => ({ ...DEFAULT_LAUNCH_FORM, studioTools: [], ...patch });
const tool = (patch: Partial<CustomToolDraft> = {}): CustomToolDraft => ({
  key: 'k',
  name: 'get_weather',
  description: 'The weather',
  parameters: '{"type":"object","properties":{"city":{"type":"string","description":"City"}},"required":["city"]}',
  behaviour: 'result',
  result: '{"sky":"clear"}',
  ...patch,
});

describe('buildLaunchRequest', () => {
  it('builds the documented request from the default form', () => {
    const { request, errors } = buildLaunchRequest(form(), []);
    expect(errors).toEqual({});
    expect(request).toMatchObject({
      system_prompt: DEFAULT_LAUNCH_FORM.systemPrompt,
      transport: 'websocket',
      vad_settings: { confidence: 0.7, start_secs: 0.2, stop_secs: 0.2, min_volume: 0.6 },
      user_turn_max_silence_secs: 1.5,
    });
    expect(request).not.toHaveProperty('llm_temperature');
  });

  it('sends only the chosen one of prompt and preset, and needs one of them', () => {
    expect(buildLaunchRequest(form({ promptKind: 'preset', preset: 'concierge' }), []).request).toMatchObject({
      preset: 'concierge',
    });
    expect(buildLaunchRequest(form({ promptKind: 'preset', preset: 'concierge' }), []).request).not.toHaveProperty(
      'system_prompt',
      expect.anything(),
    );
    expect(buildLaunchRequest(form({ systemPrompt: '  ' }), []).errors.system_prompt).toBe(
      'either system_prompt or preset is required',
    );
  });

  it('puts each bound violation on its field', () => {
    const { request, errors } = buildLaunchRequest(
      form({
        llmTemperature: '1.2',
        vad: { confidence: '1.5', start_secs: '-1', stop_secs: '0.2', min_volume: '2' },
        userTurnMaxSilenceSecs: '6',
      }),
      [],
    );
    expect(request).toBeNull();
    expect(errors).toMatchObject({
      llm_temperature: 'Must be 0 to 1',
      'vad_settings.confidence': 'Must be 0 to 1',
      'vad_settings.start_secs': 'Must be 0 or more',
      'vad_settings.min_volume': 'Must be 0 to 1',
      user_turn_max_silence_secs: 'Must be more than 0 and at most 5',
    });
  });

  it('applies the cross-field rule: the silence must exceed vad stop_secs', () => {
    const { errors } = buildLaunchRequest(
      form({ vad: { ...DEFAULT_LAUNCH_FORM.vad, stop_secs: '0.8' }, userTurnMaxSilenceSecs: '0.5' }),
      [],
    );
    expect(errors.user_turn_max_silence_secs).toBe('must be greater than vad_settings.stop_secs (0.8)');
    expect(
      buildLaunchRequest(
        form({ vad: { ...DEFAULT_LAUNCH_FORM.vad, stop_secs: '0.4' }, userTurnMaxSilenceSecs: '0.5' }),
        [],
      ).errors,
    ).toEqual({});
  });

  it('checks voice_sampling_params as an object of documented parameters', () => {
    expect(
      buildLaunchRequest(form({ voiceSamplingParams: '{"top_p": 0}' }), []).errors['voice_sampling_params.top_p'],
    ).toBeDefined();
    expect(
      buildLaunchRequest(form({ voiceSamplingParams: '{"loudness": 3}' }), []).errors.voice_sampling_params,
    ).toMatch(/loudness/);
    expect(buildLaunchRequest(form({ voiceSamplingParams: '{top_p' }), []).errors.voice_sampling_params).toBe(
      'Not valid JSON',
    );
  });

  it('validates written tools against the contract, keyed by their editor row after the ready tools', () => {
    const ready = [STUDIO_TOOLS.get_current_time];
    const good = buildLaunchRequest(form({ customTools: [tool()] }), ready);
    expect(good.errors).toEqual({});
    expect(good.request?.client_tools?.map((entry) => entry.function.name)).toEqual([
      'get_current_time',
      'get_weather',
    ]);

    const bad = buildLaunchRequest(
      form({
        customTools: [
          tool({ name: 'bad name!' }),
          tool({ name: 'x', parameters: '{"properties": {"a": {"description": "no type"}}}' }),
          tool({ name: 'y', parameters: 'nope' }),
        ],
      }),
      ready,
    );
    expect(bad.errors['client_tools.custom.0.function.name']).toBe('letters, digits, _ and -, at most 64');
    // zod's own words, not the bare "Invalid input" of zod/mini without its English messages.
    expect(bad.errors['client_tools.custom.1.function.parameters.properties.a.type']).toBe(
      'Invalid input: expected string, received undefined',
    );
    expect(bad.errors['client_tools.custom.2.parameters']).toBe('Not valid JSON');
    expect(
      buildLaunchRequest(form({ customTools: [tool(), tool({ key: 'k2' })] }), []).errors[
        'client_tools.custom.1.function.name'
      ],
    ).toBe('Another tool has this name');
  });
});
