import * as z from 'zod/mini';
import { SamplingParams } from '../tts/sampling-params';

/**
 * The voice-agent launch API (docs/service-api.md#launch): the only contract there, since nothing public describes it.
 */

export const DEFAULT_VAD = { confidence: 0.7, start_secs: 0.2, stop_secs: 0.2, min_volume: 0.6 } as const;
export const DEFAULT_USER_TURN_MAX_SILENCE_SECS = 1.5;
export const MAX_USER_TURN_SILENCE_SECS = 5;

export const VadSettings = z.strictObject({
  confidence: z._default(z.number().check(z.gte(0), z.lte(1)), DEFAULT_VAD.confidence),
  start_secs: z._default(z.number().check(z.gte(0)), DEFAULT_VAD.start_secs),
  stop_secs: z._default(z.number().check(z.gte(0)), DEFAULT_VAD.stop_secs),
  min_volume: z._default(z.number().check(z.gte(0), z.lte(1)), DEFAULT_VAD.min_volume),
});
export type VadSettings = z.infer<typeof VadSettings>;

/**
 * One JSON Schema property. The document says each has a type and a description; a missing description is
 * still valid JSON Schema and harmless to the model, so only `type` is required. Other keywords pass through.
 */
export const ToolProperty = z.looseObject({ type: z.string(), description: z.optional(z.string()) });

/**
 * A client-side tool. The name rule is not in the document: it is the OpenAI function-name rule, since the
 * agent's language model receives these names.
 */
export const ClientTool = z.strictObject({
  function: z.strictObject({
    name: z.string().check(z.regex(/^[a-zA-Z0-9_-]{1,64}$/, 'letters, digits, _ and -, at most 64')),
    description: z.string().check(z.minLength(1)),
    parameters: z.optional(
      z.looseObject({
        type: z.optional(z.literal('object')),
        properties: z.record(z.string(), ToolProperty),
        required: z.optional(z.array(z.string())),
      }),
    ),
  }),
});
export type ClientTool = z.infer<typeof ClientTool>;

export const AgentTransport = z.enum(['room', 'websocket']);
export type AgentTransport = z.infer<typeof AgentTransport>;

export const PROMPT_REQUIRED_MESSAGE = 'either system_prompt or preset is required';

export const LaunchRequest = z
  .strictObject({
    system_prompt: z.optional(z.string().check(z.minLength(1))),
    preset: z.optional(z.string().check(z.minLength(1))),
    voice_id: z.optional(z.string().check(z.minLength(1))),
    client_tools: z._default(z.array(ClientTool), []),
    transport: z._default(AgentTransport, 'room'),
    llm_temperature: z.optional(z.number().check(z.gte(0), z.lte(1))),
    voice_sampling_params: z._default(SamplingParams, {}),
    vad_settings: z._default(VadSettings, { ...DEFAULT_VAD }),
    /** > 0 follows from "greater than stop_secs" (itself >= 0); checked here so it holds even when vad_settings fails. */
    user_turn_max_silence_secs: z._default(
      z.number().check(z.gt(0), z.lte(MAX_USER_TURN_SILENCE_SECS)),
      DEFAULT_USER_TURN_MAX_SILENCE_SECS,
    ),
  })
  .check(
    z.superRefine((request, context) => {
      // Zod may run this on a partly invalid object, so every value is checked before it is compared.
      if (!request.system_prompt && !request.preset) {
        context.addIssue({ code: 'custom', path: ['system_prompt'], message: PROMPT_REQUIRED_MESSAGE });
      }
      // vad_settings has had its defaults filled, so `stop` is the effective value (0.2 when not given). A silence
      // of 0 or less already failed its own bound, and an invalid stop_secs leaves nothing to compare with.
      const silence = request.user_turn_max_silence_secs;
      const stop = request.vad_settings?.stop_secs;
      if (typeof silence === 'number' && silence > 0 && typeof stop === 'number' && stop >= 0 && silence <= stop) {
        context.addIssue({
          code: 'custom',
          path: ['user_turn_max_silence_secs'],
          message: `must be greater than vad_settings.stop_secs (${stop})`,
        });
      }
    }),
  );
export type LaunchRequest = z.input<typeof LaunchRequest>;
export type ParsedLaunchRequest = z.output<typeof LaunchRequest>;

/** `{url}` of a room; extra keys (a Daily `token`) are harmless to the room transport, so they pass. */
export const LaunchResponseRoom = z.looseObject({ url: z.string() });
export type LaunchResponseRoom = z.infer<typeof LaunchResponseRoom>;
/** Exactly `{wsUrl}`: the websocket transport rejects any other key (docs/service-api.md#agent-connection). */
export const LaunchResponseWebsocket = z.strictObject({ wsUrl: z.string() });
export type LaunchResponseWebsocket = z.infer<typeof LaunchResponseWebsocket>;

/** GET /voices: the voices this key may use; `language` is a code such as en or uk. */
export const AgentVoice = z.looseObject({ id: z.string(), language: z.string(), scales_to_zero: z.boolean() });
export type AgentVoice = z.infer<typeof AgentVoice>;
export const AgentVoiceList = z.array(AgentVoice);

/**
 * GET /verify: request and response are "not shown" and no public source has them
 * (docs/service-api.md#agent-voices-and-verify), so the shape is project-defined: `{valid: true}` for a good key, 401
 * for a bad one. Read as a boolean to stay tolerant.
 */
export const VerifyResponse = z.looseObject({ valid: z.boolean() });
export type VerifyResponse = z.infer<typeof VerifyResponse>;
