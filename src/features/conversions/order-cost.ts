import { affordable, billedSeconds, conversionPrice } from '@contract/gateway/pricing';

/** A sum of prices back on the hundredth of a credit prices are kept in (adding floats leaves tails). */
const roundCredits = (credits: number) => Math.round(credits * 100) / 100;

/**
 * Credits an order will spend (billed seconds of the original × voices), and whether the balance covers it beside
 * the credits running conversions have `reserved`: the sandbox's rule, so both agree.
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
  const seconds = originalSeconds.reduce((sum, each) => sum + billedSeconds(each), 0);
  return { cost: roundCredits(cost), seconds, enough: affordable(cost, balance, reserved) };
}
