import { z } from 'zod';
import { Timestamp, Uuid } from './common';

/** Conversion orders: the legacy model-based form and the v2 voice-based form (api-facts §3.7). */

export const SEMITONES_MIN = -12;
export const SEMITONES_MAX = 12;

export const ConversionModelParam = z.strictObject({ id: z.string(), name: z.string(), value: z.string() });

export const ConversionRequest = z.strictObject({
  original_id: Uuid,
  models: z.array(z.strictObject({ id: Uuid, name: z.string(), params: z.array(ConversionModelParam).default([]) })).min(1),
  calibration_id: Uuid.optional(),
});

export const OrderConversion = z.strictObject({
  voice_id: Uuid,
  accent_id: Uuid.optional(),
  semitones_correction: z.number().min(SEMITONES_MIN).max(SEMITONES_MAX).optional(),
  narration_style_id: Uuid.optional(),
  label: z.string().min(1).max(40).optional(),
});
export type OrderConversion = z.infer<typeof OrderConversion>;

export const OrderRequest = z.strictObject({
  original_id: Uuid,
  conversions: z.array(OrderConversion).min(1).max(20),
  calibration_id: Uuid.optional(),
  use_calibration: z.boolean().default(false),
});
export type OrderRequest = z.input<typeof OrderRequest>;

export const OrderState = z.enum(['new', 'pre_processing', 'post_processing', 'processing', 'done', 'error']);

export const OrderResponse = z.looseObject({
  id: Uuid,
  user_id: Uuid,
  original_id: Uuid,
  conversion_id: Uuid,
  transaction_id: z.string().nullish(),
  moderation_id: z.string().nullish(),
  calibration_id: z.string().nullish(),
  tracking_id: z.string(),
  f0: z.number().nullish(),
  state: OrderState,
  created_at: Timestamp,
  closed_at: Timestamp.nullish(),
  error: z.string().nullish(),
});
export type OrderResponse = z.infer<typeof OrderResponse>;
