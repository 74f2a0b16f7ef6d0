import { describe, expect, it } from 'vitest';
import { BytesGenerationRequest, CancellationRequest, ContextfulGenerationRequest, SseGenerationRequest, TtsServerMessage } from './requests';

const base = { transcript: 'Hello, world!', voice: { id: 'samantha' } };
const withParams = (sampling_params: Record<string, unknown>) => ({ ...base, voice: { id: 'samantha', sampling_params } });
const accepts = (input: unknown) => BytesGenerationRequest.safeParse(input).success;

describe('TTS requests', () => {
  it('defaults the bytes sample rate to 22050 and the stream encoding to pcm_f32le', () => {
    expect(BytesGenerationRequest.parse(base).output_format).toEqual({ sample_rate: 22050 });
    expect(SseGenerationRequest.parse(base).output_format).toEqual({ sample_rate: 22050, encoding: 'pcm_f32le' });
  });

  it('bounds the transcript to 1..5000 characters and the rate to 8000..48000', () => {
    expect(accepts({ ...base, transcript: '' })).toBe(false);
    expect(accepts({ ...base, transcript: 'a'.repeat(5000) })).toBe(true);
    expect(accepts({ ...base, transcript: 'a'.repeat(5001) })).toBe(false);
    expect(accepts({ ...base, output_format: { sample_rate: 7999 } })).toBe(false);
    expect(accepts({ ...base, output_format: { sample_rate: 48000 } })).toBe(true);
    expect(accepts({ ...base, output_format: { sample_rate: 48001 } })).toBe(false);
    expect(accepts({ ...base, output_format: { sample_rate: 22050, encoding: 'pcm_s16le' } })).toBe(false);
  });

  it.each([
    [{ temperature: -0.1 }, false],
    [{ temperature: 0 }, true],
    [{ top_k: -1 }, true],
    [{ top_k: 0 }, false],
    [{ top_k: -2 }, false],
    [{ top_k: 1 }, true],
    [{ top_p: 0 }, false],
    [{ top_p: 1 }, true],
    [{ top_p: 1.01 }, false],
    [{ min_p: 0 }, true],
    [{ min_p: 1 }, true],
    [{ min_p: 1.1 }, false],
    [{ presence_penalty: 2 }, true],
    [{ presence_penalty: 2.1 }, false],
    [{ repetition_penalty: 0.99 }, false],
    [{ repetition_penalty: 1 }, true],
    [{ repetition_penalty: 2 }, true],
    [{ frequency_penalty: -0.1 }, false],
    [{ seed: 1.5 }, false],
    [{ seed: 42 }, true],
    [{ seed: null }, true],
    [{ warmth: 1 }, false],
  ])('sampling params %j valid: %s', (params, valid) => {
    expect(accepts(withParams(params))).toBe(valid);
  });

  it('allows an empty transcript on the WebSocket (the flush) and reads cancel and server messages', () => {
    expect(ContextfulGenerationRequest.safeParse({ ...base, transcript: '', context_id: 'a', continue: false }).success).toBe(true);
    expect(CancellationRequest.safeParse({ context_id: 'a', cancel: true }).success).toBe(true);
    expect(CancellationRequest.safeParse({ context_id: 'a', cancel: false }).success).toBe(false);
    expect(TtsServerMessage.parse({ type: 'done', context_id: 'a' }).type).toBe('done');
    expect(TtsServerMessage.safeParse({ type: 'error', error: 'x' }).success).toBe(false);
  });
});
