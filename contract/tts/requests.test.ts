import { describe, expect, it } from 'vitest';
import {
  BytesGenerationRequest,
  CancellationRequest,
  ContextfulGenerationRequest,
  DEFAULT_SAMPLE_RATE,
  MAX_CONCURRENT_GENERATIONS,
  SseEvent,
  SseGenerationRequest,
  StreamingEncoding,
  TRANSCRIPT_MAX,
  TtsClientMessage,
  TtsServerMessage,
  TtsVariant,
  TtsVoice,
  TtsVoiceList,
  VoiceRequest,
} from './requests';

const base = { transcript: 'Hello, world!', voice: { id: 'samantha' } };
const withParams = (sampling_params: Record<string, unknown>) => ({
  ...base,
  voice: { id: 'samantha', sampling_params },
});
const accepts = (input: unknown) => BytesGenerationRequest.safeParse(input).success;

describe('TTS constants and enums', () => {
  it('documents 5000 characters, 5 concurrent generations, 22050 Hz and the two variants', () => {
    expect(TRANSCRIPT_MAX).toBe(5000);
    expect(MAX_CONCURRENT_GENERATIONS).toBe(5);
    expect(DEFAULT_SAMPLE_RATE).toBe(22050);
    expect(TtsVariant.options).toEqual(['en-rt', 'ua-rt']);
    expect(StreamingEncoding.options).toEqual(['pcm_f32le', 'pcm_s16le', 'pcm_mulaw']);
  });
});

describe('TTS requests', () => {
  it('defaults the bytes sample rate to 22050 and the stream encoding to pcm_f32le', () => {
    expect(BytesGenerationRequest.parse(base).output_format).toEqual({ sample_rate: 22050 });
    expect(BytesGenerationRequest.parse({ ...base, output_format: {} }).output_format).toEqual({ sample_rate: 22050 });
    expect(SseGenerationRequest.parse(base).output_format).toEqual({ sample_rate: 22050, encoding: 'pcm_f32le' });
    expect(SseGenerationRequest.parse({ ...base, output_format: { sample_rate: 24000 } }).output_format).toEqual({
      sample_rate: 24000,
      encoding: 'pcm_f32le',
    });
  });

  it('bounds the transcript to 1..5000 characters and the rate to integers in 8000..48000', () => {
    expect(accepts({ ...base, transcript: '' })).toBe(false);
    expect(accepts({ ...base, transcript: 'a' })).toBe(true);
    expect(accepts({ ...base, transcript: 'a'.repeat(5000) })).toBe(true);
    expect(accepts({ ...base, transcript: 'a'.repeat(5001) })).toBe(false);
    expect(accepts({ ...base, output_format: { sample_rate: 7999 } })).toBe(false);
    expect(accepts({ ...base, output_format: { sample_rate: 8000 } })).toBe(true);
    expect(accepts({ ...base, output_format: { sample_rate: 48000 } })).toBe(true);
    expect(accepts({ ...base, output_format: { sample_rate: 48001 } })).toBe(false);
    expect(accepts({ ...base, output_format: { sample_rate: 22050.5 } })).toBe(false);
    expect(SseGenerationRequest.safeParse({ ...base, transcript: 'a'.repeat(5001) }).success).toBe(false);
  });

  it('gives bytes no encoding, and streams one of the three encodings', () => {
    expect(accepts({ ...base, output_format: { sample_rate: 22050, encoding: 'pcm_s16le' } })).toBe(false);
    for (const encoding of StreamingEncoding.options) {
      expect(SseGenerationRequest.safeParse({ ...base, output_format: { encoding } }).success).toBe(true);
    }
    expect(SseGenerationRequest.safeParse({ ...base, output_format: { encoding: 'mp3' } }).success).toBe(false);
  });

  it('needs a transcript and a voice with an id; unknown fields are refused', () => {
    expect(accepts({ voice: { id: 'samantha' } })).toBe(false);
    expect(accepts({ transcript: 'hi' })).toBe(false);
    expect(accepts({ ...base, voice: {} })).toBe(false);
    expect(accepts({ ...base, voice: { id: '' } })).toBe(false);
    expect(accepts({ ...base, voice_id: 'samantha' })).toBe(false);
    expect(VoiceRequest.safeParse({ id: 'samantha', name: 'Samantha' }).success).toBe(false);
  });

  it.each([
    [{ temperature: -0.1 }, false],
    [{ temperature: 0 }, true],
    [{ top_k: -1 }, true],
    [{ top_k: 0 }, false],
    [{ top_p: 0 }, false],
    [{ top_p: 1 }, true],
    [{ min_p: 1.1 }, false],
    [{ repetition_penalty: 0.99 }, false],
    [{ seed: 42 }, true],
    [{ warmth: 1 }, false],
  ])('voice sampling params %j valid: %s', (params, valid) => {
    expect(accepts(withParams(params))).toBe(valid);
  });
});

