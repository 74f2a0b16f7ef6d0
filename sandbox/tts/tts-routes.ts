import type { FastifyInstance, FastifyRequest } from 'fastify';
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
import { floatToF32le, floatToMulaw, floatToS16le } from '../../audio-formats/pcm-encodings';
import { HttpError } from '../../server-common/http-error';
import { SANDBOX_SERVICE_KEY } from '../service-key';
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

/** The key comes in `X-API-Key`, or as `?api_key=` where a client (a browser WebSocket) cannot set headers. */
function checkKey(request: FastifyRequest): void {
  const header = request.headers['x-api-key'];
  const query = (request.query as { api_key?: string } | undefined)?.api_key;
  if ((typeof header === 'string' ? header : query) !== SANDBOX_SERVICE_KEY)
    throw new HttpError(401, 'Invalid or missing API key');
}

/**
 * The real-time TTS API (tts-api.md, api-facts §5) for both variants: voices, bytes (a WAV), SSE (JSON lines,
 * sentence by sentence) and WebSocket contexts. At most five generations run at once per key (429 beyond);
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

  // Every route of this plugin takes the service key unless it declares otherwise.
  scope.addHook('onRoute', (route) => {
    route.config = { auth: 'service-key', ...route.config };
  });
  scope.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.auth === 'service-key') checkKey(request);
  });
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
    const contexts = new Map<string, { text: SentenceBuffer; cancelled: boolean; chain: Promise<void> }>();
    const send = (message: object) => socket.readyState === socket.OPEN && socket.send(JSON.stringify(message));
    const fail = (error: string, status_code: number, context_id?: string) =>
      send({ type: 'error', error, status_code, ...(context_id ? { context_id } : {}) });

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
      context.chain = context.chain.then(async () => {
        if (context.cancelled) return;
        if (text.trim()) {
          const release = (() => {
            try {
              return slot();
            } catch {
              fail(`At most ${MAX_CONCURRENT_GENERATIONS} concurrent generations per key`, 429, contextId);
              return null;
            }
          })();
          if (!release) return;
          try {
            for await (const chunk of speakSentences(worker, text, voice, params, rate, SENTENCES_AHEAD)) {
              if (context.cancelled) return;
              send({ type: 'chunk', context_id: contextId, data: base64Chunk(chunk, encoding) });
            }
          } catch (error) {
            fail(error instanceof Error ? error.message : 'generation failed', 500, contextId);
          } finally {
            release();
          }
        }
        if (final && !context.cancelled) {
          send({ type: 'done', context_id: contextId });
          contexts.delete(contextId);
        }
      });
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
        return fail(
          issues.map((issue) => `${issue.loc.slice(1).join('.')}: ${issue.msg}`).join('; '),
          422,
          (message as { context_id?: string })?.context_id,
        );
      }
      const request = parsed.data;
      let voice: TtsVoiceSpec;
      try {
        voice = voiceOf(variant, request.voice.id);
      } catch (error) {
        return fail((error as Error).message, 400, request.context_id);
      }
      if (!contexts.has(request.context_id))
        contexts.set(request.context_id, { text: new SentenceBuffer(), cancelled: false, chain: Promise.resolve() });
      const context = contexts.get(request.context_id)!;
      // Refused whole, so what the context already holds is kept and a later message can still end it.
      if (!context.text.accepts(request.transcript)) {
        const message = `Context "${request.context_id}" already holds ${context.text.waiting} characters waiting for a sentence end; at most ${MAX_PENDING_CHARACTERS} may wait: end a sentence or send "continue": false`;
        return fail(message, 413, request.context_id);
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
    });
  });
}
