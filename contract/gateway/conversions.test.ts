import { describe, expect, it } from 'vitest';
import {
  ConversionOrderResponse,
  ConversionRequest,
  OrderConversion,
  OrderRequest,
  OrderResponse,
  OrderResponseList,
  OrderState,
} from './conversions';

const uuid = '5f0c1b9e-1c1a-4c5e-9b7a-2f9d1c3e4a5b';

describe('legacy conversion order', () => {
  const model = { id: uuid, name: 'Aaron', params: [{ id: uuid, name: 'pitch', value: '0' }] };

  it('reads the SW body, defaulting params to []', () => {
    expect(ConversionRequest.safeParse({ original_id: uuid, models: [model] }).success).toBe(true);
    expect(
      ConversionRequest.parse({ original_id: uuid, models: [{ id: uuid, name: 'Aaron' }] }).models[0]?.params,
    ).toEqual([]);
    expect(ConversionRequest.safeParse({ original_id: uuid, models: [model], calibration_id: uuid }).success).toBe(
      true,
    );
  });

  it('needs an original and at least one model with string param values', () => {
    expect(ConversionRequest.safeParse({ original_id: uuid, models: [] }).success).toBe(false);
    expect(ConversionRequest.safeParse({ models: [model] }).success).toBe(false);
    expect(
      ConversionRequest.safeParse({
        original_id: uuid,
        models: [{ ...model, params: [{ id: uuid, name: 'pitch', value: 0 }] }],
      }).success,
    ).toBe(false);
    expect(ConversionRequest.safeParse({ original_id: uuid, models: [{ ...model, id: 'Aaron' }] }).success).toBe(false);
    expect(ConversionRequest.safeParse({ original_id: uuid, models: [model], calibration_id: 'auto' }).success).toBe(
      false,
    );
    expect(ConversionRequest.safeParse({ original_id: uuid, models: [model], voice_id: uuid }).success).toBe(false);
  });

  it('answers with an array of recordings', () => {
    expect(ConversionOrderResponse.safeParse([]).success).toBe(true);
    expect(ConversionOrderResponse.safeParse([{ id: uuid }]).success).toBe(false);
  });
});

describe('v2 order', () => {
  it('defaults use_calibration to false and needs at least one conversion', () => {
    expect(OrderRequest.parse({ original_id: uuid, conversions: [{ voice_id: uuid }] }).use_calibration).toBe(false);
    expect(OrderRequest.safeParse({ original_id: uuid, conversions: [] }).success).toBe(false);
    expect(OrderRequest.safeParse({ original_id: uuid }).success).toBe(false);
    expect(OrderRequest.safeParse({ conversions: [{ voice_id: uuid }] }).success).toBe(false);
    expect(
      OrderRequest.safeParse({ original_id: uuid, conversions: [{ voice_id: uuid }], use_calibration: 'yes' }).success,
    ).toBe(false);
    expect(
      OrderRequest.safeParse({
        original_id: uuid,
        conversions: [{ voice_id: uuid }],
        calibration_id: uuid,
        use_calibration: true,
      }).success,
    ).toBe(true);
    expect(OrderRequest.safeParse({ original_id: uuid, conversions: [{ voice_id: uuid }], priority: 1 }).success).toBe(
      false,
    );
  });

  it('takes many conversions in one order (no undocumented maximum)', () => {
    expect(
      OrderRequest.safeParse({ original_id: uuid, conversions: Array.from({ length: 50 }, () => ({ voice_id: uuid })) })
        .success,
    ).toBe(true);
  });

  it.each([
    [{ voice_id: uuid }, true],
    [{}, false],
    [{ voice_id: 'roman' }, false],
    [{ voice_id: uuid, accent_id: uuid, narration_style_id: uuid, label: 'x'.repeat(40) }, true],
    [{ voice_id: uuid, accent_id: 'x' }, false],
    [{ voice_id: uuid, narration_style_id: 'x' }, false],
    [{ voice_id: uuid, label: 'x'.repeat(41) }, false],
    [{ voice_id: uuid, label: '' }, false],
    [{ voice_id: uuid, semitones_correction: -12 }, true],
    [{ voice_id: uuid, semitones_correction: 12 }, true],
    [{ voice_id: uuid, semitones_correction: 0.5 }, true],
    [{ voice_id: uuid, semitones_correction: -12.5 }, false],
    [{ voice_id: uuid, semitones_correction: 12.5 }, false],
    [{ voice_id: uuid, semitones_correction: '1' }, false],
    [{ voice_id: uuid, model_id: uuid }, false],
  ])('conversion %j valid: %s', (conversion, valid) => {
    expect(OrderConversion.safeParse(conversion).success).toBe(valid);
  });

  it('reads order responses in every state and rejects unknown states', () => {
    const order = {
      id: uuid,
      user_id: uuid,
      original_id: uuid,
      conversion_id: uuid,
      transaction_id: null,
      moderation_id: null,
      calibration_id: null,
      tracking_id: 't',
      f0: null,
      state: 'new',
      created_at: '2024-07-15T09:00:00Z',
      closed_at: null,
      error: null,
    };
    expect(OrderState.options).toEqual(['new', 'pre_processing', 'post_processing', 'processing', 'done', 'error']);
    for (const state of OrderState.options) expect(OrderResponse.safeParse({ ...order, state }).success).toBe(true);
    expect(OrderResponse.safeParse({ ...order, state: 'queued' }).success).toBe(false);
    const { conversion_id: _conversion, ...noConversion } = order;
    expect(OrderResponse.safeParse(noConversion).success).toBe(false);
    expect(OrderResponseList.parse([{ ...order, extra: 1 }])).toHaveLength(1);
  });
});
