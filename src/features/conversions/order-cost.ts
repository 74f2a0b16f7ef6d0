import { conversionPrice } from '../../../contract/gateway/pricing';

/** Credits as the studio shows them: to a tenth. */
const roundCredits = (credits: number) => Math.round(credits * 10) / 10;

/** Credits an order will spend (seconds of the original × voices), rounded as shown, against the balance. */
export function orderCost(originalSeconds: number, voices: number, balance: number): { cost: number; enough: boolean } {
  const cost = roundCredits(conversionPrice(originalSeconds, voices));
  return { cost, enough: cost <= balance };
}

/**
 * The same voices ordered for several originals: the total is what each original's order costs, summed before
 * rounding (so it is what the balance will lose), against the balance; `seconds` is their length in all.
 */
export function batchOrderCost(
  originalSeconds: readonly number[],
  voices: number,
  balance: number,
): { cost: number; seconds: number; enough: boolean } {
  const cost = roundCredits(originalSeconds.reduce((sum, seconds) => sum + conversionPrice(seconds, voices), 0));
  return { cost, seconds: originalSeconds.reduce((sum, seconds) => sum + seconds, 0), enough: cost <= balance };
}
