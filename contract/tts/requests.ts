import { z } from 'zod';
import { SamplingParams } from './sampling-params';

/** Real-time TTS requests and responses (tts-api.md, api-facts §5). */

export const TtsVariant = z.enum(['en-rt', 'ua-rt']);
export type TtsVariant = z.infer<typeof TtsVariant>;

export const TRANSCRIPT_MAX = 5000;
export const MAX_CONCURRENT_GENERATIONS = 5;
export const DEFAULT_SAMPLE_RATE = 22050;

export const VoiceRequest = z.strictObject({ id: z.string().min(1), sampling_params: SamplingParams.optional() });

const SampleRate = z.number().int().min(8000).max(48000);

export const BytesOutputFormat = z.strictObject({ sample_rate: SampleRate.default(DEFAULT_SAMPLE_RATE) });

export const StreamingEncoding = z.enum(['pcm_f32le', 'pcm_s16le', 'pcm_mulaw']);
export type StreamingEncoding = z.infer<typeof StreamingEncoding>;

export const StreamOutputFormat = z.strictObject({
  sample_rate: SampleRate.default(DEFAULT_SAMPLE_RATE),
  encoding: StreamingEncoding.default('pcm_f32le'),
});

const Transcript = z.string().min(1).max(TRANSCRIPT_MAX);

export const BytesGenerationRequest = z.strictObject({
  transcript: Transcript,
  voice: VoiceRequest,
  output_format: BytesOutputFormat.default({ sample_rate: DEFAULT_SAMPLE_RATE }),
});
export type BytesGenerationRequest = z.input<typeof BytesGenerationRequest>;

export const SseGenerationRequest = z.strictObject({
  transcript: Transcript,
  voice: VoiceRequest,
  output_format: StreamOutputFormat.default({ sample_rate: DEFAULT_SAMPLE_RATE, encoding: 'pcm_f32le' }),
});
export type SseGenerationRequest = z.input<typeof SseGenerationRequest>;

/** WebSocket generate message: an empty transcript with `continue: false` flushes the context. */
export const ContextfulGenerationRequest = z.strictObject({
  context_id: z.string(),
  transcript: z.string().max(TRANSCRIPT_MAX),
  voice: VoiceRequest,
  output_format: StreamOutputFormat.optional(),
  continue: z.boolean().optional(),
});
export type ContextfulGenerationRequest = z.input<typeof ContextfulGenerationRequest>;

export const CancellationRequest = z.strictObject({ context_id: z.string(), cancel: z.literal(true) });

export const ChunkMessage = z.object({ type: z.literal('chunk'), data: z.string(), context_id: z.string().optional() });
export const DoneMessage = z.object({ type: z.literal('done'), context_id: z.string() });
export const ErrorMessage = z.object({
  type: z.literal('error'),
  error: z.string(),
  status_code: z.number().int(),
  context_id: z.string().optional(),
});
export const TtsServerMessage = z.discriminatedUnion('type', [ChunkMessage, DoneMessage, ErrorMessage]);
export type TtsServerMessage = z.infer<typeof TtsServerMessage>;

/** A voice in GET /voices (list form). */
export const TtsVoice = z.looseObject({
  id: z.string(),
  full_name: z.string().nullish(),
  gender: z.enum(['female', 'male']).nullish(),
  accent: z.string().nullish(),
  age: z.string().nullish(),
  sampling_params: SamplingParams.partial().nullish(),
});
export type TtsVoice = z.infer<typeof TtsVoice>;
export const TtsVoiceList = z.array(TtsVoice);
