import { CREDITS_PER_SECOND } from '../../../contract/gateway/credits';

/** Credits an order will spend (seconds of the original × voices) against the balance. */
export function orderCost(originalSeconds: number, voices: number, balance: number): { cost: number; enough: boolean } {
  const cost = Math.round(originalSeconds * voices * CREDITS_PER_SECOND * 10) / 10;
  return { cost, enough: cost <= balance };
}
