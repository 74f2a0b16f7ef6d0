import { z } from 'zod';
import { SamplingParams } from '../tts/sampling-params';

/** The voice-agent launch API (agents-api.md): the only contract there, since nothing public describes it. */

export const DEFAULT_VAD = { confidence: 0.7, start_secs: 0.2, stop_secs: 0.2, min_volume: 0.6 } as const;
export const DEFAULT_USER_TURN_MAX_SILENCE_SECS = 1.5;
export const MAX_USER_TURN_SILENCE_SECS = 5;

export const VadSettings = z.strictObject({
  confidence: z.number().min(0).max(1).default(DEFAULT_VAD.confidence),
  start_secs: z.number().min(0).default(DEFAULT_VAD.start_secs),
  stop_secs: z.number().min(0).default(DEFAULT_VAD.stop_secs),
  min_volume: z.number().min(0).max(1).default(DEFAULT_VAD.min_volume),
});
export type VadSettings = z.infer<typeof VadSettings>;

export const ToolProperty = z.looseObject({ type: z.string(), description: z.string().optional() });

export const ClientTool = z.strictObject({
  function: z.strictObject({
    name: z.string().regex(/^[a-zA-Z0-9_-]{1,64}$/, 'letters, digits, _ and -, at most 64'),
    description: z.string().min(1),
    parameters: z
      .looseObject({
        type: z.literal('object').optional(),
        properties: z.record(z.string(), ToolProperty),
        required: z.array(z.string()).optional(),
      })
      .optional(),
  }),
});
export type ClientTool = z.infer<typeof ClientTool>;

export const AgentTransport = z.enum(['room', 'websocket']);

export const LaunchRequest = z
  .strictObject({
    system_prompt: z.string().min(1).optional(),
    preset: z.string().min(1).optional(),
    voice_id: z.string().min(1).optional(),
    client_tools: z.array(ClientTool).default([]),
    transport: AgentTransport.default('room'),
    llm_temperature: z.number().min(0).max(1).optional(),
    voice_sampling_params: SamplingParams.default({}),
    vad_settings: VadSettings.default({ ...DEFAULT_VAD }),
    user_turn_max_silence_secs: z.number().max(MAX_USER_TURN_SILENCE_SECS).default(DEFAULT_USER_TURN_MAX_SILENCE_SECS),
  })
  .superRefine((request, context) => {
    if (!request.system_prompt && !request.preset) {
      context.addIssue({ code: 'custom', path: ['system_prompt'], message: 'either system_prompt or preset is required' });
    }
    if (request.user_turn_max_silence_secs <= request.vad_settings.stop_secs) {
      context.addIssue({
        code: 'custom',
        path: ['user_turn_max_silence_secs'],
        message: `must be greater than vad_settings.stop_secs (${request.vad_settings.stop_secs})`,
      });
    }
  });
export type LaunchRequest = z.input<typeof LaunchRequest>;
export type ParsedLaunchRequest = z.output<typeof LaunchRequest>;

export const LaunchResponseRoom = z.strictObject({ url: z.string() });
/** Exactly `{wsUrl}`: the websocket transport rejects any other key (pipecat-wire.md pitfall 6). */
export const LaunchResponseWebsocket = z.strictObject({ wsUrl: z.string() });

export const AgentVoice = z.looseObject({ id: z.string(), language: z.string(), scales_to_zero: z.boolean() });
export const AgentVoiceList = z.array(AgentVoice);

/** GET /verify is "not shown" in the document; the sandbox answers `{valid: true}` for a good key, 401 otherwise. */
export const VerifyResponse = z.looseObject({ valid: z.boolean() });