describe('TTS WebSocket messages', () => {
  it('allows an empty transcript (the flush) and an empty context id, but not over 5000 characters', () => {
    expect(
      ContextfulGenerationRequest.safeParse({ ...base, transcript: '', context_id: 'a', continue: false }).success,
    ).toBe(true);
    expect(ContextfulGenerationRequest.safeParse({ ...base, context_id: '' }).success).toBe(true);
    expect(
      ContextfulGenerationRequest.safeParse({ ...base, transcript: 'a'.repeat(5001), context_id: 'a' }).success,
    ).toBe(false);
  });

  it('needs context_id, transcript and voice; output format and continue are checked', () => {
    expect(ContextfulGenerationRequest.safeParse(base).success).toBe(false);
    expect(ContextfulGenerationRequest.safeParse({ context_id: 'a', voice: { id: 'samantha' } }).success).toBe(false);
    expect(ContextfulGenerationRequest.safeParse({ context_id: 'a', transcript: 'hi' }).success).toBe(false);
    expect(ContextfulGenerationRequest.safeParse({ ...base, context_id: 'a', continue: 'yes' }).success).toBe(false);
    expect(
      ContextfulGenerationRequest.safeParse({
        ...base,
        context_id: 'a',
        output_format: { sample_rate: 24000, encoding: 'pcm_s16le' },
      }).success,
    ).toBe(true);
    expect(
      ContextfulGenerationRequest.safeParse({ ...base, context_id: 'a', output_format: { encoding: 'opus' } }).success,
    ).toBe(false);
  });

  it('cancels with cancel: true only', () => {
    expect(CancellationRequest.safeParse({ context_id: 'a', cancel: true }).success).toBe(true);
    expect(CancellationRequest.safeParse({ context_id: 'a', cancel: false }).success).toBe(false);
    expect(CancellationRequest.safeParse({ cancel: true }).success).toBe(false);
    expect(TtsClientMessage.safeParse({ context_id: 'a', cancel: true }).success).toBe(true);
    expect(TtsClientMessage.safeParse({ ...base, context_id: 'a' }).success).toBe(true);
    expect(TtsClientMessage.safeParse({ text: 'hi', voice_id: 'samantha' }).success).toBe(false);
  });

  it('reads chunk, done and error messages; errors carry a status code', () => {
    expect(TtsServerMessage.parse({ type: 'chunk', context_id: 'a', data: 'AAAA' }).type).toBe('chunk');
    expect(TtsServerMessage.parse({ type: 'done', context_id: 'a' }).type).toBe('done');
    expect(TtsServerMessage.safeParse({ type: 'error', error: 'x', status_code: 400 }).success).toBe(true);
    expect(TtsServerMessage.safeParse({ type: 'error', error: 'x' }).success).toBe(false);
    expect(TtsServerMessage.safeParse({ type: 'done' }).success).toBe(false);
    expect(TtsServerMessage.safeParse({ type: 'audio', audio: 'AAAA' }).success).toBe(false);
  });

  it('reads SSE lines as chunk or error, with no done', () => {
    expect(SseEvent.safeParse({ type: 'chunk', data: 'AAAA' }).success).toBe(true);
    expect(SseEvent.safeParse({ type: 'error', error: 'x', status_code: 500 }).success).toBe(true);
    expect(SseEvent.safeParse({ type: 'done', context_id: 'a' }).success).toBe(false);
  });
});

describe('TTS voice list', () => {
  it('reads the public voice list; only id is required', () => {
    const voices = [
      {
        id: 'samantha',
        gender: 'female',
        accent: 'American',
        sampling_params: {
          temperature: 0.6,
          top_k: -1,
          top_p: 0.8,
          min_p: 0,
          presence_penalty: 0,
          repetition_penalty: 2,
          frequency_penalty: 2,
        },
      },
      { id: 'olesia-conversation' },
    ];
    expect(TtsVoiceList.safeParse(voices).success).toBe(true);
    expect(TtsVoice.safeParse({ gender: 'female' }).success).toBe(false);
    expect(TtsVoice.safeParse({ id: 'x', gender: 'other' }).success).toBe(false);
    expect(TtsVoice.safeParse({ id: 'x', sampling_params: { top_p: 2 } }).success).toBe(false);
    expect(TtsVoice.safeParse({ id: 'x', sampling_params: { new_knob: 1 } }).success).toBe(true);
  });
});
