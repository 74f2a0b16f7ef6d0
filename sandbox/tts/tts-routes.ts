import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import { z } from 'zod';
import {
  BytesGenerationRequest,
  CancellationRequest,
  ContextfulGenerationRequest,
  MAX_CONCURRENT_GENERATIONS,
  MAX_TTS_MESSAGE_BYTES,
  SseGenerationRequest,
  TtsVariant,
  type StreamingEncoding,
} from '../../contract/tts/requests';
import { toValidationIssues } from '../../server-common/validation-issues';
import { parseJsonFrame } from '../../server-common/bounded-json';
import type { UndecodableFrame } from '../../server-common/socket-guard';
import { guardMessages } from '../../server-common/socket-guard';
import { SendBuffer } from '../../server-common/send-buffer';
import { ttsErrorReply } from '../../server-common/tts-error-reply';
import { floatToF32le, floatToMulaw, floatToS16le } from '../../audio-formats/pcm-encodings';
import { HttpError } from '../../server-common/http-error';
import { installRoutePolicy, SERVICE_KEY_DEFAULTS, TTS_KEY } from '../http/route-policy';
import { mergeSampling } from './sampling';
import { MAX_PENDING_CHARACTERS, SentenceBuffer } from './sentence-buffer';
import { speakSentences, speakWav } from './speech-stream';
import { listForm, TTS_VOICES, type TtsVoiceSpec } from './tts-voices';

const VariantParams = z.object({ variant: TtsVariant });

const ENCODERS: Record<StreamingEncoding, (samples: Float32Array) => Uint8Array<ArrayBuffer>> = {
  pcm_f32le: floatToF32le,
  pcm_s16le: floatToS16le,
  pcm_mulaw: floatToMulaw,
};

/** A chunk of a stream as the API sends it: the samples in the requested encoding, in base64. */
const base64Chunk = (samples: Float32Array, encoding: StreamingEncoding) =>
  Buffer.from(ENCODERS[encoding](samples).buffer).toString('base64');

/** Sentences of a stream spoken ahead of the one being sent, on the pool's other threads. */
const SENTENCES_AHEAD = 2;

/**
 * Contexts one socket may hold open at once. The service does not document a number; the key's five concurrent
 * generations make more than a few useless, and each open context holds its text and its place in the line.
 */
export const MAX_CONTEXTS_PER_SOCKET = 16;

/** Audio per chunk message: a sentence's seconds go in pieces, so one message stays small (0.25 MB at 48 kHz float). */
const CHUNK_SECONDS = 1;

/** One context of a socket: the text waiting for a sentence end, the characters queued to be spoken, its turn. */
type SocketContext = { text: SentenceBuffer; queued: number; cancelled: boolean; chain: Promise<void> };

function* chunksOf(samples: Float32Array, sampleRate: number): Generator<Float32Array> {
  const size = sampleRate * CHUNK_SECONDS;
  for (let start = 0; start < samples.length; start += size) yield samples.subarray(start, start + size);
}

/**
 * The real-time TTS API (docs/service-api.md#real-time-text-to-speech) for both variants: voices, bytes (a WAV), SSE
 * (JSON lines, sentence by sentence) and WebSocket contexts. At most five generations run at once per key (429 beyond);
 * synthesis runs on its own pool of worker threads (one warm at rest, more while requests wait), so it never waits
 * behind conversion jobs and a long bytes transcript is spoken on several cores at once.
 */
