import * as z from 'zod/mini';

/**
 * RTVI 2.1.0, the messages an agent and the pipecat client (client-js 1.13.1) exchange inside protobuf
 * MessageFrames (docs/service-api.md#rtvi-messages). Every message is an envelope `{label: "rtvi-ai", type, id?,
 * data?}`; the client drops anything without the label. Client messages are read strictly enough to act on and loosely
 * enough for newer clients (unknown fields pass); server messages are what the agent promises to send.
 */
export const RTVI_LABEL = 'rtvi-ai';
export const RTVI_PROTOCOL_VERSION = '2.1.0';

/**
 * The largest frame a client sends: the client refuses RTVI messages whose JSON passes 1 MiB of UTF-8
 * (`maxMessageSize`, docs/service-api.md#rtvi-messages), and the protobuf around it adds two tags and two 3-byte
 * lengths. Its audio frames are 512 bytes (docs/service-api.md#agent-audio). Anything bigger closes the socket (1009),
 * in the agent and in the proxy's relay.
 */
export const MAX_AGENT_FRAME_BYTES = 1024 * 1024 + 8;

export const RtviEnvelope = z.looseObject({
  label: z.literal(RTVI_LABEL),
  type: z.string(),
  id: z.optional(z.string()),
  data: z.optional(z.unknown()),
});
export type RtviEnvelope = z.infer<typeof RtviEnvelope>;

const About = z.looseObject({ library: z.optional(z.string()), library_version: z.optional(z.string()) });

// Client → agent.

export const ClientReady = z.looseObject({
  type: z.literal('client-ready'),
  id: z.optional(z.string()),
  data: z._default(z.looseObject({ version: z.optional(z.string()), about: z.optional(About) }), {}),
});
export const SendText = z.looseObject({
  type: z.literal('send-text'),
  id: z.optional(z.string()),
  data: z.looseObject({
    content: z.string(),
    options: z._default(
      z.looseObject({ run_immediately: z._default(z.boolean(), true), audio_response: z._default(z.boolean(), true) }),
      { run_immediately: true, audio_response: true },
    ),
  }),
});
export const FunctionCallResult = z.looseObject({
  type: z.literal('llm-function-call-result'),
  id: z.optional(z.string()),
  data: z.looseObject({
    function_name: z.optional(z.string()),
    tool_call_id: z.string(),
    arguments: z.optional(z.unknown()),
    result: z.unknown(),
  }),
});
export const ClientMessage = z.looseObject({
  type: z.literal('client-message'),
  id: z.optional(z.string()),
  data: z.looseObject({ t: z.string(), d: z.optional(z.unknown()) }),
});
export const DisconnectBot = z.looseObject({ type: z.literal('disconnect-bot'), id: z.optional(z.string()) });
export const Dtmf = z.looseObject({
  type: z.literal('dtmf'),
  id: z.optional(z.string()),
  data: z.looseObject({
    buttons: z.array(z.enum(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '*', '#'])).check(z.minLength(1)),
  }),
});

export const ClientToAgent = z.discriminatedUnion('type', [
  ClientReady,
  SendText,
  FunctionCallResult,
  ClientMessage,
  DisconnectBot,
  Dtmf,
]);
export type ClientToAgent = z.infer<typeof ClientToAgent>;
export const CLIENT_MESSAGE_TYPES = ClientToAgent.def.options.map((option) => option.shape.type.def.values[0]!);

// Agent → client: the data of each message type (undefined: the message has no data).

/** A message with no data: the key is absent. */
const NoData = z.optional(z.undefined());
const SpokenProgress = z.strictObject({ accumulated_text: z.string(), remaining_text: z.string() });
const ProcessorValue = z.strictObject({ processor: z.string(), value: z.number() });

export const AgentMessageData = {
  'bot-ready': z.strictObject({ version: z.string(), about: About }),
  error: z.strictObject({ error: z.string(), fatal: z.boolean() }),
  'error-response': z.strictObject({ error: z.string() }),
  'server-response': z.strictObject({ t: z.string(), d: z.unknown() }),
  'user-started-speaking': NoData,
  'user-stopped-speaking': NoData,
  'user-transcription': z.strictObject({
    text: z.string(),
    final: z.boolean(),
    timestamp: z.iso.datetime(),
    user_id: z.string(),
  }),
  'bot-llm-started': NoData,
  'bot-llm-text': z.strictObject({ text: z.string() }),
  'bot-llm-stopped': NoData,
  'bot-tts-started': NoData,
  'bot-tts-text': z.strictObject({ text: z.string() }),
  'bot-tts-stopped': NoData,
  'bot-started-speaking': NoData,
  'bot-stopped-speaking': NoData,
  /** Ignored by client-js 1.13.1, sent as pipecat does. */
  'bot-interrupted': NoData,
  'bot-output': z.strictObject({
    text: z.string(),
    aggregated_by: z.string(),
    segment_id: z.number().check(z.int()),
    will_be_spoken: z.boolean(),
    spoken_status: z.optional(z.enum(['new', 'in-progress', 'completed'])),
    spoken_progress: z.optional(SpokenProgress),
  }),
  metrics: z.strictObject({
    ttfb: z.optional(z.array(ProcessorValue)),
    processing: z.optional(z.array(ProcessorValue)),
  }),
  'llm-function-call-started': z.strictObject({ function_name: z.string() }),
  'llm-function-call-in-progress': z.strictObject({
    tool_call_id: z.string(),
    function_name: z.string(),
    arguments: z.record(z.string(), z.unknown()),
  }),
  'llm-function-call-stopped': z.strictObject({
    tool_call_id: z.string(),
    function_name: z.string(),
    cancelled: z.boolean(),
    result: z.optional(z.unknown()),
  }),
} as const;

export type AgentMessageType = keyof typeof AgentMessageData;
export type AgentMessageDataOf<T extends AgentMessageType> = z.infer<(typeof AgentMessageData)[T]>;

/** One agent message on the wire: the envelope with `data` as its type defines it (omitted when it has none). */
export function agentMessageSchema<T extends AgentMessageType>(type: T) {
  return z.strictObject({
    label: z.literal(RTVI_LABEL),
    type: z.literal(type),
    id: z.optional(z.string()),
    data: AgentMessageData[type],
  });
}
