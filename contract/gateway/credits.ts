import * as z from 'zod/mini';

/** Credits (docs/service-api.md#credits): numbers, possibly fractional (AE); C24's integers parse too. */
export const Credits = z.looseObject({ credits: z.number(), initial_credits: z.number() });
export type Credits = z.infer<typeof Credits>;
