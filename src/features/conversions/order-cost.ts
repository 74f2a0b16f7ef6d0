import { affordable, conversionPrice } from '@contract/gateway/pricing';

/** Credits as the studio shows them: to a tenth. */
const roundCredits = (credits: number) => Math.round(credits * 10) / 10;

/**
 * Credits an order will spend (seconds of the original × voices), rounded as shown, and whether the balance covers
 * it beside the credits running conversions have `reserved`: the sandbox's rule, unrounded, so both agree.
 */
export function orderCost(
  originalSeconds: number,
  voices: number,
  balance: number,
  reserved: number,
): { cost: number; enough: boolean } {
  const cost = conversionPrice(originalSeconds, voices);
  return { cost: roundCredits(cost), enough: affordable(cost, balance, reserved) };
}

/**
 * The same voices ordered for several originals: the total is what each original's order costs, summed before
 * rounding (so it is what the balance will lose), against the balance less what is `reserved`; `seconds` is their
 * length in all.
 */
export function batchOrderCost(
  originalSeconds: readonly number[],
  voices: number,
  balance: number,
  reserved: number,
): { cost: number; seconds: number; enough: boolean } {
  const cost = originalSeconds.reduce((sum, seconds) => sum + conversionPrice(seconds, voices), 0);
  const seconds = originalSeconds.reduce((sum, each) => sum + each, 0);
  return { cost: roundCredits(cost), seconds, enough: affordable(cost, balance, reserved) };
}