export async function ttsRoutes(scope: FastifyInstance, options: { warmUp?: boolean }): Promise<void> {
  const worker = scope.audioWorkers.speech;
  if (options.warmUp) scope.addHook('onReady', async () => worker.warmUp());
  let active = 0;
  const slot = () => {
    if (active >= MAX_CONCURRENT_GENERATIONS)
      throw new HttpError(429, `At most ${MAX_CONCURRENT_GENERATIONS} concurrent generations per key`, {
        'retry-after': '1',
      });
    active += 1;
    let released = false;
    return () => {
      if (!released) active -= 1;
      released = true;
    };
  };
  const voiceOf = (variant: TtsVariant, id: string): TtsVoiceSpec => {
    const voice = TTS_VOICES[variant].find((candidate) => candidate.id === id);
    if (!voice) throw new HttpError(400, `voice not found: "${id}" is not a ${variant} voice (see GET /voices)`);
    return voice;
  };

  installRoutePolicy(scope, { defaults: SERVICE_KEY_DEFAULTS, serviceKey: TTS_KEY });
  const api = scope.withTypeProvider<ZodTypeProvider>();
  const prefix = '/v1/public/tts/:variant';

  api.get(`${prefix}/voices`, { schema: { params: VariantParams } }, async (request) =>
    TTS_VOICES[request.params.variant].map(listForm),
  );

  api.post(
    `${prefix}/tts/bytes`,
    { schema: { params: VariantParams, body: BytesGenerationRequest } },
    async (request, reply) => {
      const voice = voiceOf(request.params.variant, request.body.voice.id);
      const release = slot();
      try {
        const rate = request.body.output_format.sample_rate;
        const params = mergeSampling(voice.sampling_params, request.body.voice.sampling_params);
        const wav = await speakWav(worker, request.body.transcript, voice, params, rate);
        return reply.type('audio/wav').header('content-disposition', 'attachment; filename="speech.wav"').send(wav);
      } finally {
        release();
      }
    },
  );

  api.post(
    `${prefix}/tts/sse`,
    { schema: { params: VariantParams, body: SseGenerationRequest } },
    async (request, reply) => {
      const voice = voiceOf(request.params.variant, request.body.voice.id);
      const release = slot();
      const { sample_rate, encoding } = request.body.output_format;
      const params = mergeSampling(voice.sampling_params, request.body.voice.sampling_params);
      async function* lines() {
        try {
          for await (const chunk of speakSentences(
            worker,
            request.body.transcript,
            voice,
            params,
            sample_rate,
            SENTENCES_AHEAD,
          )) {
            yield `${JSON.stringify({ type: 'chunk', data: base64Chunk(chunk, encoding) })}\n`;
          }
        } catch (error) {
          yield `${JSON.stringify({ type: 'error', error: error instanceof Error ? error.message : 'generation failed', status_code: 500 })}\n`;
        } finally {
          release();
        }
      }
      return reply.type('application/x-ndjson').header('cache-control', 'no-cache').send(Readable.from(lines()));
    },
  );

  scope.get(`${prefix}/tts/websocket`, { websocket: true, schema: { params: VariantParams } }, (socket, request) => {
    const variant = (request.params as { variant: TtsVariant }).variant;
    const contexts = new Map<string, SocketContext>();
    // A client that does not read stops being read from, and its contexts stop being spoken (see send-buffer.ts).
    const buffer = new SendBuffer(socket, [socket]);
    const send = (message: string) => {
      if (socket.readyState !== socket.OPEN) return;
      socket.send(message);
      buffer.afterSend();
    };
    const fail = (error: string, status_code: number, context_id?: string, causeBytes?: number) =>
      send(ttsErrorReply(error, status_code, context_id, causeBytes));

    const speak = (
      contextId: string,
      text: string,
      voice: TtsVoiceSpec,
      params: ReturnType<typeof mergeSampling>,
      rate: number,
      encoding: StreamingEncoding,
      final: boolean,
    ) => {
      const context = contexts.get(contextId)!;
      context.queued += text.length;
      context.chain = context.chain.then(async () => {
        try {
          if (context.cancelled) return;
          if (text.trim()) await generate(context, contextId, text, voice, params, rate, encoding);
          if (final && !context.cancelled) {
            send(JSON.stringify({ type: 'done', context_id: contextId }));
            contexts.delete(contextId);
          }
        } finally {
          context.queued -= text.length;
        }
      });
    };

    const generate = async (
      context: SocketContext,
      contextId: string,
      text: string,
      voice: TtsVoiceSpec,
      params: ReturnType<typeof mergeSampling>,
      rate: number,
      encoding: StreamingEncoding,
    ) => {
      let release: () => void;
      try {
        release = slot();
      } catch {
        return fail(`At most ${MAX_CONCURRENT_GENERATIONS} concurrent generations per key`, 429, contextId);
      }
      try {
        for await (const samples of speakSentences(worker, text, voice, params, rate, SENTENCES_AHEAD)) {
          for (const chunk of chunksOf(samples, rate)) {
            // Waits while the client's buffer is full: the next sentences are not spoken meanwhile.
            if (context.cancelled || !(await buffer.room())) return;
            send(JSON.stringify({ type: 'chunk', context_id: contextId, data: base64Chunk(chunk, encoding) }));
          }
        }
      } catch (error) {
        fail(error instanceof Error ? error.message : 'generation failed', 500, contextId);
      } finally {
        release();
      }
    };

    const guard = {
      route: '/v1/public/tts/:variant/tts/websocket',
      log: request.log,
      maxBytes: MAX_TTS_MESSAGE_BYTES,
      refuse: (error: UndecodableFrame) => fail(error.message, error.status),
    };
    guardMessages(socket, guard, (raw) => {
      const message = parseJsonFrame(raw);
      const cancel = CancellationRequest.safeParse(message);
      if (cancel.success) {
        const context = contexts.get(cancel.data.context_id);
        if (context) context.cancelled = true;
        contexts.delete(cancel.data.context_id);
        return;
      }
      const parsed = ContextfulGenerationRequest.safeParse(message);
      if (!parsed.success) {
        const issues = toValidationIssues('body', parsed.error.issues);
        const contextId = (message as { context_id?: unknown } | null)?.context_id;
        return fail(
          issues.map((issue) => `${issue.loc.slice(1).join('.')}: ${issue.msg}`).join('; '),
          422,
          typeof contextId === 'string' ? contextId : undefined,
          raw.length,
        );
      }
      const request = parsed.data;
      let voice: TtsVoiceSpec;
      try {
        voice = voiceOf(variant, request.voice.id);
      } catch (error) {
        return fail((error as Error).message, 400, request.context_id, raw.length);
      }
      if (!contexts.has(request.context_id)) {
        if (contexts.size >= MAX_CONTEXTS_PER_SOCKET) {
          return fail(
            `At most ${MAX_CONTEXTS_PER_SOCKET} contexts may be open on one socket: end one ("continue": false) or cancel it first`,
            429,
            request.context_id,
            raw.length,
          );
        }
        contexts.set(request.context_id, {
          text: new SentenceBuffer(),
          queued: 0,
          cancelled: false,
          chain: Promise.resolve(),
        });
      }
      const context = contexts.get(request.context_id)!;
      // Refused whole, so what the context already holds is kept and a later message can still end it.
      const held = context.text.waiting + context.queued;
      if (held + request.transcript.length > MAX_PENDING_CHARACTERS) {
        const error = `Context "${request.context_id}" already holds ${held} characters not yet spoken; at most ${MAX_PENDING_CHARACTERS} may wait: end a sentence or send "continue": false, and wait for its audio`;
        return fail(error, 413, request.context_id, raw.length);
      }
      const final = request.continue !== true;
      // With continue:true, whole sentences are spoken as they complete and the rest waits for more text.
      const ready = context.text.push(request.transcript, final);
      const format = request.output_format ?? { sample_rate: 22050, encoding: 'pcm_f32le' as const };
      speak(
        request.context_id,
        ready,
        voice,
        mergeSampling(voice.sampling_params, request.voice.sampling_params),
        format.sample_rate,
        format.encoding,
        final,
      );
    });
    socket.on('close', () => {
      for (const context of contexts.values()) context.cancelled = true;
      contexts.clear();
    });
  });
}
