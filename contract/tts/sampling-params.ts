import * as z from 'zod/mini';

/**
 * SamplingParams with every bound of docs/service-api.md#voices-and-sampling-parameters; overrides merge per field over
 * the voice's defaults.
 */
export const SamplingParams = z.strictObject({
  seed: z.nullish(z.number().check(z.int())),
  temperature: z.nullish(z.number().check(z.gte(0))),
  top_k: z.nullish(
    z.number().check(
      z.int(),
      z.refine((k) => k === -1 || k > 0, 'must be -1 or greater than 0'),
    ),
  ),
  top_p: z.nullish(z.number().check(z.gt(0), z.lte(1))),
  min_p: z.nullish(z.number().check(z.gte(0), z.lte(1))),
  presence_penalty: z.nullish(z.number().check(z.gte(0), z.lte(2))),
  repetition_penalty: z.nullish(z.number().check(z.gte(1), z.lte(2))),
  frequency_penalty: z.nullish(z.number().check(z.gte(0), z.lte(2))),
});
export type SamplingParams = z.infer<typeof SamplingParams>;
