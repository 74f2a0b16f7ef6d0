import * as z from 'zod/mini';
import { SamplingParams } from './sampling-params';

/** Real-time TTS requests and responses (docs/service-api.md#real-time-text-to-speech). */

/** The path segment that picks the language server: /v1/public/tts/<variant>. en-rt is the default. */
export const TtsVariant = z.enum(['en-rt', 'ua-rt']);
export type TtsVariant = z.infer<typeof TtsVariant>;

/** "About 5,000 characters" per /tts/bytes call; the sandbox applies the same bound to every endpoint. */
export const TRANSCRIPT_MAX = 5000;
/**
 * The largest WebSocket message a TTS client sends: a 5,000-character transcript is at most 30,000 bytes of JSON
 * (a control character escapes to six: `\u0000`; any other UTF-16 unit is at most three bytes of UTF-8), and the
 * voice, context id, sampling params and output format fit in the rest. Bigger messages close the socket (1009).
 */
export const MAX_TTS_MESSAGE_BYTES = 64 * 1024;
/** Concurrent generations per account across all endpoints (Space limits page). */
export const MAX_CONCURRENT_GENERATIONS = 5;
export const DEFAULT_SAMPLE_RATE = 22050;
/** The document gives no range; 8000–48000 covers telephony to studio rates (LiveKit asks for 24000). */
export const SAMPLE_RATE_MIN = 8000;
export const SAMPLE_RATE_MAX = 48000;

/** Voice, request form: sampling params override the voice's defaults field by field. */
export const VoiceRequest = z.strictObject({
  id: z.string().check(z.minLength(1)),
  sampling_params: z.optional(SamplingParams),
});
export type VoiceRequest = z.infer<typeof VoiceRequest>;

const SampleRate = z.number().check(z.int(), z.gte(SAMPLE_RATE_MIN)).check(z.lte(SAMPLE_RATE_MAX));

/** Bytes always answer 16-bit WAV, so its format has only a rate. */
export const BytesOutputFormat = z.strictObject({ sample_rate: z._default(SampleRate, DEFAULT_SAMPLE_RATE) });

/** JS SDK 1.1.9's list; the Python SDK lacks pcm_mulaw (docs/service-api.md#websocket). */
export const StreamingEncoding = z.enum(['pcm_f32le', 'pcm_s16le', 'pcm_mulaw']);
export type StreamingEncoding = z.infer<typeof StreamingEncoding>;

export const StreamOutputFormat = z.strictObject({
  sample_rate: z._default(SampleRate, DEFAULT_SAMPLE_RATE),
  encoding: z._default(StreamingEncoding, 'pcm_f32le'),
});

const Transcript = z.string().check(z.minLength(1), z.maxLength(TRANSCRIPT_MAX));

export const BytesGenerationRequest = z.strictObject({
  transcript: Transcript,
  voice: VoiceRequest,
  output_format: z._default(BytesOutputFormat, { sample_rate: DEFAULT_SAMPLE_RATE }),
});
export type BytesGenerationRequest = z.input<typeof BytesGenerationRequest>;

/** POST /tts/sse: the answer is JSON lines of chunk or error events, with no done event. */
export const SseGenerationRequest = z.strictObject({
  transcript: Transcript,
  voice: VoiceRequest,
  output_format: z._default(StreamOutputFormat, { sample_rate: DEFAULT_SAMPLE_RATE, encoding: 'pcm_f32le' }),
});
export type SseGenerationRequest = z.input<typeof SseGenerationRequest>;

/**
 * WebSocket generate message: an empty transcript with `continue: false` flushes the context. `context_id` may be
 * empty (the Quickstart sends `""`); without an output format the stream is pcm_f32le at 22050 Hz.
 */
export const ContextfulGenerationRequest = z.strictObject({
  context_id: z.string(),
  transcript: z.string().check(z.maxLength(TRANSCRIPT_MAX)),
  voice: VoiceRequest,
  output_format: z.optional(StreamOutputFormat),
  continue: z.optional(z.boolean()),
});
export type ContextfulGenerationRequest = z.input<typeof ContextfulGenerationRequest>;

export const CancellationRequest = z.strictObject({ context_id: z.string(), cancel: z.literal(true) });
export type CancellationRequest = z.infer<typeof CancellationRequest>;

/** Anything a client may send on the TTS WebSocket. */
export const TtsClientMessage = z.union([CancellationRequest, ContextfulGenerationRequest]);

/** `data` is base64 of raw PCM in the requested encoding (pcm_f32le at 22050 Hz by default). */
export const ChunkMessage = z.looseObject({
  type: z.literal('chunk'),
  data: z.string(),
  context_id: z.nullish(z.string()),
});
export const DoneMessage = z.looseObject({ type: z.literal('done'), context_id: z.string() });
export const ErrorMessage = z.looseObject({
  type: z.literal('error'),
  error: z.string(),
  status_code: z.number().check(z.int()),
  context_id: z.nullish(z.string()),
});
export type ErrorMessage = z.infer<typeof ErrorMessage>;
/** WebSocket server messages, discriminated by `type`. */
export const TtsServerMessage = z.discriminatedUnion('type', [ChunkMessage, DoneMessage, ErrorMessage]);
export type TtsServerMessage = z.infer<typeof TtsServerMessage>;
/** One JSON line of /tts/sse: a chunk or an error; the stream just ends, so there is no done. */
export const SseEvent = z.discriminatedUnion('type', [ChunkMessage, ErrorMessage]);
export type SseEvent = z.infer<typeof SseEvent>;

export const TtsGender = z.enum(['female', 'male']);

/** A voice in GET /voices (list form); its sampling params are its defaults, read as a tolerant reader. */
export const TtsVoice = z.looseObject({
  id: z.string(),
  full_name: z.nullish(z.string()),
  gender: z.nullish(TtsGender),
  accent: z.nullish(z.string()),
  age: z.nullish(z.string()),
  sampling_params: z.nullish(z.looseObject(SamplingParams.shape)),
});
export type TtsVoice = z.infer<typeof TtsVoice>;
export const TtsVoiceList = z.array(TtsVoice);
