import * as z from 'zod/mini';
import { Name40, Timestamp, Uuid } from './common';
import { Recording } from './recordings';

/**
 * Conversion orders: the legacy model-based form and the v2 voice-based form (docs/service-api.md#conversion-orders).
 */

export const SEMITONES_MIN = -12;
export const SEMITONES_MAX = 12;

/** One model parameter as SW sends it: `name` is the param's alias, `value` its (string) setting. */
export const ConversionModelParam = z.strictObject({ id: z.string(), name: z.string(), value: z.string() });

export const ConversionModel = z.strictObject({
  id: Uuid,
  name: z.string(),
  params: z._default(z.array(ConversionModelParam), []),
});

/** Legacy POST /api/recordings/conversion-order: one converted recording per model, so at least one model. */
export const ConversionRequest = z.strictObject({
  original_id: Uuid,
  models: z.array(ConversionModel).check(z.minLength(1)),
  calibration_id: z.optional(Uuid),
});
export type ConversionRequest = z.input<typeof ConversionRequest>;

/** The legacy order answers with the new converted recordings. */
export const ConversionOrderResponse = z.array(Recording);

/**
 * One conversion of a v2 order. `narration_style_id` is for text originals (robotic without it), `accent_id` and
 * `semitones_correction` for audio originals; that split depends on the original, so the handler checks it.
 * The ±12 semitone range is not in the documents; it keeps the pitch within an octave of the voice.
 */
export const OrderConversion = z.strictObject({
  voice_id: Uuid,
  accent_id: z.optional(Uuid),
  semitones_correction: z.optional(z.number().check(z.gte(SEMITONES_MIN), z.lte(SEMITONES_MAX))),
  narration_style_id: z.optional(Uuid),
  label: z.optional(Name40),
});
export type OrderConversion = z.infer<typeof OrderConversion>;

/** `use_calibration: true` uses `calibration_id`; false uses the account's enabled calibration. */
export const OrderRequest = z.strictObject({
  original_id: Uuid,
  conversions: z.array(OrderConversion).check(z.minLength(1)),
  calibration_id: z.optional(Uuid),
  use_calibration: z._default(z.boolean(), false),
});
export type OrderRequest = z.input<typeof OrderRequest>;

export const OrderState = z.enum(['new', 'pre_processing', 'post_processing', 'processing', 'done', 'error']);
export type OrderState = z.infer<typeof OrderState>;

export const OrderResponse = z.looseObject({
  id: Uuid,
  user_id: Uuid,
  original_id: Uuid,
  conversion_id: Uuid,
  transaction_id: z.nullish(z.string()),
  moderation_id: z.nullish(z.string()),
  calibration_id: z.nullish(z.string()),
  tracking_id: z.string(),
  f0: z.nullish(z.number()),
  state: OrderState,
  created_at: Timestamp,
  closed_at: z.nullish(Timestamp),
  error: z.nullish(z.string()),
});
export type OrderResponse = z.infer<typeof OrderResponse>;

/** POST /api/v2/orders answers one OrderResponse per conversion; the retry endpoint answers a single one. */
export const OrderResponseList = z.array(OrderResponse);
