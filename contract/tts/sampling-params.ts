import { z } from 'zod';

/** SamplingParams with every bound of tts-api.md; overrides merge per field over the voice's defaults. */
export const SamplingParams = z.strictObject({
  seed: z.number().int().nullish(),
  temperature: z.number().min(0).nullish(),
  top_k: z
    .number()
    .int()
    .refine((k) => k === -1 || k > 0, 'must be -1 or greater than 0')
    .nullish(),
  top_p: z.number().gt(0).max(1).nullish(),
  min_p: z.number().min(0).max(1).nullish(),
  presence_penalty: z.number().min(0).max(2).nullish(),
  repetition_penalty: z.number().min(1).max(2).nullish(),
  frequency_penalty: z.number().min(0).max(2).nullish(),
});
export type SamplingParams = z.infer<typeof SamplingParams>;
